export abstract class PasswordHasher {
  abstract hash(password: string): Promise<string>;
  /**
   * True when the password matches the hash. With no hash (unknown account) it still does the
   * work of a verification and answers false, so both paths take as long.
   */
  abstract verify(hash: string | null, password: string): Promise<boolean>;
}
