import type { MikroORM } from '@mikro-orm/postgresql';
import { migratedOrm } from '../../../../../../test/support/database.js';
import { FixedClock } from '../../../../../shared/domain/clock.js';
import { IdentityError } from '../../../domain/identity-error.js';
import { MfaFactor } from '../../../domain/mfa-factor.js';
import { UserAccount } from '../../../domain/user-account.js';
import {
  InMemoryActivityRepository,
  InMemoryMfaFactorRepository,
  InMemorySessionRepository,
  InMemoryUserAccountRepository,
} from '../../../infrastructure/persistence/in-memory-identity.repositories.js';
import { MikroOrmLoginThrottleRepository } from '../../../infrastructure/persistence/mikro-orm-account-security.repositories.js';
import { NoCaptcha } from '../../../infrastructure/captcha/captcha-adapters.js';
import { PasswordHasher } from '../../ports/password-hasher.js';
import { TenantDirectory, type TenantAccess } from '../../ports/tenant-directory.js';
import { TokenIssuer, type PendingMfaClaims, type TokenClaims } from '../../ports/token-issuer.js';
import { SessionPolicy } from '../../session-policy.js';
import { FixedTermsVersion } from '../../../infrastructure/content/fixed-terms-version.js';
import { SignInService } from '../../sign-in.service.js';
import { Login } from './login.command.js';
import { LoginHandler } from './login.handler.js';

class PlainHasher extends PasswordHasher {
  verifiedWithoutHash = 0;
  hash(password: string): Promise<string> {
    return Promise.resolve(`plain:${password}`);
  }
  verify(hash: string | null, password: string): Promise<boolean> {
    if (hash === null) this.verifiedWithoutHash += 1;
    return Promise.resolve(hash === `plain:${password}`);
  }
}

class RecordingTokens extends TokenIssuer {
  issued: Array<{ claims: TokenClaims; expiresAt: Date }> = [];
  pending: PendingMfaClaims[] = [];
  issue(claims: TokenClaims, expiresAt: Date): Promise<string> {
    this.issued.push({ claims, expiresAt });
    return Promise.resolve(`token-${this.issued.length}`);
  }
  verify(): Promise<TokenClaims | null> {
    return Promise.resolve(null);
  }
  issuePendingMfa(claims: PendingMfaClaims): Promise<string> {
    this.pending.push(claims);
    return Promise.resolve(`pending-${this.pending.length}`);
  }
  verifyPendingMfa(): Promise<PendingMfaClaims | null> {
    return Promise.resolve(null);
  }
}

class Tenants extends TenantDirectory {
  access: TenantDirectory['access'] = () => Promise.resolve(this.current);
  recentAccess: TenantDirectory['recentAccess'] = () => Promise.resolve(this.current);
  current: TenantAccess | null = { name: 'Acme Capital', signInAllowed: true };
}

