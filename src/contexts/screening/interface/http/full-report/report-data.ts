/** The data of the printable full report of one company-year, as the controller gathers it. */

import type {
  FilingEventAnswer,
  ScoreBreakdownAnswer,
} from '../../../application/queries/company-panels/company-panels.queries.js';
import type { FilingSource } from '../../../application/ports/dashboard-read-model.js';
import type { CompanyOrigin, LineItemName } from '../../../domain/published/universe.js';

export interface ReportDetail {
  id: string;
  name: string;
  status: string;
  isin: string;
  mv: number | null;
  auditor: string;
  sector_name: string;
  industryGroup: string;
  incorpCountry: string;
  domicileCountry: string;
  exchangeCountry: string;
  exchange: string;
  rating: string;
  /** Why there is no rating or no score ('Not rated: …', 'Not scored: …'), shown instead of the letter. */
  scoreNote: string | null;
  finalScore: number | null;
  rankPercent: number | null;
  rankPercentWithinSector: number | null;
  telOptimistic: number | null;
  telPessimistic: number | null;
  dlOptimistic: number | null;
  dlPessimistic: number | null;
  equityLoss: number | null;
  rfpAbsolute: number | null;
  rfpRelative: number | null;
  /** Each carries its one 'ALERT: ' (domain/scoring/warnings.ts owns the prefix). */
  warnings: string[];
  /** The EDGAR pages of the filings the warnings cite, by accession number (none for a trial tenant). */
  warningFilings: readonly { readonly accession: string; readonly url: string }[];
  /** How many scored peers the rating was taken among; when not rated, how many it had. */
  peers: number | null;
  /** 'exchange country' or 'all exchange countries': where the peers were taken; null when not rated. */
  peerGroup: string | null;
  /** The ticker the company is shown under (a trial tenant's alias); null where it has none. */
  ticker: string | null;
  /** Where the company comes from: SEC EDGAR, an imported statements file, or the generated demo universe. */
  origin: CompanyOrigin;
  /** SEC's Central Index Key; null for other data and for a trial tenant (it would name the company). */
  cik: number | null;
  /** The filing behind the year's figures; null without one and for a trial tenant. */
  source: FilingSource | null;
}

export interface ReportCluster {
  cluster_type: string;
  cluster_name: string;
  cluster_quantile: number | null;
  cluster_comment_text: string;
}

/** A filing with the SEC; url is its EDGAR index page (null when it cannot be built). */
export interface ReportFiling {
  form: string;
  filed: string;
  accession: string;
  url: string | null;
}

export interface ReportLineItem {
  item: LineItemName;
  /** $ millions. */
  value: number | null;
  concept: string | null;
  filing: ReportFiling | null;
  /** A line the year's complete filing does not have, taken as 0: its source reads NOT_REPORTED_TEXT. */
  notReported?: true;
}

/** Where the year's figures came from (GetStatementSource). */
export type ReportSource =
  | {
      kind: 'filing';
      filing: ReportFiling & {
        url: string;
        fiscalYearEnd: string;
        marketValueBasis: 'public float' | 'shares x price' | null;
      };
      items: ReportLineItem[];
    }
  | { kind: 'unrecorded'; origin: 'generated' | 'imported' | 'unknown' }
  | { kind: 'withheld' };

/** The score breakdown of the company-year, as POST /dashboard/scoreBreakdown answers it. */
export type ReportBreakdown = ScoreBreakdownAnswer;

/** A filing event of the company, as POST /dashboard/filingEvents answers it (GetFilingEvents). */
export type ReportFilingEvent = FilingEventAnswer;

export interface ReportData {
  year: number;
  detail: ReportDetail;
  history: Array<{ year: number; score: number | null; average: number }>;
  riskDistribution: Array<{ x: number; y: number }>;
  sectorDistribution: Array<{ x: number; y: number }>;
  clusters: ReportCluster[];
  source: ReportSource;
  /** How the score is built (GetScoreBreakdown): the final score's terms, M, F and the statements. */
  breakdown: ReportBreakdown;
  /** The company's filing events, every year, latest filing first; none for a trial tenant. */
  filingEvents: ReportFilingEvent[];
  /** The dataset's last data update (GetDataRevision); null before the first load. */
  revisionDate: Date | null;
  generatedAt: Date;
  /** Nonce of the one inline script (the Print button). */
  nonce: string;
}
