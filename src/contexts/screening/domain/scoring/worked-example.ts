/**
 * The hand-worked company of docs/risk-model.md ($m): three years of statements with round numbers,
 * used by the unit tests of the M-score, the F-score and the clusters.
 *
 *                    t-2     t-1       t
 *   revenue          800    1000    1200
 *   cogs             480     600     780
 *   sga              160     200     216
 *   depreciation      40      50      45
 *   net income        45      60      90
 *   cfo               50      70      30
 *   receivables       80     100     180
 *   inventory         70      80     120
 *   other cur. ass.   20      20      24
 *   cash              40      50      76
 *   current assets   210     250     400
 *   ppe              400     450     500
 *   goodwill         100     100     100
 *   other intang.     90     100     150
 *   total assets     900    1000    1250   (incl. other non-current assets of 100)
 *   current liab.    140     150     200
 *   long-term debt   220     250     300
 *   total liab.      460     500     600   (incl. other liabilities of 100)
 *   equity           440     500     650
 *   securities issued  0       0     100
 *   market value    1200    1500    1800
 */

import type { FinancialStatement } from '../published/universe.js';

export const WORKED_EXAMPLE_T2: FinancialStatement = {
  year: 2022,
  revenue: 800,
  cogs: 480,
  sga: 160,
  depreciation: 40,
  netIncome: 45,
  cfo: 50,
  receivables: 80,
  inventory: 70,
  otherCurrentAssets: 20,
  currentAssets: 210,
  ppe: 400,
  goodwill: 100,
  otherIntangibles: 90,
  totalAssets: 900,
  currentLiabilities: 140,
  longTermDebt: 220,
  totalLiabilities: 460,
  equity: 440,
  cash: 40,
  securities: 0,
  marketValue: 1200,
};

export const WORKED_EXAMPLE_T1: FinancialStatement = {
  year: 2023,
  revenue: 1000,
  cogs: 600,
  sga: 200,
  depreciation: 50,
  netIncome: 60,
  cfo: 70,
  receivables: 100,
  inventory: 80,
  otherCurrentAssets: 20,
  currentAssets: 250,
  ppe: 450,
  goodwill: 100,
  otherIntangibles: 100,
  totalAssets: 1000,
  currentLiabilities: 150,
  longTermDebt: 250,
  totalLiabilities: 500,
  equity: 500,
  cash: 50,
  securities: 0,
  marketValue: 1500,
};

export const WORKED_EXAMPLE_T: FinancialStatement = {
  year: 2024,
  revenue: 1200,
  cogs: 780,
  sga: 216,
  depreciation: 45,
  netIncome: 90,
  cfo: 30,
  receivables: 180,
  inventory: 120,
  otherCurrentAssets: 24,
  currentAssets: 400,
  ppe: 500,
  goodwill: 100,
  otherIntangibles: 150,
  totalAssets: 1250,
  currentLiabilities: 200,
  longTermDebt: 300,
  totalLiabilities: 600,
  equity: 650,
  cash: 76,
  securities: 100,
  marketValue: 1800,
};
