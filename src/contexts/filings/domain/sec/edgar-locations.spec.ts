import { COUNTRIES } from '../../../screening/domain/published/reference-data.js';
import {
  companyCountries,
  EDGAR_LOCATIONS,
  findEdgarLocation,
  isoOfEdgarCode,
  TERRITORY_SOVEREIGNS,
} from './edgar-locations.js';

const countries = (stateOfIncorporation: string | null, businessStateOrCountry: string | null) =>
  companyCountries({ stateOfIncorporation, businessStateOrCountry });

describe('EDGAR_LOCATIONS', () => {
  it('has unique codes, ISO alpha-2 countries and the 50 states with DC', () => {
    const codes = EDGAR_LOCATIONS.map((location) => location.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const location of EDGAR_LOCATIONS) {
      expect(location.code).toMatch(/^[A-Z0-9]{2}$/);
      expect(location.iso2).toMatch(/^[A-Z]{2}$/);
    }
    const states = EDGAR_LOCATIONS.filter(
      (l) => l.iso2 === 'US' && /^[A-Z]{2}$/.test(l.code) && l.code !== 'X1',
    );
    expect(states).toHaveLength(51);
  });

  it('has a code for every country of the product (exchange and offshore)', () => {
    const reachable = new Set(EDGAR_LOCATIONS.map((location) => location.iso2));
    expect(COUNTRIES.filter((country) => !reachable.has(country.iso2)).map((c) => c.iso2)).toEqual([]);
  });

  it('maps territories only, and only to countries of the product', () => {
    const known = new Set(COUNTRIES.map((country) => country.iso2));
    for (const [territory, sovereign] of Object.entries(TERRITORY_SOVEREIGNS)) {
      expect(known.has(territory)).toBe(false);
      expect(known.has(sovereign)).toBe(true);
    }
  });
});

