import { RequestContext } from '@mikro-orm/core';
import { MikroORM } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import type { ScheduledJob } from '../../../../shared/jobs/job-scheduler.js';
import { PaymentConfig } from '../payment-config.js';
import { SandboxBillingRun } from '../sandbox/sandbox-billing-run.js';

/** Every 10 minutes: the sandbox provider charges its subscriptions that are due (renewals, retries). */
@Injectable()
export class SandboxBillingJob implements ScheduledJob {
  readonly name = 'billing.sandbox-billing-run';
  readonly cron = '*/10 * * * *';
  private readonly logger = new Logger(SandboxBillingJob.name);

  constructor(
    private readonly billingRun: SandboxBillingRun,
    private readonly config: PaymentConfig,
    private readonly orm: MikroORM,
  ) {}

  async run(): Promise<void> {
    if (this.config.provider !== 'sandbox') return;
    const outcomes = await RequestContext.create(this.orm.em, () => this.billingRun.run());
    const done = outcomes.filter((outcome) => outcome.outcome !== 'NOT_DUE');
    if (done.length > 0)
      this.logger.log(
        `Sandbox billing run: ${done.map((o) => `${o.subscriptionId} ${o.outcome}`).join(', ')}`,
      );
  }
}
