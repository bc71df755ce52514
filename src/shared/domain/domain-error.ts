/**
 * Base of every context's error. `code` is a key of the spec's message-key catalogue
 * (WRONG_LOGIN_INFORMATION, EMAIL_ALREADY_EXISTS, ...); one HTTP filter maps codes to statuses.
 */
export abstract class DomainError<Code extends string = string> extends Error {
  constructor(
    readonly code: Code,
    message?: string,
    readonly details?: Readonly<Record<string, unknown>>,
  ) {
    super(message ?? code);
    this.name = new.target.name;
  }
}
