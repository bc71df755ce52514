/** How long a session may stay idle, in seconds (the idleTime setting, default 43200). */
export abstract class IdleTime {
  abstract seconds(): Promise<number>;
}
