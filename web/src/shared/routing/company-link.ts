/**
 * A link to one company in the company dashboard (docs/api/luca.md, DashboardLink):
 * `/dashboard?tickerId={tickerId}&exchangeCountryId={id}&year={year}`, the year left out when unknown.
 * The dashboard opens that company (and year) as a click on its result row does.
 */
export interface CompanyLink {
  tickerId: string;
  exchangeCountryId: number;
  year?: number | null | undefined;
}

export const COMPANY_PARAMS = {
  tickerId: 'tickerId',
  exchangeCountryId: 'exchangeCountryId',
  year: 'year',
} as const;

const TICKER_MAX_LENGTH = 64;

function positiveInteger(text: string | null): number | undefined {
  if (text === null || !/^\d{1,9}$/.test(text)) return undefined;
  const value = Number(text);
  return value > 0 ? value : undefined;
}

/** The query string of a link (without '?'), in a fixed order. */
function queryOf(link: CompanyLink): string {
  const search = new URLSearchParams({
    [COMPANY_PARAMS.tickerId]: link.tickerId,
    [COMPANY_PARAMS.exchangeCountryId]: String(link.exchangeCountryId),
  });
  if (link.year !== null && link.year !== undefined) search.set(COMPANY_PARAMS.year, String(link.year));
  return search.toString();
}

/** The dashboard address that opens the company of `link`. */
export function companyDashboardPath(link: CompanyLink): string {
  return `/dashboard?${queryOf(link)}`;
}

/**
 * The company a dashboard address asks for; undefined without one, or when tickerId or exchangeCountryId is
 * missing or malformed. A malformed year is left out (the dashboard then shows the latest year).
 */
export function companyOfSearch(
  search: URLSearchParams | string,
): { tickerId: string; exchangeCountryId: number; year?: number } | undefined {
  const params = new URLSearchParams(search);
  const tickerId = params.get(COMPANY_PARAMS.tickerId)?.trim() ?? '';
  const exchangeCountryId = positiveInteger(params.get(COMPANY_PARAMS.exchangeCountryId));
  if (tickerId === '' || tickerId.length > TICKER_MAX_LENGTH || exchangeCountryId === undefined) {
    return undefined;
  }
  const yearText = params.get(COMPANY_PARAMS.year);
  const year = yearText !== null && /^\d{4}$/.test(yearText) ? Number(yearText) : undefined;
  return { tickerId, exchangeCountryId, ...(year === undefined ? {} : { year }) };
}

/**
 * The company link of an address as one canonical string ('' when there is none): a value that only changes
 * when the company asked for changes (for effect dependencies).
 */
export function companyLinkKey(search: URLSearchParams | string): string {
  const link = companyOfSearch(search);
  return link === undefined ? '' : queryOf(link);
}
