/** Seals a text into a URL-safe token that cannot be read or altered without the key. */
export abstract class ViewCipher {
  abstract seal(plaintext: string): string;
  /** The plaintext of a token sealed with this key; undefined for anything else. */
  abstract open(token: string): string | undefined;
}
