import { FILING_EVENT_SELECT } from './filing-event-row.js';
import { FILING_EVENT_KINDS } from '../../domain/filing-event-meaning.js';
import { LINE_ITEMS } from '../../domain/published/universe.js';
import { CLUSTERS } from '../../domain/reference/clusters.js';
import { NOT_REPORTED } from '../../domain/published/universe.js';
import { withinScoredSpan } from './scored-years.sql.js';

/** (position, code, name) of the 14 clusters in engine order, inlined as constants. */
const CLUSTER_ROWS = CLUSTERS.map(
  (cluster, index) => `(${index + 1}, '${cluster.code}', '${cluster.name.replace(/'/g, "''")}')`,
).join(', ');

/** The statement's line-item columns under their engine names ("netIncome" from net_income). */
const LINE_ITEM_COLUMNS = LINE_ITEMS.map(
  (item) => `s.${item.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)} as "${item}"`,
).join(', ');

/**
 * One SQL statement per dashboard panel, over the tables the dataset store writes. The dashboard's
 * query handlers run these; the dataset integration test checks that their numbers agree.
 * Parameters as each statement names them ($1 ticker id, $2 year, or $1 year, $2 exchange country id).
 */
export const DASHBOARD_PANEL_SQL = {
  /** Ticker info (Stock Summary), rank, rating, losses, returns and warnings of one company-year. */
  tickerDetail: `
    select ticker_id as id, name, trading_status as status, mv, auditor,
           dl_optimistic as "dlOptimistic", dl_pessimistic as "dlPessimistic",
           tel_optimistic as "telOptimistic", tel_pessimistic as "telPessimistic",
           equity_loss as "equityLoss", final_score as "finalScore", rank_percent as "rankPercent",
           rank_percent_within_sector as "rankPercentWithinSector", rfp_absolute as "rfpAbsolute",
           rfp_relative as "rfpRelative", sector_name, industry_group as "industryGroup",
           incorporation_country as "incorpCountry", domicile_country as "domicileCountry",
           exchange_country as "exchangeCountry", exchange_country_id as "exchange_countryID",
           exchange_country as region_name, exchange, isin, warning, warnings, rating,
           market_cap_decile, one_year_change, score_note as "scoreNote", peers, peer_group as "peerGroup", origin,
           (select c.cik from screening.company c where c.ticker_id = ticker_year.ticker_id) as cik,
           (select s.provenance - 'items' from screening.statement s
             where s.ticker_id = ticker_year.ticker_id and s.year = ticker_year.year) as provenance,
           (select jsonb_build_object('year', s.year, 'provenance', s.provenance - 'items') from screening.statement s
             where s.ticker_id = ticker_year.ticker_id and s.provenance is not null
             order by s.year desc limit 1) as latest_annual_report
      from screening.ticker_year
     where ticker_id = $1 and year = $2`,

  /**
   * Where a company-year's figures came from ($1 ticker id, $2 year): the line items, their provenance
   * (null for generated and CSV data) and the origin of the dataset's latest load.
   */
  statementSource: `
    select s.provenance, ${LINE_ITEM_COLUMNS},
           (select r.origin from screening.data_revision r order by r.revision_date desc, r.created_at desc limit 1)
             as dataset_origin
      from screening.statement s
     where s.ticker_id = $1 and s.year = $2`,

  /**
   * The company's statements, oldest first ($1 ticker id): the score breakdown's statement lines, with the
   * later filings' revisions and the CIK (from the provenance) their EDGAR pages are under.
   */
  companyStatements: `
    select s.year, ${LINE_ITEM_COLUMNS}, s.comparative, s.revisions, s.provenance::jsonb -> 'cik' as cik,
           s.late_filing, s.auditor_changed, s.restatement,
           array(select e.key from jsonb_each_text(s.provenance::jsonb -> 'items') e
                  where e.value = '${NOT_REPORTED}' order by e.key) as not_reported
      from screening.statement s
     where s.ticker_id = $1
     order by s.year`,

  /**
   * The statements of t−2..t of the companies in the sector of $1's company-year $2 (their company-year in
   * any exchange country) of the same peer class (generated among generated, real among real; peers.ts):
   * the score breakdown's sector medians.
   */
  sectorPeerStatements: `
    select s.ticker_id, s.year, ${LINE_ITEM_COLUMNS}, s.comparative
      from screening.ticker_year own
      join screening.ticker_year peer on peer.year = own.year and peer.sector_id = own.sector_id
                                     and (peer.origin = 'generated') = (own.origin = 'generated')
      join screening.statement s on s.ticker_id = peer.ticker_id and s.year between own.year - 2 and own.year
     where own.ticker_id = $1 and own.year = $2
     order by s.ticker_id, s.year`,

  /**
   * Risk score history: the company's score per year beside its exchange country's average, over the span of
   * the country's scored years (none before its first: an average of 0 there would read as a collapse);
   * inside the span a missing average is 0 (spec section 3).
   */
  riskHistory: `
    select ty.year, ty.final_score as score, coalesce(cy.average, 0) as average
      from screening.ticker_year ty
      join screening.country_year cy on cy.year = ty.year and cy.exchange_country_id = ty.exchange_country_id
     where ty.ticker_id = $1 and ty.exchange_country_id = $2 and ${withinScoredSpan('ty.year', '$2')}
     order by ty.year`,

  /** The 14 clusters of one company-year in engine order: value, quantile and position (null = N/A), comment. */
  clusterDetail: `
    select c.cluster_type, c.cluster_name, d.cluster_value, d.cluster_quantile, d.cluster_position,
           d.cluster_comment_text
      from screening.cluster_detail cd
     cross join lateral unnest(cd.cluster_values, cd.cluster_quantiles, cd.cluster_positions, cd.cluster_comments)
           with ordinality as d(cluster_value, cluster_quantile, cluster_position, cluster_comment_text, position)
      join (values ${CLUSTER_ROWS}) as c(position, cluster_type, cluster_name) on c.position = d.position
     where cd.ticker_id = $1 and cd.year = $2
     order by d.position`,

  /** The smoothed logit of $1's year $2 (the score breakdown of the year after reads it); no row without one. */
  scoreLogit: `
    select score_logit from screening.ticker_year where ticker_id = $1 and year = $2 and score_logit is not null`,

  /**
   * The company's filing events ($1 ticker id), latest filing first (then by accession number, and the
   * kinds of one 8-K in their order); dates as ISO text; the company's origin (only an SEC filer's are on
   * EDGAR).
   */
  filingEvents: `
    select ${FILING_EVENT_SELECT}, c.origin
      from screening.filing_event fe
      join screening.company c on c.ticker_id = fe.ticker_id
     where fe.ticker_id = $1
     order by fe.filed desc, fe.accn desc,
              array_position(array[${FILING_EVENT_KINDS.map((kind) => `'${kind}'`).join(', ')}], fe.kind)`,

  /** Risk distribution of an exchange country and year: histogram of final_score, bins of 5. */
  riskDistribution: `
    select x, y from screening.distribution
     where year = $1 and exchange_country_id = $2 and sector_id = 0
     order by x`,

  /** Sector distribution: the same histogram within the company's sector. */
  sectorDistribution: `
    select d.x, d.y
      from screening.ticker_year ty
      join screening.distribution d
        on d.year = ty.year and d.exchange_country_id = ty.exchange_country_id and d.sector_id = ty.sector_id
     where ty.ticker_id = $1 and ty.year = $2
     order by d.x`,
} as const;
