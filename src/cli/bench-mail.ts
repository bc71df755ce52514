import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { ApiProcess } from './bench/api-process.js';
import { ensureDatabase, envInteger, temporaryDatabase } from './bench/bench-database.js';

/**
 * npm run bench:mail (issue 11): the mail outbox under a failing SMTP server and killed dispatchers.
 * BENCH_MAILS mails (default 1,000) are written to the outbox in transactions of 10, with as many again in
 * transactions that roll back; two API processes (the production build) send them to an SMTP server in
 * this process that refuses BENCH_MAIL_REFUSE_PERCENT of the mails (451, default 30) and takes
 * BENCH_MAIL_SMTP_MS (default 20) per mail; one of the processes is killed (SIGKILL) BENCH_MAIL_KILLS times
 * (default 3) while it sends, and started again. Goals: every committed mail delivered, none of the rolled
 * back ones; a mail delivered twice is counted: it can only be the one a killed process was sending (after
 * its last data line, before it marked the mail sent), at most one per kill, with the same Message-ID.
 */
const root = fileURLToPath(new URL('../../..', import.meta.url));
const mails = envInteger('BENCH_MAILS', 1_000);
const refusePercent = envInteger('BENCH_MAIL_REFUSE_PERCENT', 30);
const smtpMs = envInteger('BENCH_MAIL_SMTP_MS', 20);
const kills = envInteger('BENCH_MAIL_KILLS', 3);
const leaseMs = envInteger('BENCH_MAIL_LEASE_MS', 3_000);
const TIMEOUT_MS = 300_000;

/** A deterministic generator (the same refusals for the same run settings). */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

interface SmtpFigures {
  /** Message-IDs in the order the server answered 250 for them. */
  accepted: string[];
  /** When the server answered 250, by Message-ID (the last time). */
  acceptedAt: Map<string, number>;
  refused: number;
  /** Connections that ended (a killed process) between MAIL FROM and the answer to the data. */
  cut: number;
}

/**
 * An SMTP server enough for nodemailer: EHLO, MAIL, RCPT, DATA, RSET, NOOP, QUIT. A mail counts as
 * delivered when the server answers 250 to its data, as a real server takes responsibility for it then.
 */
function startSmtpServer(
  figures: SmtpFigures,
  random: () => number,
): Promise<{ server: Server; port: number }> {
  const serve = (socket: Socket) => {
    let buffer = '';
    let data: string[] | null = null;
    /** Between MAIL FROM and the server's answer to the data: a mail in flight. */
    let inMail = false;
    const reply = (line: string) => {
      if (!socket.destroyed) socket.write(`${line}\r\n`);
    };
    const endOfData = (lines: string[]) => {
      const messageId = /^Message-ID:\s*(\S+)/im.exec(lines.join('\n'))?.[1] ?? '';
      setTimeout(() => {
        if (socket.destroyed) return;
        inMail = false;
        if (random() * 100 < refusePercent) {
          figures.refused += 1;
          reply('451 4.3.0 Try again later');
        } else {
          figures.accepted.push(messageId);
          figures.acceptedAt.set(messageId, Date.now());
          reply('250 2.0.0 Queued');
        }
      }, smtpMs);
    };
    const command = (line: string) => {
      const verb = line.slice(0, 4).toUpperCase();
      if (verb === 'MAIL') inMail = true;
      if (verb === 'RSET') inMail = false;
      if (verb === 'EHLO' || verb === 'HELO') reply('250 bench.smtp');
      else if (verb === 'MAIL' || verb === 'RCPT' || verb === 'RSET' || verb === 'NOOP') reply('250 OK');
      else if (verb === 'DATA') {
        data = [];
        reply('354 End data with <CR><LF>.<CR><LF>');
      } else if (verb === 'QUIT') {
        reply('221 Bye');
        socket.end();
      } else reply('502 Command not implemented');
    };
    socket.setEncoding('utf8');
    socket.on('error', () => undefined);
    socket.on('close', () => {
      if (inMail) figures.cut += 1;
    });
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      let end = buffer.indexOf('\r\n');
      while (end >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (data === null) command(line);
        else if (line === '.') {
          const lines = data;
          data = null;
          endOfData(lines);
        } else data.push(line);
        end = buffer.indexOf('\r\n');
      }
    });
    reply('220 bench.smtp ESMTP');
  };
  return new Promise((resolve, reject) => {
    const server = createServer(serve);
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({ server, port: typeof address === 'object' && address ? address.port : 0 });
    });
  });
}

