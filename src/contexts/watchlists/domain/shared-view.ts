import { WatchlistsError } from './watchlists-error.js';

/** The largest view a link may carry (its JSON), so links stay usable in a browser's address bar. */
export const MAX_SHARED_VIEW_BYTES = 4096;
const FORMAT_VERSION = 1;

/** The company a shared view opens (spec: sharing a view needs a stock selected). */
export interface SharedSelection {
  tickerId: string;
  exchangeCountryId: number;
  year?: number;
}

/** What a link holds: the screen's filter body as the client built it, and the company open in it. */
export interface SharedView {
  filter: Record<string, unknown>;
  selected: SharedSelection;
}

/** The sealed content: the view, bound to the tenant that may open it. */
export interface SharedViewEnvelope {
  v: number;
  tenantId: string;
  sharedBy: string;
  sharedAt: string;
  view: SharedView;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Checks a view to share: 'Stock not selected' without a company, a size cap on the whole view. */
export function checkedView(view: { filter?: unknown; selected?: unknown }): SharedView {
  const selected = view.selected;
  if (
    !isRecord(selected) ||
    typeof selected['tickerId'] !== 'string' ||
    selected['tickerId'].trim() === '' ||
    !Number.isInteger(selected['exchangeCountryId'])
  ) {
    throw new WatchlistsError('STOCK_NOT_SELECTED');
  }
  if (!isRecord(view.filter)) throw new WatchlistsError('SHARE_VIEW_NEEDS_FILTER');
  const year = selected['year'];
  const checked: SharedView = {
    filter: view.filter,
    selected: {
      tickerId: selected['tickerId'].trim(),
      exchangeCountryId: selected['exchangeCountryId'] as number,
      ...(Number.isInteger(year) ? { year: year as number } : {}),
    },
  };
  if (Buffer.byteLength(JSON.stringify(checked)) > MAX_SHARED_VIEW_BYTES) {
    throw new WatchlistsError('SHARED_VIEW_TOO_LARGE');
  }
  return checked;
}

export function envelopeOf(view: SharedView, tenantId: string, userId: string, at: Date): SharedViewEnvelope {
  return { v: FORMAT_VERSION, tenantId, sharedBy: userId, sharedAt: at.toISOString(), view };
}

/** The view of an opened envelope when it is for this tenant; a link of another tenant is refused like a bad one. */
export function viewFor(envelope: unknown, tenantId: string): SharedView {
  if (
    !isRecord(envelope) ||
    envelope['v'] !== FORMAT_VERSION ||
    envelope['tenantId'] !== tenantId ||
    !isRecord(envelope['view'])
  ) {
    throw new WatchlistsError('SHARE_LINK_INVALID');
  }
  return checkedView(envelope['view']);
}
