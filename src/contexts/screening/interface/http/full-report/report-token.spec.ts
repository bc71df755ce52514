import { signReportGrant, verifyReportToken, type ReportGrant } from './report-token.js';

const grant: ReportGrant = {
  tickerId: 'ACME-US',
  exchangeCountryId: 1,
  year: 2025,
  tenantId: 't1',
  exp: 1_000,
};

describe('full-report token', () => {
  it('round-trips a grant before it expires', () => {
    expect(verifyReportToken(signReportGrant(grant, 'secret'), 'secret', 999)).toEqual(grant);
  });

  it('refuses an expired token, another key, a changed payload and garbage', () => {
    const token = signReportGrant(grant, 'secret');
    expect(verifyReportToken(token, 'secret', 1_000)).toBeUndefined();
    expect(verifyReportToken(token, 'other', 10)).toBeUndefined();
    const [, signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...grant, tenantId: 't2' })).toString('base64url');
    expect(verifyReportToken(`${forged}.${signature}`, 'secret', 10)).toBeUndefined();
    expect(verifyReportToken('not-a-token', 'secret', 10)).toBeUndefined();
    expect(verifyReportToken('a.b.c', 'secret', 10)).toBeUndefined();
  });
});
