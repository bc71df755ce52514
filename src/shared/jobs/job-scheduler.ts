/** The pg-boss job a scheduled job is running for: its id, and 0 on the first attempt, 1 on the first retry. */
export interface JobRun {
  readonly id: string;
  readonly attempt: number;
}

/** A job the platform runs on a schedule (cron, UTC), once per tick across all replicas. */
export interface ScheduledJob {
  readonly name: string;
  readonly cron: string;
  run(job: JobRun): Promise<void>;
}

/** Injection token for the list of scheduled jobs contexts contribute. */
export const SCHEDULED_JOBS = Symbol('SCHEDULED_JOBS');
