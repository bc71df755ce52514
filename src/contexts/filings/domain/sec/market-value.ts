/**
 * Market value from shares and prices, for an SEC import given a prices file (`--prices`,
 * docs/sec-edgar.md): `ticker,date,close` with a header row, closes in US dollars. A year's market value
 * becomes the cover page's share count of its own annual report (dei EntityCommonStockSharesOutstanding)
 * times the close on the last trading day on or before the fiscal year end; the closes also become the
 * company's month-end price series (return from peak).
 */

import { headedCsvRows } from './headed-csv.js';
import type { MonthlySeries } from '../../../screening/domain/published/universe.js';
import type { SecMapping, SecStatementYear } from './annual-statements.js';
import { isIsoDate, secTicker, type SecFact } from './sec-facts.js';

/** One day's closing price, US dollars. */
export interface DailyClose {
  /** ISO yyyy-mm-dd. */
  readonly date: string;
  readonly close: number;
}

export interface PricesFile {
  /** Closes by ticker (as secTicker writes it), ascending by date. */
  readonly byTicker: ReadonlyMap<string, readonly DailyClose[]>;
  /** `prices.csv line N: reason`, one per malformed or repeated row (skipped). */
  readonly problems: readonly string[];
}

/** A close this many days or fewer before the fiscal year end prices it; an older one does not. */
export const MAX_PRICE_AGE_DAYS = 10;

export const SHARES_CONCEPT = 'EntityCommonStockSharesOutstanding';

const PRICES_COLUMNS = ['ticker', 'date', 'close'] as const;
const DAY_MS = 86_400_000;
/** The characters of a plain decimal number ('20.5', '1e3'); Number() then refuses '1.2.3'. */
const DECIMAL = /^[0-9.eE+-]+$/;

/**
 * Reads a prices file (RFC 4180, header `ticker,date,close` in any order and case). A row that is
 * malformed (a CSV syntax error, a wrong number of fields, an empty ticker, a date that is not an ISO
 * date, a close that is not a positive number) or repeats a ticker's date with another close is reported
 * as `<label> line N: reason` and skipped; blank lines are ignored. Throws when the header lacks a column.
 */
export function parsePricesCsv(text: string, label = 'prices.csv'): PricesFile {
  const problems: string[] = [];
  const byTicker = new Map<string, Map<string, { close: number; line: number }>>();
  for (const record of headedCsvRows(text, PRICES_COLUMNS, label, problems)) {
    const { problem } = record;
    const ticker = secTicker(record.field('ticker'));
    const date = record.field('date');
    const closeText = record.field('close');
    const close = DECIMAL.test(closeText) ? Number(closeText) : Number.NaN;
    if (ticker === '') problem('the ticker is empty');
    else if (!isIsoDate(date)) problem(`date '${date}' is not an ISO date (yyyy-mm-dd)`);
    else if (!(close > 0) || !Number.isFinite(close))
      problem(`close '${closeText}' is not a positive number`);
    else {
      const days = byTicker.get(ticker) ?? new Map<string, { close: number; line: number }>();
      byTicker.set(ticker, days);
      const earlier = days.get(date);
      if (!earlier) days.set(date, { close, line: record.line });
      else if (earlier.close !== close)
        problem(`${ticker} ${date} has a close on line ${earlier.line} (${earlier.close}), kept`);
    }
  }
  const out = new Map<string, DailyClose[]>();
  for (const [ticker, days] of byTicker)
    out.set(
      ticker,
      [...days]
        .map(([date, { close }]) => ({ date, close }))
        .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0)),
    );
  return { byTicker: out, problems };
}

/**
 * The close on the last trading day on or before `date` (ISO), if it is at most MAX_PRICE_AGE_DAYS
 * before it; else null. `closes` ascend by date.
 */
export function closeOnOrBefore(closes: readonly DailyClose[], date: string): DailyClose | null {
  let low = 0;
  let high = closes.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((closes[mid] as DailyClose).date <= date) low = mid + 1;
    else high = mid;
  }
  const found = closes[low - 1];
  if (!found) return null;
  const age = (Date.parse(`${date}T00:00:00Z`) - Date.parse(`${found.date}T00:00:00Z`)) / DAY_MS;
  return age <= MAX_PRICE_AGE_DAYS ? found : null;
}

/**
 * Month-end prices: the last close of each month, from the first month with a close to the last; a
 * month without a close carries the previous month's. The months of the first year before the first
 * close are NaN (no price). Null without closes.
 */
export function monthEndSeries(closes: readonly DailyClose[]): MonthlySeries | null {
  const first = closes[0];
  const last = closes[closes.length - 1];
  if (!first || !last) return null;
  const firstYear = Number(first.date.slice(0, 4));
  const monthOf = (date: string): number =>
    (Number(date.slice(0, 4)) - firstYear) * 12 + Number(date.slice(5, 7)) - 1;
  const monthly = new Float64Array(monthOf(last.date) + 1).fill(Number.NaN);
  for (const { date, close } of closes) monthly[monthOf(date)] = close;
  for (let m = monthOf(first.date) + 1; m < monthly.length; m += 1)
    if (Number.isNaN(monthly[m])) monthly[m] = monthly[m - 1] ?? Number.NaN;
  return { firstYear, monthly };
}

/**
 * The shares outstanding the year's own annual report states on its cover (dei
 * EntityCommonStockSharesOutstanding, unit shares; the latest date it gives), or null.
 */
export function sharesOutstanding(facts: readonly SecFact[], accn: string): SecFact | null {
  let found: SecFact | null = null;
  for (const fact of facts) {
    if (fact.taxonomy !== 'dei' || fact.concept !== SHARES_CONCEPT || fact.unit !== 'shares') continue;
    if (fact.accn !== accn || !(fact.value > 0)) continue;
    if (!found || fact.end > found.end) found = fact;
  }
  return found;
}

/**
 * The mapping with market value as shares x price where both are known: the year's own annual report's
 * share count times the close on or before the fiscal year end ($ millions), its source
 * `dei:EntityCommonStockSharesOutstanding × close <date>` and basis 'shares x price'. Other years keep
 * the public float.
 */
export function withSharePrices(
  mapping: SecMapping,
  facts: readonly SecFact[],
  closes: readonly DailyClose[],
): SecMapping {
  if (closes.length === 0) return mapping;
  const years = mapping.years.map((year): SecStatementYear => {
    const shares = sharesOutstanding(facts, year.filing.accn);
    const price = closeOnOrBefore(closes, year.fiscalYearEnd);
    if (!shares || !price) return year;
    return {
      ...year,
      marketValue: (shares.value * price.close) / 1e6,
      marketValueBasis: 'shares x price',
      sources: {
        ...year.sources,
        marketValue: {
          concept: `dei:${SHARES_CONCEPT} × close ${price.date}`,
          accn: shares.accn,
          form: shares.form,
          filed: shares.filed,
        },
      },
    };
  });
  return { ...mapping, years };
}
