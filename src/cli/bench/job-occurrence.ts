/**
 * Which cron occurrence a scheduled job was filed for (npm run bench:jobs).
 *
 * pg-boss forwards an occurrence through a `__pgboss__send-it` job that names the occurrence's 60-second
 * slot; the worker that runs that send-it job creates the real job. So the job's created_on lies between
 * the started_on and completed_on of its send-it job. The minute of created_on is not the occurrence: a
 * cron pass a moment before a minute ends forwards that minute's occurrence, and the job it produces can be
 * created a fraction of a second into the next minute, beside the next minute's own job.
 */
export interface SendItRow {
  /** The occurrence's slot as pg-boss files it: 'YYYY-MM-DD HH:MM:SS', UTC wall time. */
  slot: string;
  started_on: Date | null;
  completed_on: Date | null;
}

/** Epoch ms of a pg-boss slot string. */
export function slotTime(slot: string): number {
  return Date.parse(`${slot.replace(' ', 'T')}Z`);
}

/**
 * The occurrence (epoch ms of its slot) of a job created at `createdOn`: the slot of the one send-it job
 * that was running when the job was created, or null when none or several were.
 */
export function occurrenceOf(createdOn: Date, sendIts: readonly SendItRow[]): number | null {
  const at = createdOn.getTime();
  const running = sendIts.filter(
    (row) =>
      row.started_on !== null &&
      row.completed_on !== null &&
      row.started_on.getTime() <= at &&
      at <= row.completed_on.getTime(),
  );
  const slots = new Set(running.map((row) => slotTime(row.slot)));
  return slots.size === 1 ? [...slots][0]! : null;
}
