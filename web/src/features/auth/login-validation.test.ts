import { describe, expect, it } from 'vitest';

import { isValidEmail } from '../../shared/validation';
import { hasLoginErrors, validateLogin } from './login-validation';

describe('validateLogin', () => {
  it('asks for both when both are empty (EMAIL_PASSWORD_EMPTY)', () => {
    expect(validateLogin('', '')).toEqual({
      email: 'EMAIL_PASSWORD_EMPTY',
      password: 'EMAIL_PASSWORD_EMPTY',
    });
    expect(validateLogin('   ', '')).toEqual({
      email: 'EMAIL_PASSWORD_EMPTY',
      password: 'EMAIL_PASSWORD_EMPTY',
    });
  });

  it('asks for the email when only it is empty (EMPTY_EMAIL)', () => {
    expect(validateLogin('', 'secret')).toEqual({ email: 'EMPTY_EMAIL' });
  });

  it('rejects an email that does not match the pattern (INVALID_EMAIL_FORMAT)', () => {
    expect(validateLogin('ana.lee', 'secret')).toEqual({ email: 'INVALID_EMAIL_FORMAT' });
    expect(validateLogin('ana@northwind', 'secret')).toEqual({ email: 'INVALID_EMAIL_FORMAT' });
  });

  it('asks for the password when only it is empty', () => {
    expect(validateLogin('ana@northwind.example', '')).toEqual({ password: 'EMPTY_LOGIN_PASSWORD' });
  });

  it('accepts a well-formed email and a password', () => {
    const errors = validateLogin(' ana.lee@northwind.example ', 'secret');
    expect(errors).toEqual({});
    expect(hasLoginErrors(errors)).toBe(false);
    expect(hasLoginErrors({ email: 'EMPTY_EMAIL' })).toBe(true);
  });
});

describe('isValidEmail', () => {
  it.each(['a@b.co', 'first.last@sub.example.com', 'x_y+tag@example.museum', 'o&k*-1@d-1.example.org'])(
    'accepts %s',
    (email) => {
      expect(isValidEmail(email)).toBe(true);
    },
  );

  it.each([
    '',
    'plain',
    '@example.com',
    'a@b',
    'a@b.c',
    'a..b@example.com',
    'a b@example.com',
    'a@example.toolongtld',
  ])('rejects %s', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });
});
