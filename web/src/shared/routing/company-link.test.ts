import { describe, expect, it } from 'vitest';

import { companyDashboardPath, companyLinkKey, companyOfSearch } from './company-link';

describe('company links to the dashboard', () => {
  it('writes /dashboard?tickerId=&exchangeCountryId=&year=, without the year when unknown', () => {
    expect(companyDashboardPath({ tickerId: '6501.T', exchangeCountryId: 6, year: 2025 })).toBe(
      '/dashboard?tickerId=6501.T&exchangeCountryId=6&year=2025',
    );
    expect(companyDashboardPath({ tickerId: 'BRK A', exchangeCountryId: 1, year: null })).toBe(
      '/dashboard?tickerId=BRK+A&exchangeCountryId=1',
    );
  });

  it('reads the company back from the address', () => {
    expect(companyOfSearch('?tickerId=6501.T&exchangeCountryId=6&year=2025')).toEqual({
      tickerId: '6501.T',
      exchangeCountryId: 6,
      year: 2025,
    });
    expect(companyOfSearch(new URLSearchParams({ tickerId: 'BRK A', exchangeCountryId: '1' }))).toEqual({
      tickerId: 'BRK A',
      exchangeCountryId: 1,
    });
  });

  it('ignores addresses without a usable company, and a malformed year', () => {
    expect(companyOfSearch('')).toBeUndefined();
    expect(companyOfSearch('?share=abc')).toBeUndefined();
    expect(companyOfSearch('?tickerId=6501.T')).toBeUndefined();
    expect(companyOfSearch('?tickerId=6501.T&exchangeCountryId=0')).toBeUndefined();
    expect(companyOfSearch('?tickerId=6501.T&exchangeCountryId=six')).toBeUndefined();
    expect(companyOfSearch('?tickerId=%20&exchangeCountryId=6')).toBeUndefined();
    expect(companyOfSearch(`?tickerId=${'x'.repeat(65)}&exchangeCountryId=6`)).toBeUndefined();
    expect(companyOfSearch('?tickerId=6501.T&exchangeCountryId=6&year=20x5')).toEqual({
      tickerId: '6501.T',
      exchangeCountryId: 6,
    });
  });

  it('gives one key per company whatever the parameter order or other parameters', () => {
    const key = companyLinkKey('?year=2025&exchangeCountryId=6&tickerId=6501.T&tab=x');
    expect(key).toBe('tickerId=6501.T&exchangeCountryId=6&year=2025');
    expect(companyOfSearch(key)).toEqual({ tickerId: '6501.T', exchangeCountryId: 6, year: 2025 });
    expect(companyLinkKey('?share=abc')).toBe('');
  });
});
