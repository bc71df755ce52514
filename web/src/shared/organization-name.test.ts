import { describe, expect, it } from 'vitest';

import { hasMaliciousContent, isValidOrganizationName } from './organization-name';

describe('organisation name', () => {
  it("accepts letters, digits, spaces and - . & ' like the server", () => {
    for (const name of ['Acme Capital', 'Smith & Co.', "O'Neil-Partners 2", 'Société Générale', '  Acme  ']) {
      expect(isValidOrganizationName(name), name).toBe(true);
    }
  });

  it('refuses empty names, other characters, a leading symbol and names over 255 characters', () => {
    for (const name of ['', '   ', 'Acme!', 'Acme <b>', 'Acme_Co', '-Acme', '.Acme', 'a'.repeat(256)]) {
      expect(isValidOrganizationName(name), name).toBe(false);
    }
    expect(isValidOrganizationName('a'.repeat(255))).toBe(true);
  });

  it('finds markup that the sanitiser would change, not plain text', () => {
    expect(hasMaliciousContent('Acme Capital')).toBe(false);
    expect(hasMaliciousContent('Smith & Co')).toBe(false);
    expect(hasMaliciousContent('a < b > c')).toBe(false);
    expect(hasMaliciousContent('<script>alert(1)</script>Acme')).toBe(true);
    expect(hasMaliciousContent('<img src=x onerror=alert(1)>')).toBe(true);
    expect(hasMaliciousContent('<b>Acme</b>')).toBe(true);
    expect(hasMaliciousContent('Acme<!-- hidden -->')).toBe(true);
  });
});
