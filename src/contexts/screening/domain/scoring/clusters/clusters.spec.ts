import type { FinancialStatement } from '../../published/universe.js';
import { WORKED_EXAMPLE_T, WORKED_EXAMPLE_T1, WORKED_EXAMPLE_T2 } from '../worked-example.js';
import {
  accrualsCluster,
  assetQualityCluster,
  assetValuationCluster,
  capitalisedCostsCluster,
  cashCluster,
  CLUSTER_FUNCTIONS,
  creditAndReceivablesCluster,
  earningsSmoothingCluster,
  gearingCluster,
  goodwillCluster,
  growthCluster,
  inventoryCluster,
  marginsCluster,
  revenueQualityCluster,
  workingCapitalCluster,
  type ClusterContext,
} from './index.js';
import { CLUSTER_CODES } from '../../reference/clusters.js';

const context: ClusterContext = {
  cur: WORKED_EXAMPLE_T,
  prev: WORKED_EXAMPLE_T1,
  prev2: WORKED_EXAMPLE_T2,
  history: [WORKED_EXAMPLE_T2, WORKED_EXAMPLE_T1, WORKED_EXAMPLE_T],
};
const firstYear: ClusterContext = {
  cur: WORKED_EXAMPLE_T,
  prev: null,
  prev2: null,
  history: [WORKED_EXAMPLE_T],
};

describe('clusters on the worked example (docs/risk-model.md)', () => {
  it('ac: TATA = (90 - 30) / 1250 = 4.8%', () => {
    const result = accrualsCluster(context);
    expect(result.value).toBeCloseTo(0.048, 12);
    expect(result.comment).toBe('Accruals are 4.8% of total assets: net income exceeds operating cash flow.');
  });

  it('wo: (400 - 76) / 1200 - (250 - 50) / 1000 = 0.27 - 0.20 = +0.07', () => {
    const result = workingCapitalCluster(context);
    expect(result.value).toBeCloseTo(0.07, 12);
    expect(result.comment).toBe('Non-cash current assets rose from 20% to 27% of revenue.');
  });

  it('va: soft assets (1250 - 500 - 76) / 1250 = 53.92%, a year earlier (1000 - 450 - 50) / 1000 = 50%', () => {
    const result = assetValuationCluster(context);
    expect(result.value).toBeCloseTo(0.5392, 12);
    expect(result.comment).toBe(
      'Soft assets (other than PP&E and cash) are 54% of total assets (50% a year earlier).',
    );
  });

  it('sm: sd(NI / TA) / sd(CFO / TA)', () => {
    // NI / TA = 0.05, 0.06, 0.07 (sd 0.01); CFO / TA = 0.02, 0.06, 0.10 (sd 0.04): 0.01 / 0.04 = 0.25
    const year = (y: number, ni: number, cfo: number): FinancialStatement => ({
      ...WORKED_EXAMPLE_T,
      year: y,
      netIncome: ni,
      cfo,
      totalAssets: 100,
    });
    const history = [year(2022, 5, 2), year(2023, 6, 6), year(2024, 7, 10)];
    const result = earningsSmoothingCluster({
      cur: history[2] as FinancialStatement,
      prev: null,
      prev2: null,
      history,
    });
    expect(result.value).toBeCloseTo(0.25, 12);
    expect(result.comment).toBe(
      'Earnings are 0.25x as volatile as operating cash flow over the last 3 years.',
    );
  });

  it('sm: needs three years and a varying cash flow', () => {
    expect(earningsSmoothingCluster({ ...context, history: context.history.slice(1) }).value).toBeNull();
    const flat = context.history.map((s) => ({ ...s, cfo: 10, totalAssets: 100 }));
    expect(earningsSmoothingCluster({ ...context, history: flat }).value).toBeNull();
  });

  it('ma: GMI = 0.40 / 0.35 = 1.142857, SGAI 0.90', () => {
    const result = marginsCluster(context);
    expect(result.value).toBeCloseTo(0.4 / 0.35, 12);
    expect(result.comment).toBe(
      'Gross margin fell from 40.0% to 35.0% (GMI 1.14); SG&A to sales index 0.90.',
    );
  });

  it('iv: (120 - 80) / 1125 = 3.56% of average assets; days 80 / 600 x 365 = 49 to 120 / 780 x 365 = 56', () => {
    const result = inventoryCluster(context);
    expect(result.value).toBeCloseTo(40 / 1125, 12);
    expect(result.comment).toBe(
      'Inventory grew by 3.6% of average total assets; days of inventory rose from 49 to 56.',
    );
  });

  it('ic: other intangibles 100 / 1000 = 10.0% to 150 / 1200 = 12.5% of revenue, +0.025', () => {
    const result = capitalisedCostsCluster(context);
    expect(result.value).toBeCloseTo(0.025, 12);
    expect(result.comment).toBe('Other intangibles rose from 10.0% to 12.5% of revenue.');
  });

  it('gr: SGI = 1200 / 1000 = 1.2', () => {
    const result = growthCluster(context);
    expect(result.value).toBeCloseTo(1.2, 12);
    expect(result.comment).toBe('Revenue grew 20.0% (sales growth index 1.20).');
  });

  it('ge: LVGI = 0.40 / 0.40 = 1', () => {
    const result = gearingCluster(context);
    expect(result.value).toBeCloseTo(1, 12);
    expect(result.comment).toBe(
      'Current liabilities and long-term debt were unchanged at 40% of total assets (LVGI 1.00).',
    );
  });

  it('cr: DSRI = 0.15 / 0.10 = 1.5, receivables grew 50% faster than revenue', () => {
    const result = creditAndReceivablesCluster(context);
    expect(result.value).toBeCloseTo(1.5, 12);
    expect(result.comment).toBe('Receivables grew 50% faster than revenue (DSRI 1.50).');
  });

  it('cr: slower and in line', () => {
    const slower = creditAndReceivablesCluster({ ...context, cur: { ...WORKED_EXAMPLE_T, receivables: 96 } });
    expect(slower.value).toBeCloseTo(0.8, 12);
    expect(slower.comment).toBe('Receivables grew 20% slower than revenue (DSRI 0.80).');
    const inLine = creditAndReceivablesCluster({
      ...context,
      cur: { ...WORKED_EXAMPLE_T, receivables: 120 },
    });
    expect(inLine.comment).toBe('Receivables grew in line with revenue (DSRI 1.00).');
  });

  it('go: goodwill 100 / 1250 = 8.0% of assets, down from 10.0%', () => {
    const result = goodwillCluster(context);
    expect(result.value).toBeCloseTo(0.08, 12);
    expect(result.comment).toBe('Goodwill is 8.0% of total assets, down 2.0 points on the prior year.');
    expect(goodwillCluster({ ...context, cur: { ...WORKED_EXAMPLE_T, goodwill: 0 } }).comment).toBe(
      'No goodwill on the balance sheet.',
    );
  });

  it('ca: CFO / NI = 30 / 90 = 0.33; cash 76 / 1250 = 6%, debt 300 / 1250 = 24%', () => {
    const result = cashCluster(context);
    expect(result.value).toBeCloseTo(1 / 3, 12);
    expect(result.comment).toBe(
      'Operating cash flow is 0.33x net income; cash is 6% and long-term debt 24% of total assets.',
    );
  });

  it('ca: not meaningful for a loss', () => {
    const result = cashCluster({ ...context, cur: { ...WORKED_EXAMPLE_T, netIncome: -5 } });
    expect(result.value).toBeNull();
    expect(result.comment).toMatch(/^Not meaningful/);
  });

  it('re: sales growth 1200 / 1000 = 1.2 against cash sales 1120 / 980 = 1.142857: +0.057143', () => {
    const result = revenueQualityCluster(context);
    expect(result.value).toBeCloseTo(1.2 - 1120 / 980, 12);
    expect(result.comment).toBe('Reported revenue grew 20.0% while cash sales grew 14.3%.');
  });

  it('as: AQI = 0.28 / 0.30 = 0.933333, DEPI 1.21', () => {
    const result = assetQualityCluster(context);
    expect(result.value).toBeCloseTo(0.28 / 0.3, 12);
    expect(result.comment).toBe(
      'Assets other than current assets and PP&E fell from 30% to 28% of total assets (AQI 0.93); depreciation index 1.21.',
    );
  });
});

