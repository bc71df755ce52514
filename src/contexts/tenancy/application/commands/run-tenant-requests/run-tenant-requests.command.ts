import { Command } from '@nestjs/cqrs';
import { CommitsStepByStep } from '../../../../../shared/unit-of-work/unit-of-work.js';

export interface TenantRequestRunSummary {
  started: number;
  failed: number;
  ended: number;
}

/** Carries out every request whose start or end is due now (the scheduled job, once per minute). */
@CommitsStepByStep() // A batch: each request runs in its own transaction, so one failure does not undo the others.
export class RunDueTenantRequests extends Command<TenantRequestRunSummary> {}
