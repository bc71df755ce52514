import { describe, expect, it } from 'vitest';

import { decodeReportValue, encodeReportValue, reportHref } from './report-value';

const target = { tickerId: 'NWC-US', exchangeCountryId: 1, year: 2022 };

function base64Url(text: string): string {
  return btoa(text).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

describe('report value', () => {
  it('is base64url of the JSON target, without padding', () => {
    const value = encodeReportValue(target);
    expect(value).toBe(base64Url(JSON.stringify(target)));
    expect(value).toMatch(/^[\w-]+$/);
  });

  it('round-trips, dropping extra fields', () => {
    expect(decodeReportValue(encodeReportValue(target))).toEqual(target);
    expect(decodeReportValue(encodeReportValue({ ...target, extra: 1 } as typeof target))).toEqual(target);
    expect(decodeReportValue(encodeReportValue({ ...target, tickerId: '600519-CN' }))).toEqual({
      ...target,
      tickerId: '600519-CN',
    });
  });

  it('decodes a value with the characters base64url replaces', () => {
    const withSpecials = { tickerId: '??>>~~', exchangeCountryId: 1, year: 2020 };
    const value = encodeReportValue(withSpecials);
    expect(value).not.toMatch(/[+/=]/);
    expect(decodeReportValue(value)).toEqual(withSpecials);
  });

  it.each([
    ['missing', null],
    ['empty', ''],
    ['not base64url', 'abc+/=='],
    ['impossible length', 'abcde'],
    ['not JSON', base64Url('hello')],
    ['an array', base64Url('[1,2]')],
    ['no ticker', base64Url(JSON.stringify({ exchangeCountryId: 1, year: 2022 }))],
    ['a blank ticker', base64Url(JSON.stringify({ ...target, tickerId: ' ' }))],
    ['a year as text', base64Url(JSON.stringify({ ...target, year: '2022' }))],
    ['a year out of range', base64Url(JSON.stringify({ ...target, year: 1800 }))],
    ['a fractional exchange', base64Url(JSON.stringify({ ...target, exchangeCountryId: 1.5 }))],
    ['exchange 0', base64Url(JSON.stringify({ ...target, exchangeCountryId: 0 }))],
  ])('rejects %s', (_, value) => {
    expect(decodeReportValue(value)).toBeUndefined();
  });

  it('builds the route address', () => {
    expect(reportHref(target)).toBe(`/report?reportValue=${encodeReportValue(target)}`);
  });
});