describe('LoginHandler', () => {
  const now = new Date('2026-11-21T09:00:00Z');
  let accounts: InMemoryUserAccountRepository;
  let sessions: InMemorySessionRepository;
  let orm: MikroORM;
  let throttles: MikroOrmLoginThrottleRepository;
  let activities: InMemoryActivityRepository;
  let factors: InMemoryMfaFactorRepository;
  let hasher: PlainHasher;
  let tokens: RecordingTokens;
  let tenants: Tenants;
  let signIn: SignInService;
  let handler: LoginHandler;

  const account = (overrides: Partial<ConstructorParameters<typeof UserAccount>[0]> = {}): UserAccount =>
    new UserAccount({
      id: 'u-1',
      email: 'analyst@acme.test',
      passwordHash: 'plain:secret',
      displayName: 'Ada Analyst',
      role: 'USER',
      tenantId: 't-1',
      termsAgreedAt: now,
      createdAt: now,
      ...overrides,
    });

  beforeAll(async () => {
    orm = await migratedOrm();
  });

  afterAll(async () => {
    await orm.close();
  });

  beforeEach(async () => {
    // The throttles are PostgreSQL's (their window is written once, in the repository's SQL).
    await orm.em
      .fork()
      .execute(`delete from identity.login_throttle where key like '%acme.test' or key like 'ip:10.%'`);
    accounts = new InMemoryUserAccountRepository();
    sessions = new InMemorySessionRepository();
    throttles = new MikroOrmLoginThrottleRepository(orm.em.fork({ useContext: true }));
    activities = new InMemoryActivityRepository();
    factors = new InMemoryMfaFactorRepository();
    hasher = new PlainHasher();
    tokens = new RecordingTokens();
    tenants = new Tenants();
    const clock = new FixedClock(now);
    signIn = new SignInService(
      accounts,
      sessions,
      throttles,
      activities,
      factors,
      hasher,
      tokens,
      tenants,
      new NoCaptcha(),
      new SessionPolicy(3600),
      clock,
      new FixedTermsVersion(),
    );
    handler = new LoginHandler(signIn, factors, tokens, clock);
  });

  const login = (email: string, password: string, remoteAddress = '10.0.0.1'): Login =>
    new Login({ email, password, remoteAddress });

  async function codeOf(command: Login): Promise<string | undefined> {
    try {
      await handler.execute(command);
      return undefined;
    } catch (error) {
      return error instanceof IdentityError ? error.code : 'OTHER';
    }
  }

  it('opens a session, records the login and returns the principal with a token naming the session', async () => {
    await accounts.add(account());
    const principal = await handler.execute(login('Analyst@Acme.test', 'secret'));
    expect(principal).toMatchObject({
      uid: 'u-1',
      tenantName: 'Acme Capital',
      isAgree: true,
      idToken: 'token-1',
    });
    const [session] = [...sessions.items.values()];
    expect(session?.expiresAt.toISOString()).toBe('2026-11-21T10:00:00.000Z');
    expect(tokens.issued[0]?.claims).toEqual({
      sub: 'u-1',
      sid: session?.id,
      tid: 't-1',
      email: 'analyst@acme.test',
      role: 'USER',
    });
    expect(activities.items.map((activity) => activity.type)).toEqual(['LOGIN']);
    expect((await accounts.byId('u-1'))?.lastLoginAt).toEqual(now);
  });

  it('ends the older sessions of the user at a new login', async () => {
    await accounts.add(account());
    await handler.execute(login('analyst@acme.test', 'secret'));
    await handler.execute(login('analyst@acme.test', 'secret'));
    const ended = [...sessions.items.values()].filter((session) => session.endReason === 'NEW_LOGIN');
    expect(ended).toHaveLength(1);
  });

  it('refuses a wrong password and an unknown email with the same code, verifying in both cases', async () => {
    await accounts.add(account());
    expect(await codeOf(login('analyst@acme.test', 'nope'))).toBe('WRONG_LOGIN_INFORMATION');
    expect(await codeOf(login('ghost@acme.test', 'secret'))).toBe('WRONG_LOGIN_INFORMATION');
    expect(hasher.verifiedWithoutHash).toBe(1);
    expect(sessions.items.size).toBe(0);
  });

  it('refuses a disabled account after checking the password', async () => {
    const disabled = account();
    disabled.disabled = true;
    await accounts.add(disabled);
    expect(await codeOf(login('analyst@acme.test', 'secret'))).toBe('ACCOUNT_DISABLED');
    expect(await codeOf(login('analyst@acme.test', 'wrong'))).toBe('WRONG_LOGIN_INFORMATION');
  });

  it('refuses TENANT_DISABLED to a user of a disabled or unknown tenant, after checking the password', async () => {
    await accounts.add(account());
    tenants.current = { name: 'Acme Capital', signInAllowed: false };
    expect(await codeOf(login('analyst@acme.test', 'secret'))).toBe('TENANT_DISABLED');
    expect(await codeOf(login('analyst@acme.test', 'wrong'))).toBe('WRONG_LOGIN_INFORMATION');
    tenants.current = null;
    expect(await codeOf(login('analyst@acme.test', 'secret'))).toBe('TENANT_DISABLED');
    expect(sessions.items.size).toBe(0);
    expect(activities.items).toHaveLength(0);
    tenants.current = { name: 'Acme Capital', signInAllowed: true };
    expect((await handler.execute(login('analyst@acme.test', 'secret'))).idToken).toBe('token-1');
  });

  it('refuses TENANT_DISABLED before a one-time code or a second factor is asked for', async () => {
    await accounts.add(account({ supportVerify: true }));
    tenants.current = { name: 'Acme Capital', signInAllowed: false };
    expect(await codeOf(login('analyst@acme.test', 'secret'))).toBe('TENANT_DISABLED');
  });

  it('opens no session for a user of a disabled tenant on the other ways in (one-time code, second factor, password change)', async () => {
    // ValidateOneTimeCode, MfaSignIn and ChangePassword all end in openSession (a password link signs no one in).
    const user = account();
    await accounts.add(user);
    tenants.current = { name: 'Acme Capital', signInAllowed: false };
    await expect(signIn.openSession(user)).rejects.toMatchObject({ code: 'TENANT_DISABLED' });
    expect(sessions.items.size).toBe(0);
    expect(tokens.issued).toHaveLength(0);
  });

  it('refuses with TOO_MANY_ATTEMPTS_TRY_LATER after repeated failures, even with the right password', async () => {
    await accounts.add(account());
    for (let i = 0; i < 10; i += 1) await codeOf(login('analyst@acme.test', 'nope', `10.0.1.${i}`));
    const [throttle] = await new MikroOrmLoginThrottleRepository(orm.em.fork()).byKeys([
      'email:analyst@acme.test',
    ]);
    expect(throttle?.failures).toBe(10);
    expect(await codeOf(login('analyst@acme.test', 'secret', '10.0.2.1'))).toBe(
      'TOO_MANY_ATTEMPTS_TRY_LATER',
    );
  }, 30_000);

  it('issues no token to an account that must enter a one-time code', async () => {
    await accounts.add(account({ supportVerify: true }));
    const principal = await handler.execute(login('analyst@acme.test', 'secret'));
    expect(principal.supportVarify).toBe(true);
    expect(principal.idToken).toBeUndefined();
    expect(sessions.items.size).toBe(0);
  });

  it('asks for the second factor of an enrolled account with a pending credential and session info', async () => {
    await accounts.add(account());
    const factor = new MfaFactor({ userId: 'u-1', secret: 'ABC', createdAt: now });
    factor.confirmedAt = now;
    await factors.save(factor);
    const principal = await handler.execute(login('analyst@acme.test', 'secret'));
    expect(principal.idToken).toBeUndefined();
    expect(principal.mfaPendingCredential).toBe('pending-1');
    expect(principal.sessionInfo).toBe(tokens.pending[0]?.nonce);
    expect(sessions.items.size).toBe(0);
  });
});
