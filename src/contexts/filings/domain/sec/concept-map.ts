/**
 * Which XBRL concepts give each of the engine's 21 line items (docs/statements-csv.md), in order of
 * preference, for us-gaap and ifrs-full filers. The first source that has a value for a fiscal year
 * gives that year's figure; a line item no source gives is missing (the engine's N/A), except the absent
 * lines a complete report has none of, taken as 0 (ABSENT_IS_ZERO_ITEMS, annual-statements.ts).
 * docs/sec-edgar.md prints this table.
 */

import type { LineItemName } from '../../../screening/domain/published/universe.js';

/**
 * An optional part of a sum or difference: one concept, or alternatives naming one part (the first of them
 * the filing reports counts, never two: `SellingAndMarketingExpense` or else `SellingExpense`).
 */
export type OptionalPart = string | readonly string[];

/**
 * A source of a line item: one concept; the sum of several (every `sum` part must be reported, each
 * `optional` part is added when it is, and at least one part must be); or a total less a required part,
 * less each `optional` part that is reported. Every part is read from one filing, never two. A single
 * concept marked `distinct` measures a figure of its own (an industry's revenue total), not another name
 * of the line's other concepts: a later filing's figure under another concept is never compared with it.
 */
export type ConceptSource =
  | { readonly concept: string; readonly distinct?: true }
  | { readonly sum: readonly string[]; readonly optional?: readonly OptionalPart[] }
  | { readonly minus: readonly [string, string]; readonly optional?: readonly OptionalPart[] };

/** A flow is read over the fiscal year (a duration of about a year); a stock at the fiscal year end. */
export type Measure = 'flow' | 'stock';

export interface LineItemMapping {
  readonly item: LineItemName;
  readonly measure: Measure;
  /**
   * Its single concepts name one figure under the taxonomy's successive names (SalesRevenueNet became
   * Revenues and RevenueFromContractWithCustomer...), so a later filing's figure under another of them
   * is the same line: compared for revisions. Elsewhere the alternatives measure other things.
   */
  readonly renamed?: boolean;
  readonly usGaap: readonly ConceptSource[];
  readonly ifrs: readonly ConceptSource[];
}

const c = (concept: string): ConceptSource => ({ concept });
/** A single concept that is a figure of its own, not a renaming of the line's others (`distinct`). */
const own = (concept: string): ConceptSource => ({ concept, distinct: true });

/** Mezzanine equity: neither liabilities nor stockholders' equity on a US balance sheet. */
export const TEMPORARY_EQUITY = [
  'TemporaryEquityCarryingAmountAttributableToParent',
  'TemporaryEquityCarryingAmountIncludingPortionAttributableToNoncontrollingInterests',
  'RedeemableNoncontrollingInterestEquityCarryingAmount',
] as const;

