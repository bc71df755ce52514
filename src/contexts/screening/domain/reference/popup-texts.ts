/**
 * The dashboard's info popups (spec section 3, "Popup texts"), keyed by id: plain text, 2-4 sentences,
 * describing what the scoring engine computes (docs/risk-model.md). Served by POST /dashboard/popup.
 */

import { CLUSTER_CODES, type ClusterCode } from './clusters.js';

/** The popup ids of the dashboard panels, besides one per cluster. */
export const PANEL_POPUP_IDS = [
  'pop_gics_s',
  'pop_industry',
  'pop_year',
  'pop_dom',
  'pop_aud',
  'pop_inc',
  'pop_ex',
  'pop_mcap',
  'pop_status',
  'pop_ret_rel',
  'pop_ret_abs',
  'pop_history',
  'pop_loss_total',
  'pop_loss_debt',
  'pop_loss_equity',
  'pop_distr_total',
  'pop_distr_sector',
  'pop_stock_summary',
  'pop_radial',
  'pop_rating',
  'pop_final_score',
  'pop_m_score',
  'pop_f_score',
  'pop_rank',
  'pop_rank_sector',
  'pop_one_year_change',
  'pop_filing_events',
] as const;

export type ClusterPopupId = `pop_cluster_${ClusterCode}`;
export type PopupTextId = (typeof PANEL_POPUP_IDS)[number] | ClusterPopupId;

export interface PopupText {
  readonly id: PopupTextId;
  readonly title: string;
  /** Plain text, no markup. */
  readonly text: string;
}

export function clusterPopupId(code: ClusterCode): ClusterPopupId {
  return `pop_cluster_${code}`;
}

/** Every popup id the dashboard asks for: the panels', then one per cluster in radial-chart order. */
export const POPUP_TEXT_IDS: readonly PopupTextId[] = [
  ...PANEL_POPUP_IDS,
  ...CLUSTER_CODES.map(clusterPopupId),
];

