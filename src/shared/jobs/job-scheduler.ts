/** A job the platform runs on a schedule (cron, UTC), once per tick across all replicas. */
export interface ScheduledJob {
  readonly name: string;
  readonly cron: string;
  run(): Promise<void>;
}

/** Injection token for the list of scheduled jobs contexts contribute. */
export const SCHEDULED_JOBS = Symbol('SCHEDULED_JOBS');
