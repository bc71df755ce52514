/** Identity texts as every export writes them. */

import { NOT_AVAILABLE } from './millions.js';

/**
 * An ISIN as shown: N/A where the company has none (empty, or the stored placeholder 'missing' of SEC
 * EDGAR data, which is never shown as such).
 */
export function shownIsin(isin: string | null | undefined): string {
  const text = isin?.trim() ?? '';
  return text === '' || text.toLowerCase() === 'missing' ? NOT_AVAILABLE : text;
}

/** A ticker as shown: N/A where the company has none. */
export function shownTicker(ticker: string | null | undefined): string {
  const text = ticker?.trim() ?? '';
  return text === '' ? NOT_AVAILABLE : text;
}