async function writeMails(client: pg.Client, count: number, commit: boolean, tag: string): Promise<string[]> {
  const ids: string[] = [];
  for (let batch = 0; batch < count; batch += 10) {
    await client.query('begin');
    for (let index = batch; index < Math.min(count, batch + 10); index += 1) {
      const messageId = `<${randomUUID()}@bench.ledgerscope.test>`;
      ids.push(messageId);
      await client.query(
        `insert into "mail"."outbox" ("message_id", "recipient", "subject", "text") values ($1, $2, $3, $4)`,
        [messageId, `reader${index}@bench.test`, `${tag} ${index}`, `Mail ${index} of the benchmark.`],
      );
    }
    await client.query(commit ? 'commit' : 'rollback');
  }
  return ids;
}

async function main(): Promise<number> {
  const given = process.env.BENCH_MAIL_DATABASE_URL;
  if (given) await ensureDatabase(given);
  const own = given
    ? undefined
    : await temporaryDatabase('postgres://postgres@127.0.0.1:5432/postgres', 'ledgerscope_bench_mail');
  const databaseUrl = given ?? own!.url;
  const logs = mkdtempSync(join(tmpdir(), 'ledgerscope-bench-mail-'));
  const figures: SmtpFigures = { accepted: [], acceptedAt: new Map(), refused: 0, cut: 0 };
  const { server, port } = await startSmtpServer(figures, seeded(2026));
  const env = {
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    RUN_JOBS: 'false',
    MAIL_DISPATCH_INTERVAL_MS: '100',
    MAIL_RETRY_BASE_MS: '200',
    MAIL_LEASE_MS: String(leaseMs),
    MAIL_MAX_ATTEMPTS: '100',
  };
  const start = (name: string) =>
    ApiProcess.start({ root, databaseUrl, logFile: join(logs, `${name}.log`), logLevel: 'error', env });
  const client = new pg.Client({ connectionString: databaseUrl });
  const processes: ApiProcess[] = [];
  let failed = false;
  try {
    // The first process migrates the database; the mails are written before the senders start.
    processes.push(await start('a'));
    await processes[0]!.stop();
    processes.length = 0;
    await client.connect();
    const rolledBack = await writeMails(client, mails, false, 'Rolled back');
    const committed = await writeMails(client, mails, true, 'Committed');
    console.log(
      `Wrote ${committed.length} mails in committed transactions and ${rolledBack.length} in rolled back ones.`,
    );

    const started = Date.now();
    processes.push(await start('a'), await start('b'));
    const sentCount = async () =>
      Number(
        (await client.query<{ count: string }>('select count(*) from mail.outbox where sent_at is not null'))
          .rows[0]?.count,
      );
    const killedAt: number[] = [];
    let restarts = 0;
    while (Date.now() - started < TIMEOUT_MS) {
      const sent = await sentCount();
      if (sent >= committed.length) break;
      const due = killedAt.length < kills && sent >= (committed.length * (killedAt.length + 1)) / (kills + 2);
      if (due) {
        const victim = processes[1]!;
        process.kill(victim.pid!, 'SIGKILL');
        await victim.waitForExit();
        killedAt.push(sent);
        processes[1] = await start(`b${(restarts += 1)}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const elapsed = Date.now() - started;
    // Late answers of a server still working on a mail when the last one was marked sent.
    await new Promise((resolve) => setTimeout(resolve, smtpMs + 200));

    const wanted = new Set(committed);
    const unwanted = new Set(rolledBack);
    const times = new Map<string, number>();
    for (const id of figures.accepted) times.set(id, (times.get(id) ?? 0) + 1);
    const deliveredOnce = committed.filter((id) => times.get(id) === 1).length;
    const lost = committed.filter((id) => !times.has(id)).length;
    const twice = [...times.entries()].filter(([id, count]) => wanted.has(id) && count > 1);
    const extra = twice.reduce((sum, [, count]) => sum + count - 1, 0);
    const rolledBackSent = figures.accepted.filter((id) => unwanted.has(id)).length;
    const strangers = figures.accepted.filter((id) => !wanted.has(id) && !unwanted.has(id)).length;
    const { rows: states } = await client.query<{ sent: string; attempts: string; max: number }>(
      `select count(*) filter (where sent_at is not null) as sent, sum(attempts) as attempts, max(attempts) as max
       from mail.outbox`,
    );

    // The window in which a killed process sends a mail twice: from the server's 250 to the sent mark.
    const { rows: marks } = await client.query<{ messageId: string; sentAt: string }>(
      `select message_id as "messageId", (extract(epoch from sent_at) * 1000)::bigint::text as "sentAt"
       from mail.outbox where sent_at is not null`,
    );
    const windows = marks
      .map((mark) => Number(mark.sentAt) - (figures.acceptedAt.get(mark.messageId) ?? Number.NaN))
      .filter((ms) => Number.isFinite(ms))
      .sort((a, b) => a - b);
    const percentile = (p: number) =>
      windows[Math.min(windows.length - 1, Math.floor((p / 100) * windows.length))];
    const goals: Array<[string, string, string, boolean]> = [
      [
        'committed mails delivered (distinct Message-IDs)',
        `${committed.length - lost} of ${committed.length}`,
        'all',
        lost === 0,
      ],
      ['rolled-back mails delivered', String(rolledBackSent), '0', rolledBackSent === 0],
      // SMTP cannot make a retry idempotent: a sender killed after its last data line and before the server's
      // 250 leaves a mail the server keeps and a row it never marked. That mail goes out again with the same
      // Message-ID, by which receivers drop the copy; there can be no more than one per kill.
      [
        'mails delivered once on the wire',
        `${deliveredOnce} of ${committed.length}`,
        'all but the mail in flight at a kill',
        deliveredOnce + twice.length === committed.length,
      ],
      [
        'second deliveries (same Message-ID)',
        String(extra),
        `at most 1 per kill (${killedAt.length})`,
        extra <= killedAt.length && twice.every(([, count]) => count === 2),
      ],
      ['deliveries of unknown mails', String(strangers), '0', strangers === 0],
      [
        'outbox rows marked sent',
        `${states[0]?.sent} of ${committed.length}`,
        'all',
        Number(states[0]?.sent) === committed.length,
      ],
    ];
    console.log('\n| figure | measured | goal |\n|---|---|---|');
    for (const [name, measured, goal, met] of goals)
      console.log(`| ${name} | ${measured}${met ? '' : ' (missed)'} | ${goal} |`);
    console.log(`| SMTP refusals (451) | ${figures.refused} | about ${refusePercent}% of attempts |`);
    console.log(
      `| send attempts (claims) | ${states[0]?.attempts} (at most ${states[0]?.max} for one mail) | |`,
    );
    console.log(
      `| dispatcher kills (SIGKILL, then restarted) | ${killedAt.length}, at ${killedAt.join(', ')} sent | ${kills} |`,
    );
    console.log(
      `| kills before the mail's data was complete (no copy: sent again after the lease) | ${figures.cut} | |`,
    );
    console.log(
      `| server's 250 to the sent mark (the window a kill turns into a second delivery) | median ${percentile(50)} ms, p99 ${percentile(99)} ms | |`,
    );
    console.log(`| time to send all | ${(elapsed / 1000).toFixed(1)} s | |`);
    failed = goals.some(([, , , met]) => !met) || killedAt.length < kills;
    console.log(failed ? '\nSome mail goals were missed.' : '\nAll mail goals met.');
  } catch (error) {
    failed = true;
    console.error(error instanceof Error ? error.message : String(error));
    for (const api of processes) console.error(api.tail(20));
  } finally {
    await Promise.all(processes.map((api) => api.stop()));
    await client.end().catch(() => undefined);
    server.close();
    await own?.drop();
    if (!failed) rmSync(logs, { recursive: true, force: true });
    else console.error(`API logs kept in ${logs}`);
  }
  return failed ? 1 : 0;
}

process.exitCode = await main();
