/** How long a session lives at most (the token's lifetime); idle time rules come on top of it. */
export class SessionPolicy {
  constructor(readonly lifetimeSeconds: number) {}
}
