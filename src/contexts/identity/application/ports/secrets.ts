/** Random codes and tokens, and the one-way hash under which they are stored. */
export abstract class Secrets {
  /** A 6-digit one-time code. */
  abstract oneTimeCode(): string;
  /** A URL-safe random token (links). */
  abstract token(): string;
  abstract hash(value: string): string;
}
