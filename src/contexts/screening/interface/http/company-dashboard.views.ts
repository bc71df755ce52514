import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

import { FILING_EVENT_KINDS } from '../../domain/filing-event-meaning.js';
import type { CompanyOrigin, FilingEventKind } from '../../domain/published/universe.js';

/** The origins a company has (CompanyOrigin), in the order the API documents them. */
export const COMPANY_ORIGINS: readonly CompanyOrigin[] = ['generated', 'sec', 'file'];
export const ORIGIN_DESCRIPTION =
  'Where the company comes from: generated (demo), SEC EDGAR filings, or a statements file';
export const TICKER_DESCRIPTION =
  "The ticker the company is shown under: an SEC filer's ('AAPL'), a generated company's symbol without its " +
  "exchange suffix ('ABCD' of 'ABCD-US'); null where there is none (an SEC filer SEC lists no ticker for). " +
  "A trial tenant's is the alias";
export const CIK_DESCRIPTION =
  "SEC's Central Index Key, for a company from SEC EDGAR; null otherwise and in a trial";

export class WarningFilingView {
  @ApiProperty({ description: "SEC accession number, e.g. '0001193125-13-088624'" }) accession!: string;
  @ApiProperty({ description: "The filing's index page on SEC EDGAR" }) url!: string;
}

export class FilingSourceView {
  @ApiProperty({ description: "The filing's form, e.g. '10-K', '10-K/A', '20-F'" }) form!: string;
  @ApiProperty({ description: 'Filing date (ISO yyyy-mm-dd)' }) filed!: string;
  @ApiProperty({ description: "SEC accession number, e.g. '0000320193-24-000123'" }) accession!: string;
  @ApiProperty({ description: "The filing's index page on SEC EDGAR" }) url!: string;
  @ApiProperty({ description: 'The day the fiscal year ended (ISO yyyy-mm-dd)' }) fiscalYearEnd!: string;
  @ApiProperty({
    type: String,
    enum: ['public float', 'shares x price'],
    nullable: true,
    description: "What mv is: the cover page's public float, or shares outstanding x closing price",
  })
  marketValueBasis!: 'public float' | 'shares x price' | null;
}

export class LatestAnnualReportView extends FilingSourceView {
  @ApiProperty({ description: 'The fiscal year the report is of' }) fiscalYear!: number;
  @ApiProperty({ description: 'The day the next fiscal year ends (ISO yyyy-mm-dd)' })
  nextFiscalYearEnd!: string;
  @ApiProperty({
    description:
      'The last day the next annual report may be filed: 90 days after the year end for a 10-K, four months for a 20-F or 40-F',
  })
  due!: string;
  @ApiProperty({
    description: 'True when that day has passed with no newer annual report in the data: the data are stale',
  })
  overdue!: boolean;
}

export class TickerDetailView {
  @ApiProperty() id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ description: 'trading_status' }) status!: string;
  @ApiProperty({ type: Number, nullable: true, description: 'Market value, $m' }) mv!: number | null;
  @ApiProperty() auditor!: string;
  @ApiProperty({ type: Number, nullable: true }) dlOptimistic!: number | null;
  @ApiProperty({ type: Number, nullable: true }) dlPessimistic!: number | null;
  @ApiProperty({ type: Number, nullable: true }) telOptimistic!: number | null;
  @ApiProperty({ type: Number, nullable: true }) telPessimistic!: number | null;
  @ApiProperty({ type: Number, nullable: true }) equityLoss!: number | null;
  @ApiProperty({ type: Number, nullable: true }) finalScore!: number | null;
  @ApiProperty({ type: Number, nullable: true }) rankPercent!: number | null;
  @ApiProperty({ type: Number, nullable: true }) rankPercentWithinSector!: number | null;
  @ApiProperty({ type: Number, nullable: true }) rfpAbsolute!: number | null;
  @ApiProperty({ type: Number, nullable: true }) rfpRelative!: number | null;
  @ApiProperty() sector_name!: string;
  @ApiProperty() industryGroup!: string;
  @ApiProperty() incorpCountry!: string;
  @ApiProperty() domicileCountry!: string;
  @ApiProperty() exchangeCountry!: string;
  @ApiProperty() exchange_countryID!: number;
  @ApiProperty() region_name!: string;
  @ApiProperty() exchange!: string;
  @ApiProperty() isin!: string;
  @ApiProperty({ type: String, nullable: true }) warning!: string | null;
  @ApiProperty({
    type: [String],
    description:
      "'ALERT: ...' lines; a filing event's cites its filing ('NT 10-K filed 2013-03-04, 0001193125-13-088624'; a trial tenant sees no accession number)",
  })
  warnings!: string[];
  @ApiProperty({
    type: [WarningFilingView],
    description:
      "The EDGAR pages of the filings the warnings cite, by accession number (an SEC filer's; none for a trial tenant)",
  })
  warningFilings!: WarningFilingView[];
  @ApiProperty({ description: 'A+ … F, or N/A when not rated or not scored (scoreNote says why)' })
  rating!: string;
  @ApiProperty({
    type: String,
    nullable: true,
    description: "'Not scored: <reason>' or 'Not rated: fewer than 30 peers'; null when scored and rated",
  })
  scoreNote!: string | null;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'How many scored peers the rating was taken among; when not rated, how many there were',
  })
  peers!: number | null;
  @ApiProperty({ type: String, nullable: true, enum: ['exchange country', 'all exchange countries'] })
  peerGroup!: string | null;
  @ApiProperty({ enum: COMPANY_ORIGINS, description: ORIGIN_DESCRIPTION })
  origin!: CompanyOrigin;
  @ApiProperty({ type: String, nullable: true, description: TICKER_DESCRIPTION }) ticker!: string | null;
  @ApiProperty({ type: Number, nullable: true, description: CIK_DESCRIPTION }) cik!: number | null;
  @ApiProperty({
    type: FilingSourceView,
    nullable: true,
    description:
      "The SEC filing behind the year's figures; null without one (generated or CSV data) and for trial tenants",
  })
  source!: FilingSourceView | null;
  @ApiProperty({
    type: LatestAnnualReportView,
    nullable: true,
    description:
      "The company's latest annual report in the data (whatever the year shown) and whether the next is overdue; null without SEC filings and for trial tenants",
  })
  latestAnnualReport!: LatestAnnualReportView | null;
}

