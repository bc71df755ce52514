import { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { MailDispatcher } from '../../src/shared/mail/mail-outbox.js';
import { Mailer } from '../../src/shared/mail/mailer.js';
import type { MailTransport, OutgoingMail } from '../../src/shared/mail/smtp-mailer.js';
import { inboxUrl, waitForMail, type CaughtMail } from '../support/mail-inbox.js';
import { startTestApp } from '../support/test-app.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** An SMTP stand-in that refuses the mails `fails` picks and records what it accepted. */
class FlakyTransport implements MailTransport {
  readonly accepted: OutgoingMail[] = [];
  refused = 0;

  constructor(private readonly fails: (mail: OutgoingMail) => boolean) {}

  async send(mail: OutgoingMail): Promise<void> {
    await sleep(1);
    if (this.fails(mail)) {
      this.refused += 1;
      throw new Error('451 4.3.0 try again later');
    }
    this.accepted.push(mail);
  }

  async verify(): Promise<void> {}
}

interface OutboxRow {
  message_id: string;
  attempts: number;
  sent_at: Date | null;
  failed_at: Date | null;
  last_error: string | null;
}

describe('Mail: the outbox (written with the change, sent after the commit, retried, once per mail)', () => {
  let app: NestExpressApplication;
  let em: EntityManager;
  let orm: MikroORM;
  let mailer: Mailer;
  const run = Date.now();

  const rowsTo = (domain: string) =>
    orm.em
      .getConnection()
      .execute<OutboxRow[]>(
        `select message_id, attempts, sent_at, failed_at, last_error from mail.outbox where recipient like ? order by id`,
        [`%@${domain}`],
      );

  /** Waits until the app's own dispatcher has sent everything due, then stops it (the test's run alone). */
  async function takeOverTheOutbox(): Promise<MailDispatcher> {
    const own = app.get(MailDispatcher);
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const [due] = await orm.em
        .getConnection()
        .execute<Array<{ count: string }>>(
          `select count(*) from mail.outbox where sent_at is null and failed_at is null`,
        );
      if (Number(due?.count) === 0) break;
      await sleep(100);
    }
    await own.stop();
    return own;
  }

  beforeAll(async () => {
    app = await startTestApp();
    em = app.get(EntityManager);
    orm = app.get(MikroORM);
    mailer = app.get(Mailer);
  });

  afterAll(async () => {
    await app.close();
  });

  it('sends the mail of a committed transaction once, and never the mail of one that rolled back', async () => {
    const to = `committed-${run}@outbox-a-${run}.test`;
    await expect(
      em.transactional(async () => {
        await mailer.send({ to, subject: `Rolled back ${run}`, text: 'never' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await em.transactional(async () => {
      await mailer.send({ to, subject: `Committed ${run}`, text: 'sent after the commit' });
    });
    const mail = await waitForMail(to, new RegExp(`Committed ${run}`));
    expect(mail.text).toContain('sent after the commit');
    await sleep(1_500);
    const inbox = (await (await fetch(`${inboxUrl()}/api/email`)).json()) as CaughtMail[];
    const subjects = inbox.filter((m) => m.to.some((r) => r.address === to)).map((m) => m.subject);
    expect(subjects).toEqual([`Committed ${run}`]);
    const rows = await rowsTo(`outbox-a-${run}.test`);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ attempts: 1, failed_at: null, last_error: null });
    expect(rows[0]!.sent_at).not.toBeNull();
  });

  it('retries a refused mail with the same Message-ID, and gives up after the last attempt', async () => {
    const own = await takeOverTheOutbox();
    try {
      await mailer.send({ to: `later-${run}@outbox-b-${run}.test`, subject: 'Later', text: 'x' });
      await mailer.send({ to: `never-${run}@outbox-b-${run}.test`, subject: 'Never', text: 'x' });
      const tries = new Map<string, number>();
      const transport = new FlakyTransport((mail) => {
        tries.set(mail.messageId, (tries.get(mail.messageId) ?? 0) + 1);
        return mail.subject === 'Never' || tries.get(mail.messageId)! < 3;
      });
      const dispatcher = new MailDispatcher(orm, transport, {
        intervalMs: 20,
        retryBaseMs: 20,
        leaseMs: 10_000,
        maxAttempts: 4,
      });
      dispatcher.start();
      for (let attempt = 0; attempt < 100; attempt += 1) {
        const rows = await rowsTo(`outbox-b-${run}.test`);
        if (rows.every((row) => row.sent_at !== null || row.failed_at !== null)) break;
        await sleep(50);
      }
      await dispatcher.stop();
      const [later, never] = await rowsTo(`outbox-b-${run}.test`);
      expect(later).toMatchObject({ attempts: 3, failed_at: null, last_error: null });
      expect(later!.sent_at).not.toBeNull();
      expect(never).toMatchObject({ attempts: 4, sent_at: null, last_error: '451 4.3.0 try again later' });
      expect(never!.failed_at).not.toBeNull();
      // The same Message-ID on every attempt, and the accepted mail went out once.
      expect(tries.get(later!.message_id)).toBe(3);
      expect(transport.accepted.map((mail) => mail.messageId)).toEqual([later!.message_id]);
    } finally {
      own.start();
    }
  });

  it('two dispatchers (two replicas) with a server refusing 30% send 200 mails once each', async () => {
    const own = await takeOverTheOutbox();
    try {
      // Written in 20 transactions of 10, as changes would.
      for (let batch = 0; batch < 20; batch += 1) {
        await em.transactional(async () => {
          for (let index = 0; index < 10; index += 1) {
            await mailer.send({
              to: `m${batch * 10 + index}-${run}@outbox-c-${run}.test`,
              subject: 'Bulk',
              text: 'x',
            });
          }
        });
      }
      let seed = 7;
      const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
      const transport = new FlakyTransport(() => random() < 0.3);
      const options = { intervalMs: 20, retryBaseMs: 10, leaseMs: 10_000, maxAttempts: 50 };
      const replicas = [
        new MailDispatcher(orm, transport, options),
        new MailDispatcher(orm, transport, options),
      ];
      for (const replica of replicas) replica.start();
      for (let attempt = 0; attempt < 300; attempt += 1) {
        const rows = await rowsTo(`outbox-c-${run}.test`);
        if (rows.every((row) => row.sent_at !== null)) break;
        await sleep(50);
      }
      await Promise.all(replicas.map((replica) => replica.stop()));
      const rows = await rowsTo(`outbox-c-${run}.test`);
      expect(rows).toHaveLength(200);
      expect(rows.filter((row) => row.sent_at === null)).toHaveLength(0);
      const accepted = transport.accepted.map((mail) => mail.messageId).sort();
      expect(accepted).toEqual(rows.map((row) => row.message_id).sort());
      expect(new Set(accepted).size).toBe(200);
      expect(transport.refused).toBeGreaterThan(20);
      expect(rows.some((row) => row.attempts > 1)).toBe(true);
    } finally {
      own.start();
    }
  });
});
