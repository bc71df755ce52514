import { AUDITORS } from './auditors.js';
import { CLUSTER_CODES, CLUSTERS } from './clusters.js';
import { COUNTRIES, EXCHANGE_COUNTRIES, OFFSHORE_COUNTRIES } from './countries.js';
import { RATINGS } from './ratings.js';
import { INDUSTRY_GROUPS, SECTORS } from './sectors.js';
import { TRADING_STATUSES } from './trading-statuses.js';

const unique = <T>(values: readonly T[]): boolean => new Set(values).size === values.length;

describe('reference data', () => {
  it('has at least 30 exchange countries with unique ids, ISO codes, an index and a venue', () => {
    expect(EXCHANGE_COUNTRIES.length).toBeGreaterThanOrEqual(30);
    expect(unique(EXCHANGE_COUNTRIES.map((c) => c.exchange_countryID))).toBe(true);
    expect(unique(EXCHANGE_COUNTRIES.map((c) => c.iso2))).toBe(true);
    for (const country of EXCHANGE_COUNTRIES) {
      expect(country.iso2).toMatch(/^[A-Z]{2}$/);
      expect(country.indexName.length).toBeGreaterThan(1);
      expect(country.exchanges.length).toBeGreaterThan(0);
    }
    const names = EXCHANGE_COUNTRIES.map((c) => c.exchange_country);
    for (const name of ['China', 'India', 'Japan', 'United Kingdom', 'United States', 'Germany', 'France']) {
      expect(names).toContain(name);
    }
  });

  it('knows the offshore incorporation countries', () => {
    const names = COUNTRIES.map((c) => c.name);
    for (const name of ['Cayman Islands', 'Bermuda', 'Luxembourg', 'Netherlands'])
      expect(names).toContain(name);
    expect(unique(COUNTRIES.map((c) => c.iso2))).toBe(true);
    expect(OFFSHORE_COUNTRIES.length).toBeGreaterThan(0);
  });

  it('has 11 sectors and 25 industry groups, each in a sector, plus Unclassified (99 / 9999)', () => {
    expect(SECTORS).toHaveLength(12);
    expect(INDUSTRY_GROUPS).toHaveLength(26);
    expect(SECTORS.filter((s) => s.sector_name === 'Unclassified').map((s) => s.sectorID)).toEqual([99]);
    expect(INDUSTRY_GROUPS.filter((g) => g.sectorID === 99).map((g) => g.industry_groupID)).toEqual([9999]);
    const sectorIds = new Set(SECTORS.map((s) => s.sectorID));
    for (const group of INDUSTRY_GROUPS) expect(sectorIds.has(group.sectorID)).toBe(true);
    expect(unique(INDUSTRY_GROUPS.map((g) => g.industry_groupID))).toBe(true);
  });

  it('has the Big Four and at least 20 other auditors', () => {
    expect(AUDITORS.filter((a) => a.bigFour).map((a) => a.auditor)).toEqual([
      'Deloitte',
      'PwC',
      'EY',
      'KPMG',
    ]);
    expect(AUDITORS.filter((a) => !a.bigFour).length).toBeGreaterThanOrEqual(20);
    expect(unique(AUDITORS.map((a) => a.auditorID))).toBe(true);
  });

  it('has the trading statuses, the rating scale and the 14 clusters of the spec', () => {
    expect(TRADING_STATUSES).toEqual(['Active', 'Suspended', 'Delisted']);
    expect(RATINGS.join(' ')).toBe('A+ A A- B+ B B- C+ C C- D+ D D- E F');
    expect(CLUSTER_CODES.join(' ')).toBe('ac wo va sm ma iv ic gr ge cr go ca re as');
    expect(CLUSTERS.map((c) => c.code)).toEqual([...CLUSTER_CODES]);
  });
});
