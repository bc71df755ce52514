import { describe, expect, it } from 'vitest';

import { matchBannerEnvironment } from './match-banner-environment';

const bannerHosts = {
  TEST: ['^test\\.ledgerscope\\.com$', '^uat-'],
  DEVELOPMENT: ['^localhost$', '^127\\.0\\.0\\.1$', '\\.dev\\.ledgerscope\\.com$'],
};

describe('matchBannerEnvironment', () => {
  it('names the environment whose pattern matches the hostname', () => {
    expect(matchBannerEnvironment('test.ledgerscope.com', bannerHosts)).toBe('TEST');
    expect(matchBannerEnvironment('uat-eu.ledgerscope.com', bannerHosts)).toBe('TEST');
    expect(matchBannerEnvironment('localhost', bannerHosts)).toBe('DEVELOPMENT');
    expect(matchBannerEnvironment('api.dev.ledgerscope.com', bannerHosts)).toBe('DEVELOPMENT');
  });

  it('shows no banner for other hosts, such as production', () => {
    expect(matchBannerEnvironment('app.ledgerscope.com', bannerHosts)).toBeUndefined();
  });

  it('checks TEST before DEVELOPMENT', () => {
    expect(matchBannerEnvironment('localhost', { TEST: ['local'], DEVELOPMENT: ['^localhost$'] })).toBe(
      'TEST',
    );
  });

  it('ignores case, invalid patterns and missing lists', () => {
    expect(matchBannerEnvironment('LOCALHOST', bannerHosts)).toBe('DEVELOPMENT');
    expect(matchBannerEnvironment('localhost', { TEST: ['(unclosed'], DEVELOPMENT: ['^localhost$'] })).toBe(
      'DEVELOPMENT',
    );
    expect(matchBannerEnvironment('localhost', { TEST: [''] })).toBeUndefined();
    expect(matchBannerEnvironment('localhost', {})).toBeUndefined();
    expect(matchBannerEnvironment('localhost', undefined)).toBeUndefined();
  });
});
