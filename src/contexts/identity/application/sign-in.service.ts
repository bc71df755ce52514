import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { Clock } from '../../../shared/domain/clock.js';
import { Activity } from '../domain/activity.js';
import { ActivityRepository } from '../domain/activity.repository.js';
import { IdentityError } from '../domain/identity-error.js';
import { MikroOrmLoginThrottleRepository } from '../infrastructure/persistence/mikro-orm-account-security.repositories.js';
import { MfaFactorRepository } from '../domain/mfa-factor.repository.js';
import { Session } from '../domain/session.js';
import { SessionRepository } from '../domain/session.repository.js';
import { UserAccount } from '../domain/user-account.js';
import { UserAccountRepository } from '../domain/user-account.repository.js';
import { Captcha } from './ports/captcha.js';
import { PasswordHasher } from './ports/password-hasher.js';
import { TenantDirectory, type TenantAccess } from './ports/tenant-directory.js';
import { TermsVersion } from './ports/terms-version.js';
import { TokenIssuer } from './ports/token-issuer.js';
import { principalOf, type Principal } from './principal.js';
import { SessionPolicy } from './session-policy.js';

export interface CredentialAttempt {
  email: string;
  password: string;
  recaptchaToken?: string;
  remoteAddress?: string;
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** The steps every way into the product shares: check credentials (throttled), then open a session. */
@Injectable()
export class SignInService {
  constructor(
    private readonly accounts: UserAccountRepository,
    private readonly sessions: SessionRepository,
    private readonly throttles: MikroOrmLoginThrottleRepository,
    private readonly activities: ActivityRepository,
    private readonly factors: MfaFactorRepository,
    private readonly hasher: PasswordHasher,
    private readonly tokens: TokenIssuer,
    private readonly tenants: TenantDirectory,
    private readonly captcha: Captcha,
    private readonly policy: SessionPolicy,
    private readonly clock: Clock,
    private readonly terms: TermsVersion,
  ) {}

  /**
   * The account whose password this is. Attempts count per email and per address: after a few failures
   * the answer is slowed down, after more every attempt is refused (429, unchecked) until the window has
   * passed. Each attempt is counted before the password is checked, and the refusal counts attempts still
   * in flight, so parallel requests cannot all pass under the limit; the slow-down counts settled failures
   * only, so that sign-ins running at the same time do not slow each other down. A right password takes
   * its attempt back.
   */
  async checkCredentials(attempt: CredentialAttempt): Promise<UserAccount> {
    const email = UserAccount.normaliseEmail(attempt.email);
    const keys = [`email:${email}`, ...(attempt.remoteAddress ? [`ip:${attempt.remoteAddress}`] : [])];
    const now = this.clock.now();
    const throttles = await this.throttles.countAttempt(keys, now);
    const fail = async (error: IdentityError): Promise<never> => {
      await this.throttles.settle(keys, true, this.clock.now());
      throw error;
    };
    let delay = 0;
    for (const throttle of throttles) {
      const decision = throttle.decision();
      if (decision === 'refuse') {
        // Not checked, so not a guess: taken back, so that a burst of sign-ins at once is answered 429 for
        // its excess without locking the account for the window.
        await this.throttles.settle(keys, false, now);
        throw new IdentityError('TOO_MANY_ATTEMPTS_TRY_LATER');
      }
      delay = Math.max(delay, decision);
    }
    if (delay > 0) await sleep(delay);

    if (!(await this.captcha.verify(attempt.recaptchaToken, attempt.remoteAddress))) {
      return fail(
        new IdentityError('WRONG_LOGIN_INFORMATION', 'The captcha could not be verified. Please try again.'),
      );
    }
    const account = await this.accounts.byEmail(email);
    const matches = await this.hasher.verify(account?.passwordHash ?? null, attempt.password);
    if (!account || !matches) return fail(new IdentityError('WRONG_LOGIN_INFORMATION'));
    await this.throttles.settle(keys, false, now);
    account.assertMaySignIn();
    await this.assertTenantAllows(account);
    await this.throttles.clear(`email:${email}`);
    return account;
  }

  /** Opens a session (ending the user's others), records the login, and answers the principal with its token. */
  async openSession(account: UserAccount): Promise<Principal> {
    account.assertMaySignIn();
    const tenant = await this.assertTenantAllows(account);
    const now = this.clock.now();
    await this.sessions.endAllOf(account.id, now, 'NEW_LOGIN');
    const session = new Session({
      id: randomUUID(),
      userId: account.id,
      createdAt: now,
      expiresAt: new Date(now.getTime() + this.policy.lifetimeSeconds * 1000),
    });
    await this.sessions.add(session);
    account.recordLogin(now);
    await this.accounts.save(account);
    await this.activities.add(
      new Activity({
        id: randomUUID(),
        userId: account.id,
        tenantId: account.tenantId,
        type: 'LOGIN',
        at: now,
      }),
    );
    const idToken = await this.tokens.issue(
      { sub: account.id, sid: session.id, tid: account.tenantId, email: account.email, role: account.role },
      session.expiresAt,
    );
    return principalOf(
      account,
      tenant.name,
      await this.mfaEnrolled(account),
      idToken,
      await this.terms.publishedAt(true),
    );
  }

  async principal(account: UserAccount): Promise<Principal> {
    return principalOf(
      account,
      await this.tenantName(account),
      await this.mfaEnrolled(account),
      undefined,
      await this.terms.publishedAt(true),
    );
  }

  private async mfaEnrolled(account: UserAccount): Promise<boolean> {
    return (await this.factors.byUser(account.id))?.isEnrolled() ?? false;
  }

  private async tenantName(account: UserAccount): Promise<string> {
    return (await this.tenants.recentAccess(account.tenantId))?.name ?? '';
  }

  /**
   * Refuses (TENANT_DISABLED) an account whose tenant is disabled, outside its access dates or unknown;
   * read afresh, not from the request-time cache. Every way in passes here: checkCredentials (password,
   * one-time-code request) and openSession (one-time code, second factor, password set or changed).
   */
  private async assertTenantAllows(account: UserAccount): Promise<TenantAccess> {
    const tenant = await this.tenants.access(account.tenantId);
    if (!tenant?.signInAllowed) throw new IdentityError('TENANT_DISABLED');
    return tenant;
  }
}
