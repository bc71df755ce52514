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
