import { IdentityError } from './identity-error.js';
import { UserAccount } from './user-account.js';

const base = {
  id: 'u-1',
  email: '  Analyst@Acme.TEST ',
  passwordHash: 'hash',
  displayName: ' Ada Analyst ',
  role: 'USER' as const,
  tenantId: 't-1',
  createdAt: new Date('2026-01-01T00:00:00Z'),
};

describe('UserAccount', () => {
  it('normalises the email and the name', () => {
    const account = new UserAccount(base);
    expect(account.email).toBe('analyst@acme.test');
    expect(account.displayName).toBe('Ada Analyst');
  });

  it('has not agreed to the terms until a date is recorded', () => {
    expect(new UserAccount(base).hasAgreedToTerms()).toBe(false);
    expect(new UserAccount({ ...base, termsAgreedAt: new Date() }).hasAgreedToTerms()).toBe(true);
  });

  it('must agree again to terms published after the agreement, dated never before them', () => {
    const agreed = new Date('2026-02-01T00:00:00Z');
    const published = new Date('2026-03-01T00:00:00Z');
    const account = new UserAccount({ ...base, termsAgreedAt: agreed });
    expect(account.hasAgreedToTerms(new Date('2026-01-15T00:00:00Z'))).toBe(true);
    expect(account.hasAgreedToTerms(published)).toBe(false);
    account.agreeToTerms(new Date('2026-02-28T23:59:59Z'), published);
    expect(account.termsAgreedAt).toEqual(published);
    expect(account.hasAgreedToTerms(published)).toBe(true);
    account.agreeToTerms(new Date('2026-04-01T00:00:00Z'), published);
    expect(account.termsAgreedAt).toEqual(published);
  });

  it('refuses a disabled account', () => {
    const account = new UserAccount(base);
    account.disabled = true;
    expect(() => account.assertMaySignIn()).toThrow(IdentityError);
    try {
      account.assertMaySignIn();
    } catch (error) {
      expect((error as IdentityError).code).toBe('ACCOUNT_DISABLED');
    }
  });
});
