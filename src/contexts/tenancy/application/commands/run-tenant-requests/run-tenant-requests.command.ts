import { Command } from '@nestjs/cqrs';

export interface TenantRequestRunSummary {
  started: number;
  failed: number;
  ended: number;
}

/** Carries out every request whose start or end is due now (the scheduled job, once per minute). */
export class RunDueTenantRequests extends Command<TenantRequestRunSummary> {}