export class FilingEventView {
  @ApiProperty({
    enum: FILING_EVENT_KINDS,
    description:
      'late-filing: a notice that a periodic report will be late (NT 10-K, NT 20-F, NT 10-Q); auditor-change: ' +
      '8-K item 4.01; non-reliance: 8-K item 4.02 (previously issued statements are not to be relied on); ' +
      'amendment: an amended periodic report (10-K/A, 20-F/A, 40-F/A, 10-Q/A)',
  })
  kind!: FilingEventKind;
  @ApiProperty({ description: "The form filed, as SEC writes it: 'NT 10-K', '8-K', '10-K/A'" }) form!: string;
  @ApiProperty({
    type: [String],
    description: "The 8-K's items, e.g. ['4.01', '9.01']; empty for other forms",
  })
  items!: string[];
  @ApiProperty({ description: 'Filing date (ISO yyyy-mm-dd)' }) filed!: string;
  @ApiProperty({
    type: String,
    nullable: true,
    description:
      "The end of the period the filing concerns (ISO yyyy-mm-dd; an 8-K's: the event's date); null when SEC gives none",
  })
  period!: string | null;
  @ApiProperty({ description: 'The fiscal year the event belongs to (docs/sec-edgar.md)' })
  fiscalYear!: number;
  @ApiProperty({
    type: String,
    enum: ['annual', 'quarterly'],
    nullable: true,
    description: 'The periodic report filed late or amended; null for an 8-K',
  })
  report!: 'annual' | 'quarterly' | null;
  @ApiProperty({ description: "SEC accession number, e.g. '0001193125-13-096223'" }) accession!: string;
  @ApiProperty({
    type: String,
    nullable: true,
    description:
      "The filing's index page on SEC EDGAR; null for a company not from SEC EDGAR (a generated company's filings are made up)",
  })
  url!: string | null;
  @ApiProperty({
    description:
      "What the event means, in plain words: 'Notification of late filing of the annual report for fiscal 2012'",
  })
  meaning!: string;
}

export class FilingEventsView {
  @ApiProperty({
    type: [FilingEventView],
    description:
      "The company's filing events from SEC EDGAR, latest filing first; empty for other data and for trial tenants (an accession number would name the company)",
  })
  events!: FilingEventView[];
}

export class HistoryPointView {
  @ApiProperty() year!: number;
  @ApiProperty({ type: Number, nullable: true }) score!: number | null;
  @ApiProperty({ description: 'Average of the exchange country that year (null becomes 0)' })
  average!: number;
}

export class ClusterFactorView {
  @ApiProperty() cluster_type!: string;
  @ApiProperty() cluster_name!: string;
  @ApiProperty({ type: Number, nullable: true }) cluster_value!: number | null;
  @ApiProperty({ type: Number, nullable: true, description: '1..5, null for N/A' }) cluster_quantile!:
    number | null;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Position among the peers, 0 safest to 1 riskiest',
  })
  cluster_position!: number | null;
  @ApiProperty() cluster_comment_text!: string;
}

export class ChartFactorView {
  @ApiProperty() restrictAccess!: boolean;
  @ApiProperty({ type: [ClusterFactorView] }) data!: ClusterFactorView[];
}

export class HistogramBinView {
  @ApiProperty({ description: 'Bin start of final_score (bins of 5)' }) x!: number;
  @ApiProperty({ description: 'Companies in the bin' }) y!: number;
}

export class AvailableYearsView {
  @ApiProperty() restrictAccess!: boolean;
  @ApiProperty({ type: [Number], description: 'Every year the company has statements, latest first' })
  data!: number[];
  @ApiProperty({
    type: Number,
    nullable: true,
    required: false,
    description: 'The year its page opens on: the latest rated year, else the latest scored, else the latest',
  })
  defaultYear?: number | null;
}

export class RegionView {
  @ApiProperty() exchange_countryID!: number;
  @ApiProperty() exchange_country!: string;
}

export class ListingView extends RegionView {
  @ApiProperty() tickerId!: string;
  @ApiProperty() isin!: string;
  @ApiProperty() name!: string;
}

export class PopupTextView {
  @ApiProperty() id!: string;
  @ApiProperty() title!: string;
  @ApiProperty() text!: string;
  @ApiPropertyOptional() updated?: string;
}