describe('isoOfEdgarCode', () => {
  it('maps US states, DC and X1 to US, whatever the case and spacing', () => {
    for (const code of ['AL', 'CA', 'DE', 'NY', 'TX', 'WA', 'WY', 'DC', 'X1', 'de', ' ca ']) {
      expect(isoOfEdgarCode(code)).toBe('US');
    }
  });

  it('keeps the US territories their own ISO codes', () => {
    expect(isoOfEdgarCode('PR')).toBe('PR');
    expect(isoOfEdgarCode('VI')).toBe('VI');
    expect(isoOfEdgarCode('GU')).toBe('GU');
    expect(isoOfEdgarCode('B5')).toBe('AS');
  });

  it('maps the Canadian provinces (A0-A9, B0) and Z4 to CA', () => {
    for (const code of ['A0', 'A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'A7', 'A8', 'A9', 'B0', 'Z4']) {
      expect(isoOfEdgarCode(code)).toBe('CA');
    }
  });

  it("maps EDGAR's country codes", () => {
    const expected: Record<string, string> = {
      E9: 'KY',
      D0: 'BM',
      D8: 'VG',
      Y9: 'JE',
      Y7: 'GG',
      N4: 'LU',
      X0: 'GB',
      '2M': 'DE',
      I0: 'FR',
      M0: 'JP',
      F4: 'CN',
      K7: 'IN',
      K3: 'HK',
      C3: 'AU',
      M5: 'KR',
      F5: 'TW',
      U0: 'SG',
      V8: 'CH',
      P7: 'NL',
      L6: 'IT',
      U3: 'ES',
      V7: 'SE',
      Q8: 'NO',
      G7: 'DK',
      H9: 'FI',
      C9: 'BE',
      D5: 'BR',
      O5: 'MX',
      T3: 'ZA',
      N8: 'MY',
      K8: 'ID',
      W1: 'TH',
      R6: 'PH',
      L3: 'IL',
      W8: 'TR',
      R9: 'PL',
      T0: 'SA',
      Q2: 'NZ',
      L2: 'IE',
      C4: 'AT',
      S1: 'PT',
      Q1: 'VN',
      F3: 'CL',
      '1T': 'MH',
      R1: 'PA',
      Y8: 'IM',
    };
    for (const [code, iso2] of Object.entries(expected))
      expect([code, isoOfEdgarCode(code)]).toEqual([code, iso2]);
    expect(findEdgarLocation('e9')?.name).toBe('Cayman Islands');
  });

  it('has no ISO code for nothing, XX (unknown) or a code EDGAR does not define', () => {
    for (const code of [null, '', '  ', 'XX', 'ZZ', 'Germany', '99']) expect(isoOfEdgarCode(code)).toBeNull();
  });
});

describe('companyCountries', () => {
  it('takes both countries as they are when the product knows them', () => {
    expect(countries('CA', 'CA')).toEqual({ incorporationIso2: 'US', domicileIso2: 'US', notes: [] });
    expect(countries('E9', 'CA')).toEqual({ incorporationIso2: 'KY', domicileIso2: 'US', notes: [] });
    expect(countries('D0', 'X0')).toEqual({ incorporationIso2: 'BM', domicileIso2: 'GB', notes: [] });
    expect(countries('M0', 'M0')).toEqual({ incorporationIso2: 'JP', domicileIso2: 'JP', notes: [] });
    expect(countries('A6', 'A1')).toEqual({ incorporationIso2: 'CA', domicileIso2: 'CA', notes: [] });
  });

  it("uses a territory's sovereign, and says so", () => {
    const result = countries('PR', 'VI');
    expect(result.incorporationIso2).toBe('US');
    expect(result.domicileIso2).toBe('US');
    expect(result.notes).toEqual([
      'incorporation: Puerto Rico (EDGAR PR, ISO PR) is not a country of the product; its sovereign United States (US) is used',
      'domicile: Virgin Islands, U.S. (EDGAR VI, ISO VI) is not a country of the product; its sovereign United States (US) is used',
    ]);
    expect(countries('Y8', 'X0')).toMatchObject({ incorporationIso2: 'GB', domicileIso2: 'GB' });
    expect(countries('N5', 'N5')).toMatchObject({ incorporationIso2: 'CN', domicileIso2: 'CN' });
  });

  it("takes a missing code from the other field's country", () => {
    expect(countries(null, 'NE')).toEqual({
      incorporationIso2: 'US',
      domicileIso2: 'US',
      notes: ['incorporation: no EDGAR code; the domicile country United States (US) is used'],
    });
    expect(countries('2M', null)).toEqual({
      incorporationIso2: 'DE',
      domicileIso2: 'DE',
      notes: ['domicile: no EDGAR code; the incorporation country Germany (DE) is used'],
    });
    expect(countries('ZZ', 'A6')).toEqual({
      incorporationIso2: 'CA',
      domicileIso2: 'CA',
      notes: ["incorporation: unknown EDGAR code 'ZZ'; the domicile country Canada (CA) is used"],
    });
  });

  it('falls back to the exchange country for a country the product does not list, or for nothing', () => {
    expect(countries('1T', 'J3')).toEqual({
      incorporationIso2: 'US',
      domicileIso2: 'US',
      notes: [
        'incorporation: Marshall Islands (EDGAR 1T, ISO MH) is not a country of the product; the exchange country United States (US) is used',
        'domicile: Greece (EDGAR J3, ISO GR) is not a country of the product; the exchange country United States (US) is used',
      ],
    });
    // Panama is not borrowed by the domicile, nor Florida by the incorporation.
    expect(countries('R1', 'FL')).toMatchObject({ incorporationIso2: 'US', domicileIso2: 'US' });
    expect(countries('R1', 'M0')).toMatchObject({ incorporationIso2: 'US', domicileIso2: 'JP' });
    expect(countries(null, '')).toEqual({
      incorporationIso2: 'US',
      domicileIso2: 'US',
      notes: [
        'incorporation: no EDGAR code; the exchange country United States (US) is used',
        'domicile: no EDGAR code; the exchange country United States (US) is used',
      ],
    });
  });

  it('always returns countries of the product', () => {
    const known = new Set(COUNTRIES.map((country) => country.iso2));
    for (const { code } of EDGAR_LOCATIONS) {
      const result = countries(code, code);
      expect(known.has(result.incorporationIso2)).toBe(true);
      expect(known.has(result.domicileIso2)).toBe(true);
    }
  });
});
