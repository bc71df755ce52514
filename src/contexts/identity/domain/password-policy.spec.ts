import fc from 'fast-check';
// The web app's copy of the policy (it may not import the API's code): this test keeps the two one rule.
import {
  meetsPasswordPolicy,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '../../../../web/src/features/auth/password-policy.js';
import { IdentityError } from './identity-error.js';
import { assertPasswordPolicy, PASSWORD_POLICY_MESSAGE } from './password-policy.js';

/** The server's rule as a yes or no. */
function serverAccepts(password: string): boolean {
  try {
    assertPasswordPolicy(password);
    return true;
  } catch (error) {
    if (error instanceof IdentityError && error.code === 'INVALID_PASSWORD') return false;
    throw error;
  }
}

describe('password policy', () => {
  it('refuses with INVALID_PASSWORD and the policy text', () => {
    expect(() => assertPasswordPolicy('abc')).toThrow(PASSWORD_POLICY_MESSAGE);
    expect(PASSWORD_POLICY_MESSAGE).toBe(
      'Password must be 8 to 128 characters long and contain a lowercase letter, an uppercase letter, a digit and a special character.',
    );
  });

  it.each([
    ['', false],
    ['abc', false],
    ['Abcde1!', false],
    ['Abcdef1!', true],
    ['abcdef1!', false],
    ['ABCDEF1!', false],
    ['Abcdefg!', false],
    ['Abcdefg1', false],
    ['Abcdef 1', true],
    ['Ünïcödé1A!', true],
    ['Ünïcödé1a!', false],
    [`Ab1!${'x'.repeat(124)}`, true],
    [`Ab1!${'x'.repeat(125)}`, false],
  ])('the web and the server agree on %j (%s)', (password, accepted) => {
    expect(serverAccepts(password)).toBe(accepted);
    expect(meetsPasswordPolicy(password)).toBe(accepted);
  });

  it('the web mirror takes every password the server takes, and refuses every one it refuses', () => {
    expect([PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH]).toEqual([8, 128]);
    // Short and long strings of any characters, and strings built from the four classes (likelier to pass).
    const classes = fc.constantFrom('a', 'z', 'A', 'Z', '0', '9', '!', ' ', '_', 'é', '€', '😀');
    const built = fc.array(classes, { minLength: 0, maxLength: 140 }).map((parts) => parts.join(''));
    const anything = fc.string({ unit: 'grapheme', maxLength: 140 });
    fc.assert(
      fc.property(
        fc.oneof(built, anything),
        (password) => meetsPasswordPolicy(password) === serverAccepts(password),
      ),
      { numRuns: 2_000 },
    );
  });
});
