/**
 * A FIFO lock with an owner, so the owner may re-enter while it keeps a transaction open: PGlite is one
 * session, so one connection's statements (and its open transaction) run at a time.
 */
export class Gate {
  private owner: number | undefined;
  private readonly waiters: Array<{ id: number; resolve: () => void }> = [];

  /** The connection that holds the gate now (runs a statement, or keeps a transaction open). */
  get holder(): number | undefined {
    return this.owner;
  }

  isHeldBy(id: number): boolean {
    return this.owner === id;
  }

  acquire(id: number): Promise<void> {
    if (this.owner === id) return Promise.resolve();
    if (this.owner === undefined) {
      this.owner = id;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiters.push({ id, resolve }));
  }

  release(id: number): void {
    if (this.owner !== id) return;
    const next = this.waiters.shift();
    this.owner = next?.id;
    next?.resolve();
  }
}
