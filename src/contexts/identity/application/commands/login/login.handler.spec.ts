import { FixedClock } from '../../../../../shared/domain/clock.js';
import { IdentityError } from '../../../domain/identity-error.js';
import { UserAccount } from '../../../domain/user-account.js';
import {
  InMemorySessionRepository,
  InMemoryUserAccountRepository,
} from '../../../infrastructure/persistence/in-memory-identity.repositories.js';
import { PasswordHasher } from '../../ports/password-hasher.js';
import { TenantDirectory } from '../../ports/tenant-directory.js';
import { TokenIssuer, type TokenClaims } from '../../ports/token-issuer.js';
import { SessionPolicy } from '../../session-policy.js';
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
  issue(claims: TokenClaims, expiresAt: Date): Promise<string> {
    this.issued.push({ claims, expiresAt });
    return Promise.resolve(`token-${this.issued.length}`);
  }
  verify(): Promise<TokenClaims | null> {
    return Promise.resolve(null);
  }
}

class Tenants extends TenantDirectory {
  nameOf(): Promise<string | null> {
    return Promise.resolve('Acme Capital');
  }
}

describe('LoginHandler', () => {
  const now = new Date('2026-11-21T09:00:00Z');
  let accounts: InMemoryUserAccountRepository;
  let sessions: InMemorySessionRepository;
  let hasher: PlainHasher;
  let tokens: RecordingTokens;
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

  beforeEach(() => {
    accounts = new InMemoryUserAccountRepository();
    sessions = new InMemorySessionRepository();
    hasher = new PlainHasher();
    tokens = new RecordingTokens();
    handler = new LoginHandler(
      accounts,
      sessions,
      hasher,
      tokens,
      new Tenants(),
      new SessionPolicy(3600),
      new FixedClock(now),
    );
  });

  async function codeOf(command: Login): Promise<string | undefined> {
    try {
      await handler.execute(command);
      return undefined;
    } catch (error) {
      return error instanceof IdentityError ? error.code : 'OTHER';
    }
  }

  it('opens a session and returns the principal with a token naming it', async () => {
    await accounts.add(account());
    const principal = await handler.execute(new Login('Analyst@Acme.test', 'secret'));
    expect(principal).toMatchObject({
      uid: 'u-1',
      tenantName: 'Acme Capital',
      isAgree: true,
      idToken: 'token-1',
    });
    const [session] = [...sessions.items.values()];
    expect(session?.userId).toBe('u-1');
    expect(session?.expiresAt.toISOString()).toBe('2026-11-21T10:00:00.000Z');
    expect(tokens.issued[0]?.claims).toEqual({
      sub: 'u-1',
      sid: session?.id,
      tid: 't-1',
      email: 'analyst@acme.test',
      role: 'USER',
    });
    expect((await accounts.byId('u-1'))?.lastLoginAt).toEqual(now);
  });

  it('refuses a wrong password and an unknown email with the same code, verifying in both cases', async () => {
    await accounts.add(account());
    expect(await codeOf(new Login('analyst@acme.test', 'nope'))).toBe('WRONG_LOGIN_INFORMATION');
    expect(await codeOf(new Login('ghost@acme.test', 'secret'))).toBe('WRONG_LOGIN_INFORMATION');
    expect(hasher.verifiedWithoutHash).toBe(1);
    expect(sessions.items.size).toBe(0);
  });

  it('refuses a disabled account after checking the password', async () => {
    const disabled = account();
    disabled.disabled = true;
    await accounts.add(disabled);
    expect(await codeOf(new Login('analyst@acme.test', 'secret'))).toBe('ACCOUNT_DISABLED');
    expect(await codeOf(new Login('analyst@acme.test', 'wrong'))).toBe('WRONG_LOGIN_INFORMATION');
  });

  it('issues no token to an account that must enter a one-time code', async () => {
    await accounts.add(account({ supportVerify: true }));
    const principal = await handler.execute(new Login('analyst@acme.test', 'secret'));
    expect(principal.supportVarify).toBe(true);
    expect(principal.idToken).toBeUndefined();
    expect(sessions.items.size).toBe(0);
  });
});
