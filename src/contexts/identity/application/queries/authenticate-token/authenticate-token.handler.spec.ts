import { FixedClock } from '../../../../../shared/domain/clock.js';
import { IdentityError } from '../../../domain/identity-error.js';
import { Session } from '../../../domain/session.js';
import { UserAccount } from '../../../domain/user-account.js';
import {
  InMemorySessionRepository,
  InMemoryUserAccountRepository,
} from '../../../infrastructure/persistence/in-memory-identity.repositories.js';
import { FixedTermsVersion } from '../../../infrastructure/content/fixed-terms-version.js';
import { IdleTime } from '../../ports/idle-time.js';
import { TenantDirectory, type TenantAccess } from '../../ports/tenant-directory.js';
import { TokenIssuer, type TokenClaims } from '../../ports/token-issuer.js';
import { AuthenticateToken } from './authenticate-token.query.js';
import { AuthenticateTokenHandler } from './authenticate-token.handler.js';

/** Tokens are the JSON of their claims; anything else does not verify. */
class JsonTokens extends TokenIssuer {
  issue(claims: TokenClaims): Promise<string> {
    return Promise.resolve(JSON.stringify(claims));
  }
  verify(token: string): Promise<TokenClaims | null> {
    try {
      return Promise.resolve(JSON.parse(token) as TokenClaims);
    } catch {
      return Promise.resolve(null);
    }
  }
  issuePendingMfa(): Promise<string> {
    return Promise.reject(new Error('not used'));
  }
  verifyPendingMfa(): Promise<null> {
    return Promise.resolve(null);
  }
}

class Tenants extends TenantDirectory {
  current: TenantAccess | null = { name: 'Acme Capital', signInAllowed: true };
  asked = 0;
  access(): Promise<TenantAccess | null> {
    return Promise.reject(new Error('a request uses recentAccess'));
  }
  recentAccess(): Promise<TenantAccess | null> {
    this.asked += 1;
    return Promise.resolve(this.current);
  }
}

class FixedIdleTime extends IdleTime {
  seconds(): Promise<number> {
    return Promise.resolve(3600);
  }
}

describe('AuthenticateTokenHandler', () => {
  const start = new Date('2026-11-21T09:00:00Z');
  let clock: FixedClock;
  let accounts: InMemoryUserAccountRepository;
  let sessions: InMemorySessionRepository;
  let tenants: Tenants;
  let handler: AuthenticateTokenHandler;
  let terms: FixedTermsVersion;
  let user: UserAccount;
  let token: string;

  beforeEach(async () => {
    clock = new FixedClock(start);
    accounts = new InMemoryUserAccountRepository();
    sessions = new InMemorySessionRepository(accounts);
    tenants = new Tenants();
    terms = new FixedTermsVersion();
    handler = new AuthenticateTokenHandler(
      new JsonTokens(),
      sessions,
      tenants,
      new FixedIdleTime(),
      clock,
      terms,
    );
    user = new UserAccount({
      id: 'u-1',
      email: 'analyst@acme.test',
      passwordHash: 'x',
      displayName: 'Ada Analyst',
      role: 'USER',
      tenantId: 't-1',
      termsAgreedAt: start,
      createdAt: start,
    });
    await accounts.add(user);
    await sessions.add(
      new Session({
        id: 's-1',
        userId: 'u-1',
        createdAt: start,
        expiresAt: new Date('2026-11-22T09:00:00Z'),
      }),
    );
    token = JSON.stringify({ sub: 'u-1', sid: 's-1', tid: 't-1', email: user.email, role: 'USER' });
  });

  async function outcome(bearer = token): Promise<string> {
    try {
      await handler.execute(new AuthenticateToken(bearer));
      return 'allowed';
    } catch (error) {
      return error instanceof IdentityError ? error.code : 'OTHER';
    }
  }

  it('answers the caller from the session and its account', async () => {
    await expect(handler.execute(new AuthenticateToken(token))).resolves.toEqual({
      userId: 'u-1',
      sessionId: 's-1',
      tenantId: 't-1',
      email: 'analyst@acme.test',
      role: 'USER',
      termsAgreed: true,
      lucaAccessible: false,
    });
    expect(tenants.asked).toBe(1);
  });

  it('refuses a token that does not verify, an unknown session and a session of another user', async () => {
    expect(await outcome('not a token')).toBe('UNAUTHORIZED');
    expect(await outcome(JSON.stringify({ sub: 'u-1', sid: 's-2' }))).toBe('UNAUTHORIZED');
    expect(await outcome(JSON.stringify({ sub: 'u-2', sid: 's-1' }))).toBe('UNAUTHORIZED');
  });

  it('counts a logout, a newer login, a disabled account and a role change on the next request', async () => {
    user.role = 'TENANT_ADMINISTRATOR';
    expect((await handler.execute(new AuthenticateToken(token))).role).toBe('TENANT_ADMINISTRATOR');
    user.disabled = true;
    expect(await outcome()).toBe('ACCOUNT_DISABLED');
    user.disabled = false;
    await sessions.endAllOf('u-1', clock.now(), 'NEW_LOGIN');
    expect(await outcome()).toBe('MULTIPLE_LOGINS');
    const session = sessions.items.get('s-1');
    if (session) Object.assign(session, { endReason: 'LOGOUT' });
    expect(await outcome()).toBe('UNAUTHORIZED');
  });

  it('ends an idle session', async () => {
    clock.advance(3600_000 + 1);
    expect(await outcome()).toBe('UNAUTHORIZED');
    expect(sessions.items.get('s-1')?.endReason).toBe('IDLE');
  });

  it('writes the last-seen time only when it is due', async () => {
    clock.advance(30_000);
    await handler.execute(new AuthenticateToken(token));
    expect(sessions.items.get('s-1')?.lastSeenAt).toEqual(start);
    clock.advance(31_000);
    await handler.execute(new AuthenticateToken(token));
    expect(sessions.items.get('s-1')?.lastSeenAt).toEqual(clock.now());
  });

  it('refuses TENANT_DISABLED and ends the session once its tenant may not sign in, for good', async () => {
    tenants.current = { name: 'Acme Capital', signInAllowed: false };
    expect(await outcome()).toBe('TENANT_DISABLED');
    expect(sessions.items.get('s-1')?.endReason).toBe('ADMIN');
    tenants.current = { name: 'Acme Capital', signInAllowed: true };
    expect(await outcome()).toBe('UNAUTHORIZED');
  });

  it('asks for new terms from the next sign-in: a session opened before them keeps its agreement', async () => {
    const termsAgreed = async () => (await handler.execute(new AuthenticateToken(token))).termsAgreed;
    terms.published = new Date(start.getTime() - 1000);
    expect(await termsAgreed()).toBe(true);
    terms.published = new Date(start.getTime() + 1000);
    expect(await termsAgreed()).toBe(true);
    await sessions.add(
      new Session({
        id: 's-2',
        userId: 'u-1',
        createdAt: new Date(start.getTime() + 2000),
        expiresAt: new Date('2026-11-22T09:00:00Z'),
      }),
    );
    token = JSON.stringify({ sub: 'u-1', sid: 's-2', tid: 't-1', email: user.email, role: 'USER' });
    expect(await termsAgreed()).toBe(false);
    user.agreeToTerms(new Date(start.getTime() + 3000), terms.published);
    expect(await termsAgreed()).toBe(true);
  });

  it('refuses TENANT_DISABLED when the tenant no longer exists', async () => {
    tenants.current = null;
    expect(await outcome()).toBe('TENANT_DISABLED');
  });
});