const PANEL_TEXTS: readonly PopupText[] = [
  {
    id: 'pop_gics_s',
    title: 'Sector',
    text:
      "The company's sector in a GICS-like classification of 11 sectors and 25 industry groups. " +
      'The sector risk distribution and the rank within sector compare the company only with companies ' +
      'of the same sector, listed in the same exchange country, in the same year.',
  },
  {
    id: 'pop_industry',
    title: 'Industry group',
    text:
      'The industry group within the sector, for example Software & Services in Information Technology. ' +
      'Some red-flag ratios, such as inventory, goodwill or soft assets, are naturally higher in some ' +
      'industries, and cluster quantiles are taken across all industries, so read them with the business ' +
      'model in mind.',
  },
  {
    id: 'pop_year',
    title: 'Year',
    text:
      'The fiscal year of the annual financial statements behind every figure on the dashboard. Scores, ' +
      'ranks, ratings and distributions are computed separately for each year. A company has no score in ' +
      'its first two years of statements, because the model compares each year with the two before it.',
  },
  {
    id: 'pop_dom',
    title: 'Domicile',
    text:
      'The country where the company is headquartered and managed, which can differ from where it is ' +
      'listed or incorporated. It is context for the analyst and does not enter the risk score.',
  },
  {
    id: 'pop_aud',
    title: 'Auditor',
    text:
      'The audit firm that audited the financial statements of the selected year. A change of auditor, ' +
      'a late filing, a qualified audit opinion or a restatement is shown as an ALERT warning. These events ' +
      'are context and do not enter the risk score.',
  },
  {
    id: 'pop_inc',
    title: 'Incorporation',
    text:
      'The country under whose law the company is incorporated, which sets its legal and disclosure ' +
      'regime. Companies listed at home are often held through an offshore company, for example in the ' +
      'Cayman Islands, Bermuda or Luxembourg. It is context and does not enter the risk score.',
  },
  {
    id: 'pop_ex',
    title: 'Exchange country',
    text:
      'The country of the stock exchange where the company is listed, also the region a subscription ' +
      'gives access to. The rank, the rating, the average in the risk history and the risk distribution ' +
      'compare the company with the other companies listed in this country in the same year.',
  },
  {
    id: 'pop_mcap',
    title: 'Market value',
    text:
      'The market value of equity at the fiscal year end, in $ millions. The market cap filter uses ' +
      'deciles of market value within the exchange country and year, 1 the smallest tenth and 10 the ' +
      'largest. Market value is also the base of the equity loss estimate.',
  },
  {
    id: 'pop_status',
    title: 'Trading status',
    text:
      'Active: the shares trade. Suspended: trading has been halted by the exchange or a regulator. ' +
      'Delisted: the shares are no longer listed; the company keeps the scores of the years it reported.',
  },
  {
    id: 'pop_ret_abs',
    title: 'Return from peak (absolute)',
    text:
      'How far the share price at the end of the fiscal year is below its highest month-end price of the ' +
      'trailing 12 months: 0% at a new high, -25% a quarter below the peak. Share prices often fall hard ' +
      'when accounting problems come to light. N/A when there is no price series.',
  },
  {
    id: 'pop_ret_rel',
    title: 'Return from peak (relative)',
    text:
      "The absolute return from peak minus the same measure for the exchange country's main stock index " +
      'over the same 12 months. Below zero, the share has fallen further from its high than the market. ' +
      'N/A when there is no price series.',
  },
  {
    id: 'pop_history',
    title: 'Risk score history',
    text:
      "The company's final score in each year, with the average final score of all scored companies " +
      'listed in the same exchange country that year. A line moving above the average means accounting ' +
      'red flags are building up relative to peers. A year the model cannot score has no point: the ' +
      'company page says why.',
  },
  {
    id: 'pop_loss_total',
    title: 'Total expected loss',
    text:
      'Equity loss plus debt loss, in $ millions, from an optimistic to a pessimistic assumption: the ' +
      'probability that a manipulation comes to light in the year, times the loss such an event causes. ' +
      'The probability is calibrated to the rate at which misstatements come to light, about 0.75% of ' +
      'companies a year on average and about 4.5% for the riskiest tenth by final score. The losses ' +
      'given the event are fixed assumptions.',
  },
  {
    id: 'pop_loss_debt',
    title: 'Debt loss',
    text:
      'Expected loss to lenders, in $ millions: probability of the event x chance of default after it x ' +
      'loss given default x long-term debt. The optimistic end assumes a 10% chance of default and a 45% ' +
      'loss given default, the pessimistic end 25% and 60%. N/A without long-term debt data.',
  },
  {
    id: 'pop_loss_equity',
    title: 'Equity loss',
    text:
      'Expected loss to shareholders, in $ millions: probability of the event x 38% x market value. A 38% fall ' +
      'is of the order of the loss of market value when financial misrepresentation is revealed ' +
      '(Karpoff, Lee and Martin, 2008). N/A without a market value.',
  },
  {
    id: 'pop_distr_total',
    title: 'Risk distribution',
    text:
      'The final scores of all scored companies listed in the exchange country in the selected year, ' +
      'counted in bins of 5 points (0-5, 5-10, ... 95-100). The marker shows where the company falls; ' +
      'its percentile is the share of these companies with a lower score.',
  },
  {
    id: 'pop_distr_sector',
    title: 'Sector risk distribution',
    text:
      'The final scores of the scored companies of the same sector and exchange country in the selected ' +
      'year, counted in bins of 5 points. The marker shows where the company falls among its sector ' +
      'peers; its percentile is the share of them with a lower score.',
  },
  {
    id: 'pop_stock_summary',
    title: 'Stock Summary',
    text:
      'Key facts for the selected year: where the company is listed, domiciled and incorporated, its ' +
      'sector, industry group, auditor and market value, its rating, expected losses and return from ' +
      'peak. Amounts are in $ millions and come from the annual statements of that year. N/A means an ' +
      'input is missing or the figure cannot be computed.',
  },
  {
    id: 'pop_radial',
    title: 'Risk clusters',
    text:
      'The 14 risk clusters of the selected year, each a red-flag ratio from the accounting research on ' +
      'earnings manipulation. Each cluster scores 1 to 5 by its quintile among the companies of its kind ' +
      '(demo or real) with statements that year, 5 being the riskiest fifth, or N/A when an input is ' +
      'missing or there are fewer than 30 such companies. Hover a cluster ' +
      'for what it measures; the final score is shown with the chart.',
  },
  {
    id: 'pop_rating',
    title: 'Rating',
    text:
      'A grade from A+ (safest) to F (riskiest) given by the rank among at least 30 companies of its ' +
      'kind (demo companies among demo ones, real among real) in the exchange country and year, else in ' +
      'every exchange country that year; with fewer, "Not rated: fewer than 30 peers". ' +
      'A+ is the safest 5%, F the riskiest 3%, and most grades in between span 8 percentiles. The scale ' +
      'is A+ A A- B+ B B- C+ C C- D+ D D- E F. A rating compares a company with its peers that year; it ' +
      'is not an absolute level of risk.',
  },
  {
    id: 'pop_final_score',
    title: 'Final score',
    text:
      'A risk index from 0 to 100, higher meaning riskier, combining the Beneish M-score, the Dechow ' +
      'F-score and the red flags of the 14 clusters. It is not a probability: the chance that a ' +
      'manipulation comes to light in the year is about 0.1% at a score of 20, 0.6% at 50 and 2.5% at ' +
      '80. Each year keeps 73% of the year before, so one unusual year moves it little. Not scored, with ' +
      'the reason, when a model or too many clusters are N/A.',
  },
  {
    id: 'pop_m_score',
    title: 'Beneish M-score',
    text:
      "Beneish's (1999) model of earnings manipulation: eight indices of the year against the year " +
      'before (receivables, margins, asset quality, sales growth, depreciation, overheads, leverage and ' +
      'accruals), weighted and summed. Above -1.78 the model flags a likely manipulator; -2.22 is the ' +
      'more sensitive cut-off many screeners quote (it is not in the 1999 paper). Fast growers are often flagged by their sales growth (SGI) ' +
      'alone: read which index drives it. It is not a probability.',
  },
  {
    id: 'pop_f_score',
    title: 'Dechow F-score',
    text:
      "Dechow, Ge, Larson and Sloan's (2011) model of misstatement: accruals, changes in receivables, " +
      'inventory and cash sales, soft assets, return on assets and securities issued give a probability ' +
      'of misstatement, divided by the unconditional 0.37%. 1.00 is average risk; above 1.00 is above ' +
      "normal and 2.45 or more substantial. It is not Piotroski's F-score (0 to 9, higher meaning a " +
      'stronger company).',
  },
  {
    id: 'pop_rank',
    title: 'Rank',
    text:
      "The percentile of the company's final score among the scored companies of its kind in its " +
      'exchange country (or, with fewer than 30 there, in every exchange country) in the selected year, ' +
      'from 0 (safest) to 100 (riskiest). A rank of 90 means the score is higher ' +
      'than that of 90% of the other companies. The rating is derived from it.',
  },
  {
    id: 'pop_rank_sector',
    title: 'Rank within sector',
    text:
      "The percentile of the company's final score among the scored companies of the same sector in its " +
      'exchange country and year, from 0 (safest) to 100 (riskiest). It shows whether the risk stands ' +
      'out against companies with a similar business.',
  },
  {
    id: 'pop_one_year_change',
    title: 'One-year change',
    text:
      "This year's final score minus last year's, in points; positive means riskier. N/A when either " +
      'year has no score or the company has no statements for the previous year.',
  },
  {
    id: 'pop_filing_events',
    title: 'Filing events',
    text:
      'Filings the company made with the SEC, read from its EDGAR submissions: late-filing notices (NT 10-K, ' +
      'NT 20-F, NT 10-Q), 8-K item 4.01 (change of auditor) and item 4.02 (non-reliance on earlier ' +
      'statements), and amended reports (10-K/A). A late annual report, an auditor change or a non-reliance ' +
      'notice raises a red-flag ALERT for its fiscal year; an amendment counts only when it changed a ' +
      'reported figure. These alerts are context and do not enter the risk score.',
  },
];

