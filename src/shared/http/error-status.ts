/** The one table from error codes to HTTP statuses; codes not listed answer 400. */
const STATUS_BY_CODE: Readonly<Record<string, number>> = {
  WRONG_LOGIN_INFORMATION: 401,
  UNAUTHORIZED: 401,
  MULTIPLE_LOGINS: 401,
  ACCOUNT_DISABLED: 403,
  INSUFFICIENT_PERMISSION: 403,
  USER_NOT_FOUND: 404,
  NOT_FOUND: 404,
  EMAIL_ALREADY_EXISTS: 409,
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_ATTEMPTS_TRY_LATER: 429,
  SERVICE_UNAVAILABLE: 503,
  UNDEFINED_ERROR: 500,
};

export function statusOf(code: string): number {
  return STATUS_BY_CODE[code] ?? 400;
}
