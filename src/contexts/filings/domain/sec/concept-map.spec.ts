import type { LineItemName } from '../../../screening/domain/published/universe.js';
import { mapSecFacts, type SecMapping, type SecStatementYear } from './annual-statements.js';
import { describeSource, LINE_ITEM_MAPPINGS } from './concept-map.js';
import { secScoringCompany } from './sec-company.js';
import { secProfile } from './sec-company.fixtures.js';
import type { SecFact } from './sec-facts.js';

/*
 * The concept table's fallbacks and sums (docs/sec-edgar.md, "The concept table"), each on a made-up
 * filer: a 10-K of fiscal 2024 (with total assets, so that the year exists) and the facts under test,
 * in $ millions.
 */

const K2024 = { accn: '0000000001-24-000001', form: '10-K', filed: '2024-11-01' };
const KA2024 = { accn: '0000000001-25-000002', form: '10-K/A', filed: '2025-01-20' };
const FY2024 = { start: '2023-10-01', end: '2024-09-28' };
const END2024 = { end: '2024-09-28' };

type Filing = typeof K2024;

/** A flow of fiscal 2024 (or a stock at its end, for the balance-sheet items) in a filing, $ millions. */
function fact(concept: string, millions: number, stock: boolean, filing: Filing = K2024): SecFact {
  return {
    taxonomy: 'us-gaap',
    concept,
    unit: 'USD',
    start: stock ? null : FY2024.start,
    end: stock ? END2024.end : FY2024.end,
    value: millions * 1e6,
    accn: filing.accn,
    form: filing.form,
    filed: filing.filed,
  };
}

const STOCKS: ReadonlySet<LineItemName> = new Set(
  LINE_ITEM_MAPPINGS.filter((mapping) => mapping.measure === 'stock').map((mapping) => mapping.item),
);

/** The mapping of a made-up filer's facts. */
function mapped(facts: SecFact[]): SecMapping {
  const outcome = mapSecFacts({ cik: 1, entityName: 'Made Up Inc.', facts });
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.mapping;
}

/** Fiscal 2024 of a filer reporting `facts` (concept → $m) for `item`, in one 10-K unless given. */
function year(
  item: LineItemName,
  facts: Record<string, number>,
  more: readonly SecFact[] = [],
): SecStatementYear {
  const stock = STOCKS.has(item);
  const mapping = mapped([
    // A flow fixes the fiscal year's end; total assets make the year a balance sheet.
    fact('Revenues', 1000, false),
    fact('Assets', 5000, true),
    ...Object.entries(facts).map(([concept, value]) => fact(concept, value, stock)),
    ...more,
  ]);
  const found = mapping.years.find((y) => y.year === 2024);
  if (!found) throw new Error('no fiscal 2024');
  return found;
}

/** The value and source (concept or formula, with its taxonomy) of an item. */
function read(item: LineItemName, facts: Record<string, number>, more: readonly SecFact[] = []) {
  const y = year(item, facts, more);
  return { value: y[item], source: y.sources[item]?.concept ?? null };
}

describe('concept table: cost of revenue', () => {
  it('sums cost of goods and cost of services when the filing reports no total, never one part as the whole', () => {
    expect(read('cogs', { CostOfGoodsSold: 600, CostOfServices: 150 })).toEqual({
      value: 750,
      source: 'us-gaap:CostOfGoodsSold + us-gaap:CostOfServices',
    });
  });

  it('takes the total when the filing reports it beside its parts', () => {
    expect(read('cogs', { CostOfRevenue: 760, CostOfGoodsSold: 600, CostOfServices: 150 })).toEqual({
      value: 760,
      source: 'us-gaap:CostOfRevenue',
    });
    expect(
      read('cogs', { CostOfGoodsAndServicesSold: 755, CostOfGoodsSold: 600, CostOfServices: 150 }),
    ).toEqual({ value: 755, source: 'us-gaap:CostOfGoodsAndServicesSold' });
  });

  it('takes one part alone when it is the only one, and never adds parts of two filings', () => {
    expect(read('cogs', { CostOfGoodsSold: 600 })).toEqual({ value: 600, source: 'us-gaap:CostOfGoodsSold' });
    // The 10-K reports goods, its amendment services: the first report stands, no sum across them.
    expect(read('cogs', { CostOfGoodsSold: 600 }, [fact('CostOfServices', 150, false, KA2024)])).toEqual({
      value: 600,
      source: 'us-gaap:CostOfGoodsSold',
    });
  });
});