/** The 20 line items read from the financial statements; marketValue comes from dei (market-value.ts). */
export const LINE_ITEM_MAPPINGS: readonly LineItemMapping[] = [
  {
    item: 'revenue',
    measure: 'flow',
    renamed: true,
    usGaap: [
      c('Revenues'),
      c('RevenueFromContractWithCustomerExcludingAssessedTax'),
      c('RevenueFromContractWithCustomerIncludingAssessedTax'),
      c('SalesRevenueNet'),
      c('SalesRevenueGoodsNet'),
      c('SalesRevenueServicesNet'),
      c('RevenuesNetOfInterestExpense'),
      // The revenue totals of industries whose income statement has no `Revenues` line.
      own('RegulatedAndUnregulatedOperatingRevenue'),
      own('RealEstateRevenueNet'),
      own('OilAndGasRevenue'),
      own('FinancialServicesRevenue'),
      { sum: ['InterestAndDividendIncomeOperating'], optional: ['NoninterestIncome'] },
    ],
    ifrs: [c('Revenue'), c('RevenueFromContractsWithCustomers')],
  },
  {
    item: 'cogs',
    measure: 'flow',
    renamed: true,
    usGaap: [
      c('CostOfRevenue'),
      c('CostOfGoodsAndServicesSold'),
      // Goods and services reported apart without a total: their sum, never one of them as the whole.
      { sum: ['CostOfGoodsSold', 'CostOfServices'] },
      c('CostOfGoodsSold'),
      c('CostOfGoodsAndServiceExcludingDepreciationDepletionAndAmortization'),
      c('CostOfServices'),
    ],
    ifrs: [c('CostOfSales')],
  },
  {
    item: 'sga',
    measure: 'flow',
    usGaap: [
      c('SellingGeneralAndAdministrativeExpense'),
      {
        sum: ['GeneralAndAdministrativeExpense'],
        optional: [['SellingAndMarketingExpense', 'SellingExpense']],
      },
    ],
    ifrs: [
      c('SellingGeneralAndAdministrativeExpense'),
      { sum: ['AdministrativeExpense'], optional: ['DistributionCosts', 'SellingExpense'] },
      c('GeneralAndAdministrativeExpense'),
    ],
  },
  {
    item: 'depreciation',
    measure: 'flow',
    usGaap: [
      c('DepreciationDepletionAndAmortization'),
      c('DepreciationAndAmortization'),
      c('DepreciationAmortizationAndAccretionNet'),
      c('Depreciation'),
    ],
    ifrs: [
      c('DepreciationAndAmortisationExpense'),
      c('AdjustmentsForDepreciationAndAmortisationExpense'),
      c('DepreciationExpense'),
    ],
  },
  {
    item: 'netIncome',
    measure: 'flow',
    usGaap: [
      c('IncomeLossFromContinuingOperations'),
      c('NetIncomeLoss'),
      c('ProfitLoss'),
      c('NetIncomeLossAvailableToCommonStockholdersBasic'),
    ],
    ifrs: [
      c('ProfitLossFromContinuingOperations'),
      c('ProfitLoss'),
      c('ProfitLossAttributableToOwnersOfParent'),
    ],
  },
  {
    item: 'cfo',
    measure: 'flow',
    usGaap: [
      c('NetCashProvidedByUsedInOperatingActivities'),
      {
        sum: [
          'NetCashProvidedByUsedInOperatingActivitiesContinuingOperations',
          'CashProvidedByUsedInOperatingActivitiesDiscontinuedOperations',
        ],
      },
      c('NetCashProvidedByUsedInOperatingActivitiesContinuingOperations'),
    ],
    ifrs: [c('CashFlowsFromUsedInOperatingActivities'), c('CashFlowsFromUsedInOperations')],
  },
  {
    item: 'receivables',
    measure: 'stock',
    usGaap: [
      c('AccountsReceivableNetCurrent'),
      c('ReceivablesNetCurrent'),
      c('AccountsNotesAndLoansReceivableNetCurrent'),
      c('AccountsReceivableNet'),
    ],
    ifrs: [c('TradeAndOtherCurrentReceivables'), c('CurrentTradeReceivables'), c('TradeReceivables')],
  },
  {
    item: 'inventory',
    measure: 'stock',
    usGaap: [c('InventoryNet'), c('InventoryFinishedGoodsNetOfReserves')],
    ifrs: [c('Inventories'), c('CurrentInventoriesHeldForSale')],
  },
  {
    item: 'otherCurrentAssets',
    measure: 'stock',
    usGaap: [c('OtherAssetsCurrent'), c('PrepaidExpenseAndOtherAssetsCurrent'), c('PrepaidExpenseCurrent')],
    ifrs: [c('OtherCurrentAssets'), c('OtherCurrentNonfinancialAssets'), c('CurrentPrepaidExpenses')],
  },
  { item: 'currentAssets', measure: 'stock', usGaap: [c('AssetsCurrent')], ifrs: [c('CurrentAssets')] },
  {
    item: 'ppe',
    measure: 'stock',
    usGaap: [
      c('PropertyPlantAndEquipmentNet'),
      c('PropertyPlantAndEquipmentAndFinanceLeaseRightOfUseAssetAfterAccumulatedDepreciationAndAmortization'),
    ],
    ifrs: [c('PropertyPlantAndEquipment')],
  },
  { item: 'goodwill', measure: 'stock', usGaap: [c('Goodwill')], ifrs: [c('Goodwill')] },
  {
    item: 'otherIntangibles',
    measure: 'stock',
    usGaap: [
      c('IntangibleAssetsNetExcludingGoodwill'),
      { sum: ['FiniteLivedIntangibleAssetsNet', 'IndefiniteLivedIntangibleAssetsExcludingGoodwill'] },
      c('FiniteLivedIntangibleAssetsNet'),
      // The balance sheet's one "other intangible assets" line (finite and indefinite-lived).
      c('OtherIntangibleAssetsNet'),
    ],
    ifrs: [c('IntangibleAssetsOtherThanGoodwill')],
  },
  { item: 'totalAssets', measure: 'stock', usGaap: [c('Assets')], ifrs: [c('Assets')] },
  {
    item: 'currentLiabilities',
    measure: 'stock',
    usGaap: [c('LiabilitiesCurrent')],
    ifrs: [c('CurrentLiabilities')],
  },
  {
    item: 'longTermDebt',
    measure: 'stock',
    usGaap: [
      c('LongTermDebtNoncurrent'),
      c('LongTermDebtAndCapitalLeaseObligations'),
      c('LongTermDebt'),
      c('LongTermNotesPayable'),
      // No total: the noncurrent lines of the taxonomy's disjoint classes of long-term debt, summed.
      {
        sum: [],
        optional: [
          ['ConvertibleDebtNoncurrent', 'ConvertibleSubordinatedDebtNoncurrent'],
          'CapitalLeaseObligationsNoncurrent',
          'OtherLongTermDebtNoncurrent',
        ],
      },
      // Nor any of those: the one class of notes the filing reports (they overlap: never summed).
      c('SeniorLongTermNotes'),
      c('SeniorNotes'),
      c('UnsecuredLongTermDebt'),
    ],
    ifrs: [c('NoncurrentPortionOfNoncurrentBorrowings'), c('LongtermBorrowings'), c('Borrowings')],
  },
  {
    item: 'totalLiabilities',
    measure: 'stock',
    usGaap: [
      c('Liabilities'),
      {
        minus: [
          'LiabilitiesAndStockholdersEquity',
          'StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest',
        ],
        optional: TEMPORARY_EQUITY,
      },
      {
        minus: ['LiabilitiesAndStockholdersEquity', 'StockholdersEquity'],
        optional: ['MinorityInterest', ...TEMPORARY_EQUITY],
      },
    ],
    ifrs: [c('Liabilities'), { minus: ['EquityAndLiabilities', 'Equity'] }],
  },
  {
    item: 'equity',
    measure: 'stock',
    usGaap: [
      c('StockholdersEquity'),
      c('StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest'),
      // Partnerships and limited liability companies.
      c('PartnersCapital'),
      c('PartnersCapitalIncludingPortionAttributableToNoncontrollingInterest'),
      c('MembersEquity'),
      c('MembersEquityIncludingPortionAttributableToNoncontrollingInterest'),
    ],
    ifrs: [c('EquityAttributableToOwnersOfParent'), c('Equity')],
  },
  {
    item: 'cash',
    measure: 'stock',
    usGaap: [
      c('CashCashEquivalentsAndShortTermInvestments'),
      {
        sum: ['CashAndCashEquivalentsAtCarryingValue'],
        optional: [
          'ShortTermInvestments',
          'MarketableSecuritiesCurrent',
          'AvailableForSaleSecuritiesCurrent',
        ],
      },
      c('CashCashEquivalentsRestrictedCashAndRestrictedCashEquivalents'),
      c('Cash'),
      // Banks: cash and equivalents with federal funds sold, else cash and due from banks.
      c('CashCashEquivalentsAndFederalFundsSold'),
      c('CashAndDueFromBanks'),
    ],
    ifrs: [
      { sum: ['CashAndCashEquivalents'], optional: ['ShorttermInvestments', 'CurrentInvestments'] },
      c('Cash'),
    ],
  },
  {
    item: 'securities',
    measure: 'flow',
    usGaap: [
      {
        sum: [],
        optional: [
          'ProceedsFromIssuanceOfCommonStock',
          'ProceedsFromIssuanceOfPreferredStockAndPreferenceStock',
          'ProceedsFromIssuanceOfLongTermDebt',
          'ProceedsFromIssuanceOfSeniorLongTermDebt',
          'ProceedsFromConvertibleDebt',
          'ProceedsFromIssuanceOfDebt',
          'ProceedsFromDebtNetOfIssuanceCosts',
          'ProceedsFromIssuanceOfUnsecuredDebt',
          'ProceedsFromIssuanceOfSecuredDebt',
          'ProceedsFromIssuanceOrSaleOfEquity',
          'ProceedsFromStockOptionsExercised',
          'ProceedsFromStockPlans',
          'ProceedsFromIssuanceOfSharesUnderIncentiveAndShareBasedCompensationPlansIncludingStockOptions',
        ],
      },
    ],
    ifrs: [
      {
        sum: [],
        optional: [
          'ProceedsFromIssuingShares',
          'ProceedsFromIssueOfBondsNotesAndDebentures',
          'ProceedsFromBorrowingsClassifiedAsFinancingActivities',
          'ProceedsFromNoncurrentBorrowings',
        ],
      },
    ],
  },
];

/** Every concept a source names, in order (the concepts the mapping reads). */
export function conceptsOf(source: ConceptSource): readonly string[] {
  if ('concept' in source) return [source.concept];
  const optional = (source.optional ?? []).flat();
  return 'sum' in source ? [...source.sum, ...optional] : [...source.minus, ...optional];
}

/**
 * How a source reads in the docs and in the full report: 'A', 'A + B', 'A − B', an optional part in
 * brackets ('A + [B]') and alternatives for one part separated by a bar ('A + [B | C]').
 */
export function describeSource(source: ConceptSource): string {
  if ('concept' in source) return source.concept;
  const optional = (source.optional ?? []).map((part) => `[${[part].flat().join(' | ')}]`);
  return 'sum' in source
    ? [...source.sum, ...optional].join(' + ')
    : [...source.minus, ...optional].join(' − ');
}

/** The line items the mapping gives, marketValue included (from dei). */
export const SEC_LINE_ITEMS: readonly LineItemName[] = [
  ...LINE_ITEM_MAPPINGS.map((m) => m.item),
  'marketValue',
];
