import pg from 'pg';

/** The criteria of the benchmark's filter body, as the in-process screen applies them. */
export interface PlainCriteria {
  year: number;
  exchangeIds: number[];
  sectorIds: number[];
  minRiskScore: number;
  maxRiskScore: number;
  take: number;
}

interface PlainRow {
  isin: string;
  name: string;
  domicile_country: string;
  rank_percent: number | null;
  rank_percent_within_sector: number | null;
  rating: string | null;
  final_score: number | null;
  ticker_id: string;
  exchange_country_id: number;
  exchange_country: string;
  sector_id: number;
}

export interface LowerBound {
  rows: number;
  runs: number;
  filterMedianMs: number;
  countMedianMs: number;
  total: number;
  firstPage: string[];
}

/** The filter over plain objects: predicate, sort by final_score desc then ticker, first page and total. */
function screen(rows: readonly PlainRow[], criteria: PlainCriteria): { page: PlainRow[]; total: number } {
  const exchanges = new Set(criteria.exchangeIds);
  const sectors = new Set(criteria.sectorIds);
  const matched = rows.filter(
    (row) =>
      exchanges.has(row.exchange_country_id) &&
      (sectors.size === 0 || sectors.has(row.sector_id)) &&
      row.final_score !== null &&
      row.final_score >= criteria.minRiskScore &&
      row.final_score <= criteria.maxRiskScore,
  );
  matched.sort(
    (a, b) =>
      (b.final_score ?? -Infinity) - (a.final_score ?? -Infinity) ||
      (a.ticker_id < b.ticker_id ? -1 : a.ticker_id > b.ticker_id ? 1 : 0),
  );
  return { page: matched.slice(0, criteria.take), total: matched.length };
}

/** filterCount over plain objects in one pass: the total and the counts without the sector / risk criteria. */
function counts(rows: readonly PlainRow[], criteria: PlainCriteria): Record<string, number> {
  const exchanges = new Set(criteria.exchangeIds);
  const sectors = new Set(criteria.sectorIds);
  let total = 0;
  let withoutSector = 0;
  let withoutRisk = 0;
  for (const row of rows) {
    if (!exchanges.has(row.exchange_country_id)) continue;
    const inSector = sectors.size === 0 || sectors.has(row.sector_id);
    const inRisk =
      row.final_score !== null &&
      row.final_score >= criteria.minRiskScore &&
      row.final_score <= criteria.maxRiskScore;
    if (inSector && inRisk) total += 1;
    if (inRisk) withoutSector += 1;
    if (inSector) withoutRisk += 1;
  }
  return { total, sectorCount: withoutSector, riskScoreCount: withoutRisk };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
}

function time(runs: number, work: () => unknown): number {
  for (let i = 0; i < 5; i += 1) work();
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    work();
    samples.push(performance.now() - started);
  }
  return median(samples);
}

/**
 * The lower bound of the HTTP figures: the same year's rows of the same exchanges loaded into an array of
 * plain objects with one query, then the same filter (and its counts) timed in this process.
 */
export async function inProcessLowerBound(
  client: pg.Client,
  criteria: PlainCriteria,
  runs = 50,
): Promise<LowerBound> {
  const { rows } = await client.query<PlainRow>(
    `select isin, name, domicile_country, rank_percent, rank_percent_within_sector, rating, final_score,
            ticker_id, exchange_country_id, exchange_country, sector_id
       from screening.ticker_year
      where year = $1 and exchange_country_id = any($2::int[])`,
    [criteria.year, criteria.exchangeIds],
  );
  const result = screen(rows, criteria);
  return {
    rows: rows.length,
    runs,
    filterMedianMs: time(runs, () => screen(rows, criteria)),
    countMedianMs: time(runs, () => counts(rows, criteria)),
    total: result.total,
    firstPage: result.page.map((row) => row.ticker_id),
  };
}
