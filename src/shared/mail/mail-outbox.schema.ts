import { EntitySchema } from '@mikro-orm/core';

/** A row of the mail outbox. Written and read with plain SQL (mail-outbox.ts); mapped for the migrations and the schema check. */
export class OutboxMail {
  id!: string;
  messageId!: string;
  recipient!: string;
  subject!: string;
  text!: string;
  html!: string | null;
  createdAt!: Date;
  attempts!: number;
  nextAttemptAt!: Date;
  lockedUntil!: Date | null;
  sentAt!: Date | null;
  failedAt!: Date | null;
  lastError!: string | null;
}

export const OutboxMailSchema = new EntitySchema<OutboxMail>({
  class: OutboxMail,
  schema: 'mail',
  tableName: 'outbox',
  indexes: [
    {
      name: 'outbox_due_index',
      expression:
        'create index "outbox_due_index" on "mail"."outbox" ("next_attempt_at", "id") where "sent_at" is null and "failed_at" is null',
    },
  ],
  uniques: [{ name: 'outbox_message_id_unique', properties: ['messageId'] }],
  properties: {
    id: { type: 'bigint', primary: true, autoincrement: true },
    messageId: { type: 'string', length: 255 },
    recipient: { type: 'string', length: 320 },
    subject: { type: 'text' },
    text: { type: 'text' },
    html: { type: 'text', nullable: true },
    createdAt: { type: 'datetime', defaultRaw: 'now()' },
    attempts: { type: 'integer', default: 0 },
    nextAttemptAt: { type: 'datetime', defaultRaw: 'now()' },
    lockedUntil: { type: 'datetime', nullable: true },
    sentAt: { type: 'datetime', nullable: true },
    failedAt: { type: 'datetime', nullable: true },
    lastError: { type: 'text', nullable: true },
  },
});

export const mailEntities = [OutboxMailSchema];
