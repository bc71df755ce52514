import { createHash, createHmac, generateKeyPairSync, randomBytes, randomUUID, sign } from 'node:crypto';
import type { NestExpressApplication } from '@nestjs/platform-express';
import pg from 'pg';
import request from 'supertest';
import { SendFirstAdministratorLink } from '../../src/contexts/identity/index.js';
import { PurgeEndedSessions } from '../../src/contexts/identity/application/commands/purge-ended-sessions/purge-ended-sessions.command.js';
import { PasswordHasher } from '../../src/contexts/identity/application/ports/password-hasher.js';
import { totpAt } from '../../src/contexts/identity/infrastructure/crypto/rfc6238-totp.js';
import { signReportGrant } from '../../src/contexts/screening/interface/http/full-report/report-token.js';
import { AppConfig } from '../../src/shared/config/app-config.js';
import { createAccount, inContext, PASSWORD, signIn } from '../support/accounts.js';
import { waitForMail } from '../support/mail-inbox.js';
import { startTestApp } from '../support/test-app.js';

/**
 * Authentication hardening: forged and misused tokens, revocation on the next request, brute force (per
 * account, per address, spoofed X-Forwarded-For, email case, parallel attempts, known versus unknown
 * emails), and the one-time codes and password links (stored hashed, single use, resends limited).
 * Complements auth.e2e-spec.ts and identity.e2e-spec.ts, which cover the plain cases.
 */

const RUN = randomBytes(2).toString('hex');
let addressCounter = 0;
/** A documentation address (RFC 3849) never used before: every failing attempt comes "from" its own client. */
const freshAddress = () => `2001:db8:${RUN}::${(addressCounter += 1).toString(16)}`;

const b64 = (value: object | string) =>
  Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');
const hmac = (algorithm: string, key: string | Buffer, data: string) =>
  createHmac(algorithm, key).update(data).digest('base64url');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