describe('clusters with missing inputs', () => {
  it('every cluster but ac, va, go and ca needs the prior year', () => {
    const levels = new Set(['ac', 'va', 'go', 'ca']);
    for (const code of CLUSTER_CODES) {
      const result = CLUSTER_FUNCTIONS[code](firstYear);
      if (levels.has(code)) expect(result.value).not.toBeNull();
      else expect(result.value).toBeNull();
      expect(result.comment.length).toBeGreaterThan(10);
    }
  });

  it('a missing input or a zero denominator gives N/A with a sentence', () => {
    const noCfo = { ...context, cur: { ...WORKED_EXAMPLE_T, cfo: null } };
    expect(accrualsCluster(noCfo)).toEqual({
      value: null,
      comment: 'Not available: net income, operating cash flow or total assets is missing.',
    });
    expect(
      creditAndReceivablesCluster({ ...context, prev: { ...WORKED_EXAMPLE_T1, receivables: 0 } }).value,
    ).toBeNull();
    expect(growthCluster({ ...context, prev: { ...WORKED_EXAMPLE_T1, revenue: 0 } }).value).toBeNull();
    expect(inventoryCluster({ ...context, cur: { ...WORKED_EXAMPLE_T, inventory: null } }).value).toBeNull();
    expect(revenueQualityCluster({ ...context, prev2: null }).value).toBeNull();
    expect(goodwillCluster({ ...context, cur: { ...WORKED_EXAMPLE_T, totalAssets: 0 } }).value).toBeNull();
  });

  it('inventory and capitalised costs do not apply to a company that has none in either year', () => {
    const service = {
      ...context,
      cur: { ...WORKED_EXAMPLE_T, inventory: 0, otherIntangibles: 0 },
      prev: { ...WORKED_EXAMPLE_T1, inventory: 0, otherIntangibles: 0 },
    };
    expect(inventoryCluster(service)).toEqual({
      value: null,
      comment: 'Not applicable: no inventory in this or the prior year.',
    });
    expect(capitalisedCostsCluster(service).comment).toMatch(/^Not applicable/);
    // A first build-up from zero is measured.
    const firstStock = { ...service, cur: { ...WORKED_EXAMPLE_T, inventory: 45 } };
    expect(inventoryCluster(firstStock).value).toBeCloseTo(45 / 1125, 12);
  });
});
