import { describe, expect, it } from 'vitest';

import { message } from '../../shared/messages';
import { validateMfaCode, validateOtpCode } from '../../shared/account/code-validation';
import { validateEmail } from './login-validation';
import { meetsPasswordPolicy, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './password-policy';
import { hasNewPasswordErrors, validateNewPassword } from './password-validation';

describe('validateNewPassword', () => {
  it('requires both fields (EMPTY_PASSWORD)', () => {
    expect(validateNewPassword('', '')).toEqual({ password: 'EMPTY_PASSWORD', confirm: 'EMPTY_PASSWORD' });
    expect(validateNewPassword('Secret!123', '')).toEqual({ confirm: 'EMPTY_PASSWORD' });
    expect(validateNewPassword('', 'Secret!123')).toEqual({ password: 'EMPTY_PASSWORD' });
  });

  it("checks the server's policy, with its one message (INVALID_PASSWORD): 8 to 128, a-z, A-Z, 0-9, a special", () => {
    expect([PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH]).toEqual([8, 128]);
    // The example: 3 characters were answered with 'at least 6'.
    expect(validateNewPassword('abc', 'abc')).toEqual({ password: 'INVALID_PASSWORD' });
    for (const short of ['Ab1!', 'Abcd12!', 'abcdefgh', 'ABCDEFG1!', 'abcdefg1!', 'Abcdefgh!', 'Abcdefg12'])
      expect(validateNewPassword(short, short)).toEqual({ password: 'INVALID_PASSWORD' });
    expect(validateNewPassword('Abcdef1!', 'Abcdef1!')).toEqual({});
    const longest = `Ab1!${'x'.repeat(124)}`;
    expect(validateNewPassword(longest, longest)).toEqual({});
    expect(meetsPasswordPolicy(`${longest}y`)).toBe(false);
  });

  it('asks for equal passwords (PASSWORD_NOT_MATCH)', () => {
    expect(validateNewPassword('Secret!123', 'Secret!124')).toEqual({ confirm: 'PASSWORD_NOT_MATCH' });
    expect(validateNewPassword('abc', 'abd')).toEqual({
      password: 'INVALID_PASSWORD',
      confirm: 'PASSWORD_NOT_MATCH',
    });
  });

  it('reports whether there is anything to fix', () => {
    expect(hasNewPasswordErrors({})).toBe(false);
    expect(hasNewPasswordErrors({ confirm: 'PASSWORD_NOT_MATCH' })).toBe(true);
  });

  it('uses the catalogue texts of the spec', () => {
    expect(message('EMPTY_PASSWORD')).toBe('Please enter a new password.');
    // The catalogue keeps the spec's 6-character text; no form answers with it (docs/spec-decisions.md).
    expect(message('INVALID_PASSWORD_FORMAT')).toBe('Password must be at least 6 characters long.');
    expect(message('PASSWORD_NOT_MATCH')).toBe('These passwords do not match.');
    expect(message('INVALID_PASSWORD')).toBe(message('PASSWORD_POLICY'));
    expect(message('PASSWORD_POLICY')).toContain('8 to 128 characters');
  });
});

describe('validateOtpCode', () => {
  it.each(['123456', 'ab12CD', '_x1y2z', ' 123456 '])('accepts %j', (code) => {
    expect(validateOtpCode(code)).toBeUndefined();
  });

  it.each(['', '12345', '1234567', '12-456', '12 456'])('answers EMPTY_OTP_CODE for %j', (code) => {
    expect(validateOtpCode(code)).toBe('EMPTY_OTP_CODE');
  });
});

describe('validateMfaCode', () => {
  it('accepts 6 digits only', () => {
    expect(validateMfaCode('012345')).toBeUndefined();
    expect(validateMfaCode('01234a')).toBe('EMPTY_OTP_CODE');
    expect(validateMfaCode('01234')).toBe('EMPTY_OTP_CODE');
    expect(validateMfaCode('')).toBe('EMPTY_OTP_CODE');
  });
});

describe('validateEmail', () => {
  it('asks for the email, then for a valid one', () => {
    expect(validateEmail(' ')).toBe('EMPTY_EMAIL');
    expect(validateEmail('ana.lee')).toBe('INVALID_EMAIL_FORMAT');
    expect(validateEmail(' ana.lee@northwind.example ')).toBeUndefined();
  });
});
