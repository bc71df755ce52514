/** The company panels of the dashboard, read with one SQL statement each. */
export interface TickerDetailRecord {
  id: string;
  name: string | null;
  status: string | null;
  mv: number | null;
  auditor: string | null;
  dlOptimistic: number | null;
  dlPessimistic: number | null;
  telOptimistic: number | null;
  telPessimistic: number | null;
  equityLoss: number | null;
  finalScore: number | null;
  rankPercent: number | null;
  rankPercentWithinSector: number | null;
  rfpAbsolute: number | null;
  rfpRelative: number | null;
  sector_name: string | null;
  industryGroup: string | null;
  incorpCountry: string | null;
  domicileCountry: string | null;
  exchangeCountry: string | null;
  exchange_countryID: number;
  region_name: string | null;
  exchange: string | null;
  isin: string | null;
  warning: string | null;
  rating: string | null;
}

export interface HistoryPoint {
  year: number;
  score: number | null;
  average: number;
}

export interface ClusterFactor {
  cluster_type: string;
  cluster_name: string;
  cluster_value: number | null;
  cluster_quantile: number | null;
  cluster_comment_text: string;
}

export interface HistogramBin {
  x: number;
  y: number;
}

export interface TickerListing {
  tickerId: string;
  isin: string;
  name: string;
  exchange_countryID: number;
  exchange_country: string;
}

export abstract class DashboardReadModel {
  abstract tickerDetail(tickerId: string, year: number): Promise<TickerDetailRecord | null>;
  abstract riskHistory(tickerId: string, exchangeCountryId: number): Promise<HistoryPoint[]>;
  abstract clusterFactors(tickerId: string, year: number): Promise<ClusterFactor[]>;
  abstract riskDistribution(year: number, exchangeCountryId: number): Promise<HistogramBin[]>;
  abstract sectorDistribution(tickerId: string, year: number): Promise<HistogramBin[]>;
  abstract availableYears(tickerId: string, exchangeCountryId: number): Promise<number[]>;
  abstract listing(tickerId: string): Promise<TickerListing | null>;
  abstract listingByIsin(isin: string): Promise<TickerListing | null>;
}