describe('concept table: SG&A', () => {
  it('adds selling expense to general and administrative expense', () => {
    expect(read('sga', { GeneralAndAdministrativeExpense: 80, SellingExpense: 120 })).toEqual({
      value: 200,
      source:
        'us-gaap:GeneralAndAdministrativeExpense + [us-gaap:SellingAndMarketingExpense | us-gaap:SellingExpense]',
    });
  });

  it('adds selling and marketing expense rather than selling expense when both are reported (one part, never twice)', () => {
    const both = {
      GeneralAndAdministrativeExpense: 80,
      SellingAndMarketingExpense: 150,
      SellingExpense: 120,
    };
    expect(read('sga', both).value).toBe(230);
    expect(read('sga', { ...both, SellingGeneralAndAdministrativeExpense: 240 })).toEqual({
      value: 240,
      source: 'us-gaap:SellingGeneralAndAdministrativeExpense',
    });
  });
});

describe('concept table: other intangible assets', () => {
  it('sums finite-lived and indefinite-lived intangibles when no total is reported', () => {
    expect(
      read('otherIntangibles', {
        FiniteLivedIntangibleAssetsNet: 300,
        IndefiniteLivedIntangibleAssetsExcludingGoodwill: 90,
      }),
    ).toEqual({
      value: 390,
      source:
        'us-gaap:FiniteLivedIntangibleAssetsNet + us-gaap:IndefiniteLivedIntangibleAssetsExcludingGoodwill',
    });
    expect(read('otherIntangibles', { FiniteLivedIntangibleAssetsNet: 300 }).value).toBe(300);
  });

  it('takes the total when reported, and the "other intangible assets" line when it is the only one', () => {
    expect(
      read('otherIntangibles', {
        IntangibleAssetsNetExcludingGoodwill: 395,
        FiniteLivedIntangibleAssetsNet: 300,
        IndefiniteLivedIntangibleAssetsExcludingGoodwill: 90,
      }),
    ).toEqual({ value: 395, source: 'us-gaap:IntangibleAssetsNetExcludingGoodwill' });
    expect(read('otherIntangibles', { OtherIntangibleAssetsNet: 14.5 })).toEqual({
      value: 14.5,
      source: 'us-gaap:OtherIntangibleAssetsNet',
    });
  });
});

describe('concept table: long-term debt', () => {
  const SUM =
    '[us-gaap:ConvertibleDebtNoncurrent | us-gaap:ConvertibleSubordinatedDebtNoncurrent] + ' +
    '[us-gaap:CapitalLeaseObligationsNoncurrent] + [us-gaap:OtherLongTermDebtNoncurrent]';

  it('sums the noncurrent convertible, capital lease and other debt lines when no total is reported', () => {
    expect(
      read('longTermDebt', {
        ConvertibleDebtNoncurrent: 1000,
        CapitalLeaseObligationsNoncurrent: 20,
        OtherLongTermDebtNoncurrent: 5,
      }),
    ).toEqual({ value: 1025, source: SUM });
    expect(read('longTermDebt', { ConvertibleDebtNoncurrent: 1871 }).value).toBe(1871);
    expect(read('longTermDebt', { CapitalLeaseObligationsNoncurrent: 25 }).value).toBe(25);
  });

  it('counts subordinated convertible debt as the convertible part, never beside convertible debt', () => {
    expect(read('longTermDebt', { ConvertibleSubordinatedDebtNoncurrent: 340 }).value).toBe(340);
    expect(
      read('longTermDebt', { ConvertibleDebtNoncurrent: 500, ConvertibleSubordinatedDebtNoncurrent: 340 })
        .value,
    ).toBe(500);
  });

  it('takes one class of notes when the filing reports nothing else, in order, never summed', () => {
    expect(
      read('longTermDebt', { SeniorLongTermNotes: 700, SeniorNotes: 700, UnsecuredLongTermDebt: 900 }),
    ).toEqual({ value: 700, source: 'us-gaap:SeniorLongTermNotes' });
    expect(read('longTermDebt', { SeniorNotes: 650 }).source).toBe('us-gaap:SeniorNotes');
    expect(read('longTermDebt', { UnsecuredLongTermDebt: 7319 }).source).toBe(
      'us-gaap:UnsecuredLongTermDebt',
    );
    // A noncurrent line wins over the notes, a total over both.
    expect(read('longTermDebt', { SeniorNotes: 650, CapitalLeaseObligationsNoncurrent: 20 }).value).toBe(20);
    expect(
      read('longTermDebt', {
        LongTermDebtNoncurrent: 1200,
        ConvertibleDebtNoncurrent: 1000,
        SeniorNotes: 650,
      }),
    ).toEqual({ value: 1200, source: 'us-gaap:LongTermDebtNoncurrent' });
  });
});

describe('concept table: cash from operations', () => {
  const CONTINUING = 'NetCashProvidedByUsedInOperatingActivitiesContinuingOperations';
  const DISCONTINUED = 'CashProvidedByUsedInOperatingActivitiesDiscontinuedOperations';

  it('sums continuing and discontinued operations when no total is reported', () => {
    expect(read('cfo', { [CONTINUING]: 400, [DISCONTINUED]: -30 })).toEqual({
      value: 370,
      source: `us-gaap:${CONTINUING} + us-gaap:${DISCONTINUED}`,
    });
    expect(read('cfo', { [CONTINUING]: 400 })).toEqual({ value: 400, source: `us-gaap:${CONTINUING}` });
    expect(
      read('cfo', { NetCashProvidedByUsedInOperatingActivities: 371, [CONTINUING]: 400, [DISCONTINUED]: -30 })
        .value,
    ).toBe(371);
  });
});

