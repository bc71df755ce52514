import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import {
  PaymentEventLog,
  type PaymentEventOutcome,
  type ReceivedPaymentEvent,
} from '../../application/ports/payment-event-log.js';

@Injectable()
export class MikroOrmPaymentEventLog extends PaymentEventLog {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async record(event: ReceivedPaymentEvent, receivedAt: Date): Promise<boolean> {
    // A concurrent delivery of the same id waits on the key here and then inserts nothing.
    const rows = await this.em.execute<Array<{ id: string }>>(
      `insert into billing.payment_event
         (id, type, provider_subscription_id, tenant_id, created_at, received_at)
       values (?, ?, ?, ?, ?, ?)
       on conflict (id) do nothing
       returning id`,
      [event.id, event.type, event.providerSubscriptionId, event.tenantId, event.created, receivedAt],
    );
    return rows.length === 1;
  }

  async newerApplied(
    providerSubscriptionId: string,
    types: readonly string[],
    created: Date,
  ): Promise<boolean> {
    const rows = await this.em.execute<Array<{ found: number }>>(
      `select 1 as found from billing.payment_event
        where provider_subscription_id = ? and type in (?) and created_at > ? and outcome = 'PROCESSED'
        limit 1`,
      [providerSubscriptionId, [...types], created],
    );
    return rows.length > 0;
  }

  async finish(id: string, outcome: PaymentEventOutcome, note: string | null): Promise<void> {
    await this.em.execute(`update billing.payment_event set outcome = ?, note = ? where id = ?`, [
      outcome,
      note?.slice(0, 500) ?? null,
      id,
    ]);
  }
}
