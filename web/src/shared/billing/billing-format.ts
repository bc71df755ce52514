import type { BillingRegion } from '../../api/billing-api';

const USD = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Cents, so that 0.1 + 0.2 style sums do not show as 0.30000000000000004. */
function roundToCent(amount: number): number {
  return Math.round(amount * 100) / 100;
}

/** A price in USD with two decimals (spec section 9): 1368 -> '$1,368.00', 291.02 -> '$291.02'. */
export function formatUsd(amount: number): string {
  return USD.format(roundToCent(amount));
}

/**
 * A card total: two decimals with the trailing zeros trimmed (spec section 9): 938.4 -> '$938.4',
 * 2400 -> '$2,400', 9008.64 -> '$9,008.64'.
 */
export function formatCardUsd(amount: number): string {
  return formatUsd(amount).replace(/\.?0+$/, '');
}

/** A day in words ('21 November 2027'), read in UTC so every viewer sees the server's day; '' for none. */
export function formatDay(iso: string | null | undefined): string {
  if (iso === null || iso === undefined || iso === '') return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** Region names for ids, in the catalogue's order; unknown ids show as '#id'. */
export function regionNames(ids: readonly number[], regions: readonly BillingRegion[]): string[] {
  const byId = new Map(regions.map((region) => [region.exchange_countryID, region.exchange_country]));
  const known = regions
    .filter((region) => ids.includes(region.exchange_countryID))
    .map((r) => r.exchange_country);
  const unknown = ids.filter((id) => !byId.has(id)).map((id) => `#${id}`);
  return [...known, ...unknown];
}

/** '1 seat' / '3 seats'. */
export function seatsText(count: number): string {
  return `${count} seat${count === 1 ? '' : 's'}`;
}

/** '1 region' / '3 regions'. */
export function regionsText(count: number): string {
  return `${count} region${count === 1 ? '' : 's'}`;
}

/** 'Pay Monthly' / 'Pay Annually' style period words: 'month' or 'year'. */
export function periodWord(interval: 'monthly' | 'annual'): string {
  return interval === 'annual' ? 'year' : 'month';
}
