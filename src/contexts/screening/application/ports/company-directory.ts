/** A listed company with the figures of its latest scored year (the watchlist fields of spec section 3). */
export interface CompanyEntry {
  tickerId: string;
  isin: string;
  name: string;
  domicile_country: string | null;
  exchange_countryID: number;
  exchange_country: string;
  rating: string | null;
  final_score: number | null;
  /** The year the score and rating are of: the latest with a final score (else the latest); null without any. */
  year: number | null;
}

/** Companies by ticker or ISIN, with their latest scored figures, in one SQL statement per call. */
export abstract class CompanyDirectory {
  abstract byTickers(tickerIds: readonly string[]): Promise<CompanyEntry[]>;
  abstract byIsins(isins: readonly string[]): Promise<CompanyEntry[]>;
}
