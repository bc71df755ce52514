import { describe, expect, it } from 'vitest';

import { message, MESSAGES, translate } from './messages';

describe('message catalogue', () => {
  it('holds the texts the spec gives, verbatim', () => {
    expect(MESSAGES.EMPTY_EMAIL).toBe('Please enter your Email Address. This is required.');
    expect(MESSAGES.WRONG_LOGIN_INFORMATION).toBe(
      'This Email Address and/or Password is not recognised. Have you registered?',
    );
    expect(MESSAGES.UNAUTHORIZED).toBe(
      'Your session has expired due to inactivity. Please login again using your credentials.',
    );
    expect(MESSAGES.DOWNLOAD_WATCHLIST_LIMITED).toBe('You can download 100 Watchlists at any one time.');
  });

  it('holds the identity texts agreed with the API (docs/api/identity.md)', () => {
    expect(MESSAGES.SUCCESS_RESEND_CODE).toBe('A new code has been sent.');
    expect(MESSAGES.SUCCESS_EMAIL_SEND_FORGOT_PASSWORD).toBe(
      'If an account exists for this email address, we have sent a link to reset your password.',
    );
    expect(MESSAGES.INVALID_OOB_CODE).toBe('This link is invalid or has expired. Please request a new one.');
    expect(MESSAGES.INVALID_PASSWORD).toBe(
      'Password must be 8 to 128 characters long and contain a lowercase letter, an uppercase letter, a digit and a special character.',
    );
    expect(MESSAGES.SUCCESS_PASSWORD_RESET_LINK_SENT).toBe(
      'We have sent a password reset link to your email address.',
    );
  });

  it('has a text for every message key of spec section 8', () => {
    const keys = [
      'EMPTY_EMAIL',
      'INVALID_EMAIL_FORMAT',
      'EMAIL_PASSWORD_EMPTY',
      'EMPTY_PASSWORD',
      'INVALID_PASSWORD_FORMAT',
      'PASSWORD_NOT_MATCH',
      'EMPTY_OTP_CODE',
      'ACCOUNT_DISABLED',
      'WRONG_LOGIN_INFORMATION',
      'INVALID_DISPLAY_NAME',
      'INSUFFICIENT_PERMISSION',
      'UNAUTHORIZED',
      'EMAIL_ALREADY_EXISTS',
      'OTP_INVALID',
      'DOWNLOAD_WATCHLIST_LIMITED',
      'FILTER_NAME_ALREADY_EXISTS',
      'WATCHLIST_NAME_ALREADY_EXISTS',
      'NO_FILTER_SELECTED',
      'NO_WATCHLIST_SELECTED',
      'DATA_MATCH_WARNING',
      'DELETE_TENANT_USER_EXIST',
      'USER_NOT_FOUND',
      'INVALID_PASSWORD',
      'EMAIL_NOT_FOUND',
      'INVALID_CODE',
      'UNDEFINED_ERROR',
      'MULTIPLE_LOGINS',
      'TOO_MANY_ATTEMPTS_TRY_LATER',
      'INVALID_OOB_CODE',
      'SUCCESS_EMAIL_SEND_FORGOT_PASSWORD',
      'SUCCESS_RESEND_CODE',
    ];
    for (const key of keys) expect(translate(key), key).toMatch(/\S/);
  });

  it('translates only its own keys', () => {
    expect(translate('toString')).toBeUndefined();
    expect(translate('Some free text')).toBeUndefined();
  });

  it('fills placeholders', () => {
    expect(message('SELECT_MORE_REGIONS', { n: 2 })).toBe(
      'Please select 2 more region(s) in order to continue',
    );
    expect(message('RESTRICTED_EXCHANGE_SAVED_FILTER', { exchange: 'Japan' })).toContain(
      'this Japan Exchange country',
    );
    expect(message('ADJUST_YEAR')).toBe('Year : {from} will be changed to {to}');
  });
});
