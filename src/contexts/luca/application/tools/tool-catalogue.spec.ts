import { scopeOf } from './tool-catalogue.js';

describe('scopeOf (screen_companies arguments)', () => {
  it('reads an industry group, also when a model passes it as the sector', () => {
    expect(scopeOf('', 'Banks')).toEqual({ sector: null, industryGroup: { id: 4010, name: 'Banks' } });
    expect(scopeOf('Banks', '')).toEqual({ sector: null, industryGroup: { id: 4010, name: 'Banks' } });
    expect(scopeOf('insurers', '')).toEqual({ sector: null, industryGroup: { id: 4030, name: 'Insurance' } });
  });

  it('keeps a sector, and drops it for a group of its own (the narrower scope)', () => {
    expect(scopeOf('Financials', '')).toEqual({
      sector: { id: 40, name: 'Financials' },
      industryGroup: null,
    });
    expect(scopeOf('Financials', 'Banks')).toEqual({
      sector: null,
      industryGroup: { id: 4010, name: 'Banks' },
    });
    expect(scopeOf('Industrials', 'Banks')).toEqual({
      sector: { id: 20, name: 'Industrials' },
      industryGroup: { id: 4010, name: 'Banks' },
    });
  });
});