describe('Authentication hardening', () => {
  let app: NestExpressApplication;
  let db: pg.Client;
  let secret: string;
  const http = () => request(app.getHttpServer());
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
  const me = (token: string) => http().get('/api/auth/me').set(bearer(token));
  const login = (email: string, password: string, address = freshAddress()) =>
    http().post('/api/auth/login').set('X-Forwarded-For', address).send({ email, password });
  const timed = async <T>(work: () => Promise<T>): Promise<[T, number]> => {
    const started = process.hrtime.bigint();
    const result = await work();
    return [result, Number(process.hrtime.bigint() - started) / 1e6];
  };

  beforeAll(async () => {
    app = await startTestApp();
    db = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await db.connect();
    secret = app.get(AppConfig).jwtSecret;
  });

  afterAll(async () => {
    // Nothing of this file's addresses stays to slow down another file's sign-ins.
    await db.query(`delete from identity.login_throttle where key like $1`, [`ip:2001:db8:${RUN}:%`]);
    await db.end();
    await app.close();
  });

  describe('forged and misused tokens: 401 UNAUTHORIZED', () => {
    let token: string;
    let claims: Record<string, unknown>;
    let header: Record<string, unknown>;
    const now = () => Math.floor(Date.now() / 1000);
    const hs256 = (payload: object, key: string | Buffer = secret, head: object = header) => {
      const data = `${b64(head)}.${b64(payload)}`;
      return `${data}.${hmac('sha256', key, data)}`;
    };

    beforeAll(async () => {
      const { email } = await createAccount(app);
      token = await signIn(app, email);
      const [head, payload] = token.split('.') as [string, string];
      header = JSON.parse(Buffer.from(head, 'base64url').toString()) as Record<string, unknown>;
      claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    });

    it('issues HS256 tokens naming their issuer, audience, type and expiry', () => {
      expect(header).toMatchObject({ alg: 'HS256' });
      expect(claims).toMatchObject({
        iss: 'ledgerscope',
        aud: 'ledgerscope-api',
        typ: 'id',
        exp: expect.any(Number),
        iat: expect.any(Number),
      });
    });

    it('accepts a token re-signed here with the same claims and key (the forgeries below differ in one thing)', async () => {
      await me(hs256(claims)).expect(200);
    });

    const forgeries: Array<[string, () => string]> = [
      ['alg none without a signature', () => `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`],
      [
        'alg none keeping the signature',
        () => `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.${token.split('.')[2]}`,
      ],
      ['alg None (case)', () => `${b64({ alg: 'None', typ: 'JWT' })}.${b64(claims)}.`],
      [
        'alg HS512 with the right key',
        () => {
          const data = `${b64({ alg: 'HS512', typ: 'JWT' })}.${b64(claims)}`;
          return `${data}.${hmac('sha512', secret, data)}`;
        },
      ],
      [
        'alg HS384 with the right key',
        () => {
          const data = `${b64({ alg: 'HS384', typ: 'JWT' })}.${b64(claims)}`;
          return `${data}.${hmac('sha384', secret, data)}`;
        },
      ],
      [
        'alg RS256 signed with an attacker key',
        () => {
          const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
          const data = `${b64({ alg: 'RS256', typ: 'JWT' })}.${b64(claims)}`;
          return `${data}.${sign('sha256', Buffer.from(data), privateKey).toString('base64url')}`;
        },
      ],
      [
        'alg RS256 over an HMAC of the right key (algorithm confusion)',
        () => {
          const data = `${b64({ alg: 'RS256', typ: 'JWT' })}.${b64(claims)}`;
          return `${data}.${hmac('sha256', secret, data)}`;
        },
      ],
      [
        'alg ES256 signed with an attacker key',
        () => {
          const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
          const data = `${b64({ alg: 'ES256', typ: 'JWT' })}.${b64(claims)}`;
          return `${data}.${sign('sha256', Buffer.from(data), { key: privateKey, dsaEncoding: 'ieee-p1363' }).toString('base64url')}`;
        },
      ],
      ['HS256 with a wrong key', () => hs256(claims, randomBytes(32).toString('hex'))],
      ['HS256 with an empty key', () => hs256(claims, '')],
      ['expired a second ago', () => hs256({ ...claims, exp: now() - 1 })],
      ['without an expiry', () => hs256({ ...claims, exp: undefined })],
      ['not before an hour from now', () => hs256({ ...claims, nbf: now() + 3600 })],
      ['for another audience', () => hs256({ ...claims, aud: 'ledgerscope-web' })],
      ['without an audience', () => hs256({ ...claims, aud: undefined })],
      ['from another issuer', () => hs256({ ...claims, iss: 'someone-else' })],
      ['of type mfa (a pending second factor)', () => hs256({ ...claims, typ: 'mfa', nonce: 'x' })],
      ['without a type', () => hs256({ ...claims, typ: undefined })],
      ['of type reset', () => hs256({ ...claims, typ: 'reset' })],
      [
        'a payload changed to ADMINISTRATOR under the original signature',
        () => {
          const [head, , signature] = token.split('.') as [string, string, string];
          return `${head}.${b64({ ...claims, role: 'ADMINISTRATOR' })}.${signature}`;
        },
      ],
      ['a session id that does not exist', () => hs256({ ...claims, sid: randomUUID() })],
      ['two parts only', () => token.split('.').slice(0, 2).join('.')],
      ['garbage', () => 'not-a-token'],
    ];

    it.each(forgeries)('refuses a token %s', async (_name, forge) => {
      const response = await me(forge()).expect(401);
      expect(response.body).toMatchObject({ statusCode: 401, errorCode: 'UNAUTHORIZED' });
    });

    it("refuses another user's session id under one's own user id, and the token outside the header", async () => {
      const other = await createAccount(app);
      const otherToken = await signIn(app, other.email);
      const otherClaims = JSON.parse(
        Buffer.from(otherToken.split('.')[1]!, 'base64url').toString(),
      ) as Record<string, unknown>;
      await me(hs256({ ...claims, sid: otherClaims.sid })).expect(401);
      await http().get(`/api/auth/me?access_token=${token}`).expect(401);
      await http().get('/api/auth/me').set('Authorization', token).expect(401);
      await http().get('/api/auth/me').set('Cookie', `idToken=${token}`).expect(401);
    });

    it('acts on the role of the account, not the role a correctly signed token claims', async () => {
      const response = await http()
        .post('/api/tenant/list')
        .set(bearer(hs256({ ...claims, role: 'ADMINISTRATOR' })))
        .expect(403);
      expect(response.body.errorCode).toBe('INSUFFICIENT_PERMISSION');
    });

    it('refuses a pending-second-factor credential, a reset code, a first-administrator token and a report token as access tokens', async () => {
      const { email, userId, tenantId } = await createAccount(app);
      const session = await signIn(app, email);
      const secretOf = (await http().post('/api/auth/mfa/enroll').set(bearer(session)).expect(200)).body
        .secret as string;
      await http()
        .post('/api/auth/mfa/confirm')
        .set(bearer(session))
        .send({ code: totpAt(secretOf, new Date()) })
        .expect(200);
      const pending = await login(email, PASSWORD).expect(200);
      const mfaPendingCredential = pending.body.mfaPendingCredential as string;
      expect(mfaPendingCredential).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);

      await http().post('/api/auth/forgotPassword').send({ email }).expect(200);
      const reset = /oobCode=([^&\s]+)/.exec(
        (await waitForMail(email, /Reset your Ledgerscope password/)).text!,
      )!;
      const admin = await createAccount(app, { role: 'TENANT_ADMINISTRATOR', firstLogin: true });
      await inContext(app, (commands) =>
        commands.execute(new SendFirstAdministratorLink(admin.userId, 'Org')),
      );
      const first = /token=([^&\s]+)/.exec((await waitForMail(admin.email, /Welcome to Ledgerscope/)).text!)!;
      const report = signReportGrant(
        { tickerId: 'X', exchangeCountryId: 1, year: 2025, tenantId, exp: now() + 600 },
        secret,
      );
      for (const credential of [
        mfaPendingCredential,
        decodeURIComponent(reset[1]!),
        decodeURIComponent(first[1]!),
        report,
      ]) {
        const response = await me(credential).expect(401);
        expect(response.body.errorCode).toBe('UNAUTHORIZED');
      }
      // Nor an access token where the pending credential belongs.
      const misuse = await http()
        .post('/api/auth/mfaSignIn')
        .send({ code: totpAt(secretOf, new Date()), sessionInfo: 'x', mfaPendingCredential: session })
        .expect(401);
      expect(misuse.body.errorCode).toBe('UNAUTHORIZED');
      expect(userId).toEqual(expect.any(String));
    });
  });

  describe('revocation: counted on the next request', () => {
    // Logout: auth.e2e-spec.ts; disabling by SQL: identity.e2e-spec.ts. Here through the API.
    it("a tenant administrator disabling a user ends that user's access on the next request", async () => {
      const owner = await createAccount(app, { role: 'TENANT_ADMINISTRATOR' });
      const user = await createAccount(app, { tenantId: owner.tenantId });
      const [ownerToken, userToken] = [await signIn(app, owner.email), await signIn(app, user.email)];
      await me(userToken).expect(200);
      await http()
        .post('/api/person/batch-status')
        .set(bearer(ownerToken))
        .send({ tenantId: owner.tenantId, listIds: [user.userId], disabled: true })
        .expect(200);
      // Disabling ends the user's sessions: the next request is refused, and so is a new sign-in.
      expect((await me(userToken).expect(401)).body.errorCode).toBe('UNAUTHORIZED');
      expect((await login(user.email, PASSWORD).expect(403)).body.errorCode).toBe('ACCOUNT_DISABLED');
      await http()
        .post('/api/person/batch-status')
        .set(bearer(ownerToken))
        .send({ tenantId: owner.tenantId, listIds: [user.userId], disabled: false })
        .expect(200);
      // Enabled again: the ended session stays ended; a new sign-in works.
      await me(userToken).expect(401);
      await me(await signIn(app, user.email)).expect(200);
    });

    it('a role change counts on the next request, both ways', async () => {
      const owner = await createAccount(app, { role: 'TENANT_ADMINISTRATOR' });
      const user = await createAccount(app, { tenantId: owner.tenantId });
      const [ownerToken, userToken] = [await signIn(app, owner.email), await signIn(app, user.email)];
      const staff = await createAccount(app, { role: 'SALE', tenantId: owner.tenantId });
      const staffToken = await signIn(app, staff.email);
      const persons = (token: string) =>
        http().post('/api/person/list').set(bearer(token)).send({ tenantId: owner.tenantId });
      await persons(ownerToken).expect(200);
      await persons(userToken).expect(403);
      // Staff makes the user the tenant's user admin: the user is promoted, the owner demoted.
      await http()
        .post('/api/tenant/update-tenant-manager')
        .set(bearer(staffToken))
        .send({ tenantId: owner.tenantId, userId: user.userId, limit: 10 })
        .expect(200);
      await persons(userToken).expect(200);
      expect((await persons(ownerToken).expect(403)).body.errorCode).toBe('INSUFFICIENT_PERMISSION');
      expect((await me(ownerToken).expect(200)).body.role).toBe('USER');
    });
  });

  describe('brute force', () => {
    it('forgets throttle rows a day after their window started (the nightly cleanup), and keeps recent ones', async () => {
      const run = randomUUID();
      const insert = `insert into identity.login_throttle (key, failures, window_started_at, last_failure_at)
        values ($1, 3, now() - $2::interval, now() - $2::interval)`;
      await db.query(insert, [`purge-old:${run}`, '25 hours']);
      await db.query(insert, [`purge-recent:${run}`, '2 hours']);
      const purged = await inContext(app, (commands) => commands.execute(new PurgeEndedSessions()));
      expect(purged.throttles).toBeGreaterThanOrEqual(1);
      const { rows } = await db.query<{ key: string }>(
        'select key from identity.login_throttle where key like $1 order by key',
        [`purge-%:${run}`],
      );
      expect(rows.map((row) => row.key)).toEqual([`purge-recent:${run}`]);
    });

    it('answers the 6th failure of an account in 15 minutes late, and refuses the 11th even with the right password', async () => {
      const { email } = await createAccount(app);
      const times: number[] = [];
      for (let attempt = 1; attempt <= 10; attempt += 1) {
        const [response, ms] = await timed(() => login(email, 'wrong-password'));
        expect(response.status).toBe(401);
        times.push(ms);
      }
      const fast = median(times.slice(0, 5));
      // Failures 6 to 10 wait 0.5, 1, 1.5, 2 and 2.5 s before the password is even checked (settled
      // failures only: attempts in flight do not slow each other down).
      expect(times[5]! - fast).toBeGreaterThan(400);
      expect(times[9]! - fast).toBeGreaterThan(2_000);
      const refused = await login(email, PASSWORD).expect(429);
      expect(refused.body.errorCode).toBe('TOO_MANY_ATTEMPTS_TRY_LATER');
    }, 60_000);

    it('lets 10 sign-ins of one account at the same time through, and counts attempts in flight toward the cap', async () => {
      const { email } = await createAccount(app);
      const key = `email:${email}`;
      // Ten right passwords at once: each is counted before its check, none is a failure, none is refused.
      // (An eleventh at the same moment would be answered 429, and taken back: a burst locks nothing.)
      const together = await Promise.all(Array.from({ length: 10 }, () => login(email, PASSWORD)));
      expect(together.map((response) => response.status)).toEqual(Array(10).fill(200));
      expect((await db.query('select 1 from identity.login_throttle where key = $1', [key])).rowCount).toBe(
        0,
      );
      // Four failures and six attempts still in flight (or cut off before their outcome): the cap is reached.
      await db.query(
        `insert into identity.login_throttle (key, failures, pending, window_started_at, last_failure_at)
         values ($1, 4, 6, now(), now())`,
        [key],
      );
      expect((await login(email, PASSWORD)).status).toBe(429);
      const row = await db.query<{ failures: number; pending: number }>(
        'select failures, pending from identity.login_throttle where key = $1',
        [key],
      );
      // The refused attempt was not checked: taken back, not a failure (a burst does not lock the account).
      expect(row.rows[0]).toEqual({ failures: 4, pending: 6 });
      // One in flight settles: nine attempts counted, the right password passes (and clears the count).
      await db.query('update identity.login_throttle set pending = 5 where key = $1', [key]);
      await login(email, PASSWORD).expect(200);
      expect((await db.query('select 1 from identity.login_throttle where key = $1', [key])).rowCount).toBe(
        0,
      );
    }, 60_000);

    it('caps an account at 10 failures per 15-minute window: fewer than 100 an hour', async () => {
      const { email } = await createAccount(app);
      const key = `email:${email}`;
      let answered = 0;
      for (let window = 0; window < 4; window += 1) {
        // Each window: the failures let through before the refusal, without waiting out the slow-down.
        await db.query('delete from identity.login_throttle where key = $1', [key]);
        await db.query(
          `insert into identity.login_throttle (key, failures, window_started_at, last_failure_at)
           values ($1, 9, now(), now())`,
          [key],
        );
        expect((await login(email, 'wrong-password')).status).toBe(401);
        answered += 1;
        expect((await login(email, 'wrong-password')).status).toBe(429);
        expect((await login(email, PASSWORD)).status).toBe(429);
        await db.query(
          `update identity.login_throttle set window_started_at = now() - interval '15 minutes 1 second' where key = $1`,
          [key],
        );
      }
      expect(answered).toBe(4);
      // The window passed: the right password works again and clears the count.
      await login(email, PASSWORD).expect(200);
      expect((await db.query('select 1 from identity.login_throttle where key = $1', [key])).rowCount).toBe(
        0,
      );
    });

    it('counts spoofed X-Forwarded-For and email case variants against the same account', async () => {
      const { email } = await createAccount(app);
      const variants = [
        email,
        email.toUpperCase(),
        `  ${email}  `,
        email.replace(/^./, (c) => c.toUpperCase()),
        email.replace('@', '@').toUpperCase(),
      ];
      for (let attempt = 0; attempt < 10; attempt += 1) {
        const response = await http()
          .post('/api/auth/login')
          .set('X-Forwarded-For', `${freshAddress()}, ${freshAddress()}`)
          .send({ email: variants[attempt % variants.length], password: 'wrong-password' });
        expect(response.status).toBe(401);
      }
      expect((await login(email.toUpperCase(), PASSWORD).expect(429)).body.errorCode).toBe(
        'TOO_MANY_ATTEMPTS_TRY_LATER',
      );
    }, 60_000);

    it('takes the address the trusted proxy saw, whatever the client puts before it', async () => {
      const address = freshAddress();
      await db.query(
        `insert into identity.login_throttle (key, failures, window_started_at, last_failure_at)
         values ($1, 100, now(), now())`,
        [`ip:${address}`],
      );
      const { email } = await createAccount(app);
      for (const forwarded of [address, `203.0.113.9, ${address}`, `${freshAddress()}, ${address}`]) {
        const response = await http()
          .post('/api/auth/login')
          .set('X-Forwarded-For', forwarded)
          .send({ email, password: PASSWORD });
        expect([forwarded, response.status]).toEqual([forwarded, 429]);
      }
      // The same account from another address signs in.
      await login(email, PASSWORD).expect(200);
    });

    it('lets no more than 10 of 30 parallel failures of one account through, and never answers 500', async () => {
      const { email } = await createAccount(app);
      const responses = await Promise.all(Array.from({ length: 30 }, () => login(email, 'wrong-password')));
      const statuses = responses.map((response) => response.status);
      expect(statuses.filter((status) => status >= 500)).toEqual([]);
      expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(10);
      expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
      await login(email, PASSWORD).expect(429);
    }, 60_000);

    it('counts wrong second-factor codes per account, apart from passwords: the 11th try is refused even when right', async () => {
      const { email } = await createAccount(app);
      const session = await signIn(app, email);
      const secretOf = (await http().post('/api/auth/mfa/enroll').set(bearer(session)).expect(200)).body
        .secret as string;
      await http()
        .post('/api/auth/mfa/confirm')
        .set(bearer(session))
        .send({ code: totpAt(secretOf, new Date()) })
        .expect(200);
      const mfaSignIn = async (right: boolean) => {
        // A right password each time: it must not reset the count of wrong codes.
        const pending = (await login(email, PASSWORD).expect(200)).body as {
          mfaPendingCredential: string;
          sessionInfo: string;
        };
        const current = totpAt(secretOf, new Date());
        return http()
          .post('/api/auth/mfaSignIn')
          .send({
            code: right ? current : current === '123456' ? '654321' : '123456',
            sessionInfo: pending.sessionInfo,
            mfaPendingCredential: pending.mfaPendingCredential,
          });
      };
      for (let attempt = 1; attempt <= 10; attempt += 1) {
        expect((await mfaSignIn(false)).body.errorCode).toBe('INVALID_CODE');
      }
      const refused = await mfaSignIn(true);
      expect([refused.status, refused.body.errorCode]).toEqual([429, 'TOO_MANY_ATTEMPTS_TRY_LATER']);
    }, 60_000);

    it('answers known and unknown emails alike: the same bodies, the same refusals', async () => {
      const { email } = await createAccount(app);
      const unknown = `nobody-${randomUUID().slice(0, 8)}@example.test`;
      for (let attempt = 1; attempt <= 10; attempt += 1) {
        const [known, none] = [await login(email, 'wrong-password'), await login(unknown, 'wrong-password')];
        expect([known.status, known.body]).toEqual([none.status, none.body]);
      }
      const [known, none] = [await login(email, 'wrong-password'), await login(unknown, 'wrong-password')];
      expect([known.status, known.body]).toEqual([429, none.body]);
      expect(none.status).toBe(429);
    }, 90_000);

    it('runs the password hasher for unknown emails too, and takes as long for them (medians of 15)', async () => {
      const hasher = app.get(PasswordHasher);
      const calls: Array<[string | null, string]> = [];
      const verify = hasher.verify.bind(hasher);
      hasher.verify = (hash, password) => {
        calls.push([hash, password]);
        return verify(hash, password);
      };
      try {
        await login(`nobody-${randomUUID().slice(0, 8)}@example.test`, 'wrong-password').expect(401);
      } finally {
        delete (hasher as { verify?: unknown }).verify;
      }
      expect(calls).toEqual([[null, 'wrong-password']]);

      // Five accounts: 3 failures each stay well below the per-account slow-down from the 6th.
      const known: Array<{ email: string }> = [];
      for (let index = 0; index < 5; index += 1) known.push(await createAccount(app));
      const knownTimes: number[] = [];
      const unknownTimes: number[] = [];
      // Warm both paths, then interleave, at most 4 failures per account (below the slow-down).
      await login(known[0]!.email, 'warm-up');
      await login(`warm-${randomUUID()}@example.test`, 'warm-up');
      for (let round = 0; round < 15; round += 1) {
        const account = known[round % known.length]!;
        const [, knownMs] = await timed(() => login(account.email, `wrong-${round}`).expect(401));
        const [, unknownMs] = await timed(() =>
          login(`nobody-${randomUUID().slice(0, 8)}@example.test`, `wrong-${round}`).expect(401),
        );
        knownTimes.push(knownMs);
        unknownTimes.push(unknownMs);
      }
      const [knownMedian, unknownMedian] = [median(knownTimes), median(unknownTimes)];
      console.info(
        `login timing: known ${knownMedian.toFixed(1)} ms, unknown ${unknownMedian.toFixed(1)} ms (medians of 15)`,
      );
      // What leaks is an unknown email answering faster: unhashed, it would answer in a fraction of the known
      // one's time (the hash is most of it). One-sided, with a bound a busy machine's scheduling noise stays
      // under: an unknown email answering slower (a loaded machine, seen at 165 ms against 103 ms) leaks nothing.
      expect(knownMedian - unknownMedian).toBeLessThan(Math.max(25, 0.35 * knownMedian));
    }, 120_000);
  });

  describe('one-time codes and password links', () => {
    const codeFrom = (text: string | undefined) => /\b(\d{6})\b/.exec(text ?? '')![1]!;
    const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
    const keyed = (value: string) =>
      createHmac('sha256', app.get(AppConfig).secretsHashKey).update(value).digest('hex');

    it('stores only the server-keyed hash of a code and of a link token (HMAC-SHA-256, not a plain SHA-256)', async () => {
      const { email, userId } = await createAccount(app, { supportVerify: true });
      await http().post('/api/otp/sendOtpEmail').send({ email, password: PASSWORD }).expect(200);
      const code = codeFrom((await waitForMail(email, /sign-in code/)).text);
      const codes = await db.query('select * from identity.one_time_code where user_id = $1', [userId]);
      expect(codes.rows.map((row: { code_hash: string }) => row.code_hash)).toEqual([keyed(code)]);
      expect(keyed(code)).not.toBe(sha256(code));
      expect(JSON.stringify(codes.rows)).not.toMatch(new RegExp(`"${code}"`));

      await http().post('/api/auth/forgotPassword').send({ email }).expect(200);
      const oobCode = decodeURIComponent(
        /oobCode=([^&\s]+)/.exec((await waitForMail(email, /Reset your Ledgerscope password/)).text!)![1]!,
      );
      expect(oobCode).toMatch(/^[\w-]{43}$/);
      const links = await db.query('select * from identity.account_link where user_id = $1', [userId]);
      expect(links.rows.map((row: { token_hash: string }) => row.token_hash)).toEqual([keyed(oobCode)]);
      expect(JSON.stringify(links.rows)).not.toContain(oobCode);
    });

    it('counts every try of a code, even 20 sent at once: then the right code is refused', async () => {
      const { email } = await createAccount(app, { supportVerify: true });
      await http().post('/api/otp/sendOtpEmail').send({ email, password: PASSWORD }).expect(200);
      const code = codeFrom((await waitForMail(email, /sign-in code/)).text);
      const wrong = code === '000000' ? '111111' : '000000';
      const responses = await Promise.all(
        Array.from({ length: 20 }, () => http().post('/api/otp/validateOtp').send({ email, otpnum: wrong })),
      );
      expect(responses.map((response) => response.status)).toEqual(Array(20).fill(400));
      const right = await http().post('/api/otp/validateOtp').send({ email, otpnum: code });
      expect([right.status, right.body.errorCode]).toEqual([400, 'OTP_INVALID']);
    });

    it('lets a code and a reset link be used once, even by requests sent at once', async () => {
      const { email } = await createAccount(app, { supportVerify: true });
      await http().post('/api/otp/sendOtpEmail').send({ email, password: PASSWORD }).expect(200);
      const code = codeFrom((await waitForMail(email, /sign-in code/)).text);
      const codeAnswers = await Promise.all(
        Array.from({ length: 5 }, () => http().post('/api/otp/validateOtp').send({ email, otpnum: code })),
      );
      expect(codeAnswers.map((response) => response.status).sort()).toEqual([200, 400, 400, 400, 400]);

      await http().post('/api/auth/forgotPassword').send({ email }).expect(200);
      const oobCode = decodeURIComponent(
        /oobCode=([^&\s]+)/.exec((await waitForMail(email, /Reset your Ledgerscope password/)).text!)![1]!,
      );
      const resets = await Promise.all(
        Array.from({ length: 5 }, (_, index) =>
          http()
            .post('/api/auth/resetPassword')
            .send({ oobCode, newPassword: `N3w!Password${index}` }),
        ),
      );
      expect(resets.map((response) => response.status).sort()).toEqual([200, 400, 400, 400, 400]);
    });

    it('limits resends: 5 codes per account in 15 minutes, then 429; 3 reset mails per address in 15 minutes, then the same answer and no mail', async () => {
      const { email, userId } = await createAccount(app, { supportVerify: true, phone: '+6591230000' });
      for (let sent = 1; sent <= 5; sent += 1) {
        await http().post('/api/otp/sendOtpEmail').send({ email, password: PASSWORD }).expect(200);
      }
      const sixth = await http()
        .post('/api/otp/sendOtpEmail')
        .send({ email, password: PASSWORD })
        .expect(429);
      expect(sixth.body.errorCode).toBe('TOO_MANY_ATTEMPTS_TRY_LATER');
      await http().post('/api/otp/sendOtpSms').send({ email, password: PASSWORD }).expect(429);
      const codes = await db.query('select 1 from identity.one_time_code where user_id = $1', [userId]);
      expect(codes.rowCount).toBe(5);

      const answers = [];
      for (let sent = 1; sent <= 5; sent += 1) {
        answers.push((await http().post('/api/auth/forgotPassword').send({ email }).expect(200)).body);
      }
      expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
      // The links are made after answering: wait for them, then a moment more for any extra one.
      const linkCount = async () =>
        (await db.query('select 1 from identity.account_link where user_id = $1', [userId])).rowCount ?? 0;
      for (let waited = 0; waited < 50 && (await linkCount()) < 3; waited += 1) await sleep(100);
      await sleep(500);
      expect(await linkCount()).toBe(3);
    });

    it('answers forgot-password as fast for an unknown email as for an account (medians of 9)', async () => {
      // Five accounts: 3 failures each stay well below the per-account slow-down from the 6th.
      const known: Array<{ email: string }> = [];
      for (let index = 0; index < 5; index += 1) known.push(await createAccount(app));
      const knownTimes: number[] = [];
      const unknownTimes: number[] = [];
      const forgot = (email: string) =>
        timed(() => http().post('/api/auth/forgotPassword').send({ email }).expect(200));
      await forgot(`warm-${randomUUID()}@example.test`);
      for (let round = 0; round < 9; round += 1) {
        knownTimes.push((await forgot(known[round % known.length]!.email))[1]);
        unknownTimes.push((await forgot(`nobody-${randomUUID().slice(0, 8)}@example.test`))[1]);
      }
      const [knownMedian, unknownMedian] = [median(knownTimes), median(unknownTimes)];
      console.info(
        `forgot-password timing: known ${knownMedian.toFixed(1)} ms, unknown ${unknownMedian.toFixed(1)} ms (medians of 9)`,
      );
      // What leaks is an unknown email answering faster: unhashed, it would answer in a fraction of the known
      // one's time (the hash is most of it). One-sided, with a bound a busy machine's scheduling noise stays
      // under: an unknown email answering slower (a loaded machine, seen at 165 ms against 103 ms) leaks nothing.
      expect(knownMedian - unknownMedian).toBeLessThan(Math.max(25, 0.35 * knownMedian));
    });
  });
});