const CLUSTER_TEXTS: Readonly<Record<ClusterCode, { readonly title: string; readonly text: string }>> = {
  ac: {
    title: 'Accruals',
    text:
      '(Net income - operating cash flow) / total assets: the part of profit not backed by cash. ' +
      'Earnings made of accruals rather than cash are less persistent and are where most manipulation ' +
      'shows up (Sloan 1996; Beneish 1999). High is risky; one of the heaviest weights in the final score.',
  },
  wo: {
    title: 'Working capital',
    text:
      'The change in non-cash current assets (receivables, inventory, other current assets) as a share ' +
      'of revenue, this year against last year. Current assets growing faster than sales can mean revenue ' +
      'booked but not collected, or costs parked on the balance sheet. High is risky; one of the heaviest ' +
      'weights in the final score.',
  },
  va: {
    title: 'Asset valuation',
    text:
      'Soft assets: the share of total assets that is neither PP&E nor cash. Their values rest on ' +
      'management estimates, which leaves room for manipulation (Dechow et al. 2011). High is risky; ' +
      'being largely a matter of industry, it weighs little in the final score.',
  },
  sm: {
    title: 'Earnings smoothing',
    text:
      'The volatility of net income relative to the volatility of operating cash flow, both scaled by ' +
      'total assets, over the last five consecutive years (at least three). Earnings much steadier than ' +
      'the cash behind them suggest smoothing (Leuz, Nanda and Wysocki 2003). Low is risky; it weighs ' +
      'little in the final score.',
  },
  ma: {
    title: 'Margins',
    text:
      "Last year's gross margin divided by this year's (Beneish GMI), with the SG&A index in the comment. " +
      'Above 1 the margin has deteriorated, which puts pressure on management to manage earnings. High is ' +
      'risky; it weighs little in the final score.',
  },
  iv: {
    title: 'Inventory',
    text:
      'The change in inventory as a share of average total assets, with days of inventory in the comment. ' +
      'Inventory piling up faster than the business can mean overstated closing stock and understated cost ' +
      'of sales. High is risky; not applicable to a company without inventory.',
  },
  ic: {
    title: 'Capitalised costs',
    text:
      'The change in intangible assets other than goodwill as a share of revenue, this year against last ' +
      'year. Costs capitalised instead of expensed inflate profit, as in the WorldCom case. High is risky; ' +
      'one of the heaviest weights in the final score, not applicable without such intangibles.',
  },
  gr: {
    title: 'Growth',
    text:
      "This year's revenue over last year's (Beneish SGI). Growth is not manipulation in itself, but it " +
      'puts pressure on management to keep up appearances, and manipulators grow faster on average. High ' +
      'is risky.',
  },
  ge: {
    title: 'Gearing',
    text:
      '(Current liabilities + long-term debt) / total assets this year, divided by the same ratio last year ' +
      '(Beneish LVGI). Rising leverage brings debt covenants closer, an incentive to manage earnings. High ' +
      'is risky; it weighs little in the final score.',
  },
  cr: {
    title: 'Credit and receivables',
    text:
      'Receivables to revenue this year, divided by the same ratio last year (Beneish DSRI). Receivables ' +
      'growing faster than revenue can mean sales booked but not collected, or looser credit terms to hold ' +
      'up sales. High is risky; N/A without receivables last year.',
  },
  go: {
    title: 'Goodwill',
    text:
      'Goodwill as a share of total assets, with its change on the prior year in the comment. Goodwill ' +
      'comes from acquisitions and is kept or written down by impairment tests, which leave room for ' +
      'judgement. High is risky; it weighs little in the final score.',
  },
  ca: {
    title: 'Cash',
    text:
      'Cash conversion: operating cash flow divided by net income, with cash and long-term debt as shares ' +
      'of total assets in the comment. Profit that does not turn into cash is a red flag, and so is large ' +
      'cash held alongside large debt. Low is risky; N/A when net income is not positive.',
  },
  re: {
    title: 'Revenue quality',
    text:
      'Reported revenue growth minus cash sales growth, cash sales being revenue less the increase in ' +
      'receivables (Dechow et al. 2011). Revenue growing faster than the cash it brings in points to ' +
      'aggressive revenue recognition. High is risky; it needs three consecutive years of statements.',
  },
  as: {
    title: 'Asset quality',
    text:
      'The share of total assets other than current assets and PP&E this year, divided by the same share ' +
      'last year (Beneish AQI), with the depreciation index in the comment. A rising share means more ' +
      'costs may be deferred as long-term assets. High is risky.',
  },
};

export const POPUP_TEXTS: readonly PopupText[] = [
  ...PANEL_TEXTS,
  ...CLUSTER_CODES.map((code) => ({ id: clusterPopupId(code), ...CLUSTER_TEXTS[code] })),
];

const popupTextById = new Map<string, PopupText>(POPUP_TEXTS.map((popup) => [popup.id, popup]));

export function findPopupText(id: string): PopupText | undefined {
  return popupTextById.get(id);
}
