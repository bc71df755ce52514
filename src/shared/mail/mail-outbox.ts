import { randomUUID } from 'node:crypto';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { Logger } from '@nestjs/common';
import { afterCommit } from '../unit-of-work/unit-of-work.js';
import { Mailer, type MailMessage } from './mailer.js';
import type { MailTransport, OutgoingMail } from './smtp-mailer.js';

const HOUR_MS = 3_600_000;

const INSERT = `insert into "mail"."outbox" ("message_id", "recipient", "subject", "text", "html")
  values (?, ?, ?, ?, ?)`;

/** The oldest due mail no live process holds, taken for `leaseMs` (SKIP LOCKED: replicas take different rows). */
const CLAIM = `update "mail"."outbox"
  set "locked_until" = now() + (?::int * interval '1 millisecond'), "attempts" = "attempts" + 1
  where "id" = (
    select "id" from "mail"."outbox"
    where "sent_at" is null and "failed_at" is null and "next_attempt_at" <= now()
      and ("locked_until" is null or "locked_until" < now())
    order by "next_attempt_at", "id" limit 1
    for update skip locked)
  returning "id", "message_id" as "messageId", "recipient", "subject", "text", "html", "attempts"`;

const MARK_SENT = `update "mail"."outbox" set "sent_at" = now(), "locked_until" = null, "last_error" = null
  where "id" = ?`;

const MARK_FAILED = `update "mail"."outbox"
  set "locked_until" = null, "last_error" = ?,
    "next_attempt_at" = now() + (?::int * interval '1 millisecond'),
    "failed_at" = case when "attempts" >= ? then now() else null end
  where "id" = ?`;

const PURGE_SENT = `delete from "mail"."outbox" where "sent_at" < now() - interval '30 days'`;

interface ClaimedMail {
  id: string;
  messageId: string;
  recipient: string;
  subject: string;
  text: string;
  html: string | null;
  attempts: number;
}

export interface MailOutboxOptions {
  intervalMs: number;
  retryBaseMs: number;
  leaseMs: number;
  maxAttempts: number;
}

/**
 * Sends the outbox: every process runs one, and each takes one due mail at a time under a lease, so with N
 * replicas a mail goes out once. A failed send is retried later (doubling waits, up to an hour) with the same
 * Message-ID; a mail whose process died mid-send is taken by another once its lease ends. The one window
 * left is a process killed after the SMTP server accepted a mail and before it was marked sent: that mail
 * goes out again, with the same Message-ID (docs/deployment.md#mail).
 */
export class MailDispatcher {
  private readonly logger = new Logger('MailOutbox');
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = true;
  private purgedAt = 0;

  constructor(
    private readonly orm: MikroORM,
    private readonly transport: MailTransport,
    private readonly options: MailOutboxOptions,
  ) {}

  start(): void {
    this.stopped = false;
    this.timer = setInterval(() => this.wake(), this.options.intervalMs);
    this.wake();
  }

  /** Looks for due mail now (a send calls it; a mail written in a transaction is found once it commits). */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain().finally(() => {
      this.running = undefined;
      if (this.again) {
        this.again = false;
        this.wake();
      }
    });
  }

  /** Stops taking mail and waits for the one being sent (it is marked sent or failed, never left half done). */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
  }

  private async drain(): Promise<void> {
    try {
      while (!this.stopped) {
        const mail = await this.claim();
        if (!mail) break;
        await this.deliver(mail);
      }
      if (Date.now() - this.purgedAt > HOUR_MS) {
        this.purgedAt = Date.now();
        await this.orm.em.getConnection().execute(PURGE_SENT, [], 'run');
      }
    } catch (error) {
      // The database is away (restart, failover): the next tick tries again; claimed mail waits for its lease.
      this.logger.warn(`Mail outbox not read: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  private async claim(): Promise<ClaimedMail | undefined> {
    const rows = await this.orm.em
      .getConnection()
      .execute<ClaimedMail[]>(CLAIM, [this.options.leaseMs], 'all');
    return rows[0];
  }

  private async deliver(mail: ClaimedMail): Promise<void> {
    const outgoing: OutgoingMail = {
      messageId: mail.messageId,
      to: mail.recipient,
      subject: mail.subject,
      text: mail.text,
      ...(mail.html === null ? {} : { html: mail.html }),
    };
    const connection = this.orm.em.getConnection();
    try {
      await this.transport.send(outgoing);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const wait = Math.min(this.options.retryBaseMs * 2 ** Math.max(0, mail.attempts - 1), HOUR_MS);
      const givenUp = mail.attempts >= this.options.maxAttempts;
      this.logger.warn(
        `Mail ${mail.messageId} not sent (attempt ${mail.attempts}${givenUp ? ', given up' : `, next in ${wait} ms`}): ${reason}`,
      );
      await connection.execute(
        MARK_FAILED,
        [reason.slice(0, 2_000), wait, this.options.maxAttempts, mail.id],
        'run',
      );
      return;
    }
    // The window in which a killed process would send this mail again runs from the server's 250 to this
    // commit: without waiting for the WAL flush it is a round trip, not a disk write (a database crash in
    // that moment may lose the mark, and the mail goes out once more, with its Message-ID).
    await this.orm.em.fork().transactional(async (em) => {
      await em.execute('set local synchronous_commit to off', [], 'run');
      await em.execute(MARK_SENT, [mail.id], 'run');
    });
  }
}

/**
 * The Mailer port as the outbox: a send is a row written through the request's EntityManager, so inside a
 * command (one transaction, ADR 9) the mail commits or rolls back with the change that caused it. The
 * dispatcher is woken once the command has committed, and sends it.
 */
export class OutboxMailer extends Mailer {
  private readonly domain: string;

  constructor(
    private readonly em: EntityManager,
    private readonly transport: MailTransport,
    private readonly dispatcher: MailDispatcher,
    from: string,
  ) {
    super();
    this.domain = /@([^>\s]+)/.exec(from)?.[1] ?? 'ledgerscope.local';
  }

  async send(message: MailMessage): Promise<void> {
    const messageId = `<${randomUUID()}@${this.domain}>`;
    await this.em.execute(
      INSERT,
      [messageId, message.to, message.subject, message.text, message.html ?? null],
      'run',
    );
    afterCommit(() => this.dispatcher.wake());
  }

  verify(): Promise<void> {
    return this.transport.verify();
  }
}