describe('concept table: partnerships, LLCs, banks, utilities, REITs, oil and gas', () => {
  it("reads the equity of partnerships and LLCs, the parent's before the one with non-controlling interest", () => {
    expect(read('equity', { PartnersCapital: 800 })).toEqual({
      value: 800,
      source: 'us-gaap:PartnersCapital',
    });
    expect(
      read('equity', {
        PartnersCapital: 800,
        PartnersCapitalIncludingPortionAttributableToNoncontrollingInterest: 850,
      }).value,
    ).toBe(800);
    expect(
      read('equity', { PartnersCapitalIncludingPortionAttributableToNoncontrollingInterest: 850 }).value,
    ).toBe(850);
    expect(read('equity', { MembersEquity: 90 })).toEqual({ value: 90, source: 'us-gaap:MembersEquity' });
    expect(read('equity', { StockholdersEquity: 700, PartnersCapital: 800 }).value).toBe(700);
  });

  it('reads the cash of banks: with federal funds sold, else cash and due from banks', () => {
    expect(read('cash', { CashAndDueFromBanks: 40, CashCashEquivalentsAndFederalFundsSold: 65 })).toEqual({
      value: 65,
      source: 'us-gaap:CashCashEquivalentsAndFederalFundsSold',
    });
    expect(read('cash', { CashAndDueFromBanks: 40 })).toEqual({
      value: 40,
      source: 'us-gaap:CashAndDueFromBanks',
    });
    expect(read('cash', { CashAndCashEquivalentsAtCarryingValue: 70, CashAndDueFromBanks: 40 }).value).toBe(
      70,
    );
  });

  /** Fiscal 2024 of a filer with no Revenues line, its revenue under `concepts` ($m). */
  function revenueOf(concepts: Record<string, number>) {
    const mapping = mapped([
      fact('Assets', 5000, true),
      ...Object.entries(concepts).map(([concept, value]) => fact(concept, value, false)),
    ]);
    const y = mapping.years[0]!;
    return { value: y.revenue, source: y.sources.revenue?.concept ?? null, revisions: y.revisions };
  }

  it('reads the revenue totals of utilities, REITs, oil and gas and financial services, in that order', () => {
    for (const concept of [
      'RegulatedAndUnregulatedOperatingRevenue',
      'RealEstateRevenueNet',
      'OilAndGasRevenue',
      'FinancialServicesRevenue',
    ])
      expect(revenueOf({ [concept]: 900 })).toMatchObject({ value: 900, source: `us-gaap:${concept}` });
    expect(revenueOf({ OilAndGasRevenue: 900, RealEstateRevenueNet: 100 }).source).toBe(
      'us-gaap:RealEstateRevenueNet',
    );
    expect(revenueOf({ Revenues: 1000, OilAndGasRevenue: 900 }).source).toBe('us-gaap:Revenues');
  });

  it("reads a bank's revenue as interest and dividend income plus noninterest income", () => {
    expect(revenueOf({ InterestAndDividendIncomeOperating: 500, NoninterestIncome: 120 })).toMatchObject({
      value: 620,
      source: 'us-gaap:InterestAndDividendIncomeOperating + [us-gaap:NoninterestIncome]',
    });
    expect(revenueOf({ InterestAndDividendIncomeOperating: 500 }).value).toBe(500);
  });

  it('never calls a later filing’s Revenues a revision of an industry total: another figure, not a rename', () => {
    const mapping = mapped([
      fact('Assets', 5000, true),
      fact('OilAndGasRevenue', 900, false),
      fact('Revenues', 1300, false, KA2024),
    ]);
    expect(mapping.years[0]?.revenue).toBe(900);
    expect(mapping.years[0]?.revisions).toEqual([]);
  });
});

describe('a formula is the figure’s source where the concept is shown', () => {
  it('stores the sum’s formula as the line’s provenance, as it stores a concept', () => {
    const mapping = mapped([
      fact('Revenues', 1000, false),
      fact('CostOfGoodsSold', 600, false),
      fact('CostOfServices', 150, false),
      fact('Assets', 5000, true),
    ]);
    const company = secScoringCompany(secProfile({ tickerId: 'SUMS', name: 'Sums Inc.' }), 1, mapping);
    expect(company.statements[0]?.provenance?.items.cogs).toBe(
      'us-gaap:CostOfGoodsSold + us-gaap:CostOfServices',
    );
  });

  it('describes alternatives for one part with a bar', () => {
    expect(describeSource({ sum: ['A'], optional: [['B', 'C'], 'D'] })).toBe('A + [B | C] + [D]');
  });
});
