import { Migration } from '@mikro-orm/migrations';

/**
 * Screening: the screen's covering index also holds m_score, f_score and m_score_flag, the models'
 * criteria (issue 21), so totals and facet counts with them stay index-only scans. Named after
 * Migration20261128090000 so that the names sort in the order of src/migrations/index.ts.
 */
export class Migration20261128121500 extends Migration {

  override name = 'Migration20261128121500';

  override up(): void | Promise<void> {
    this.addSql(`drop index "screening"."ticker_year_screen_covering_idx";`);
    this.addSql(`create index "ticker_year_screen_covering_idx" on "screening"."ticker_year" ("year", "exchange_country_id", "final_score" DESC nulls LAST, "ticker_id") include ("sector_id", "industry_group_id", "auditor_id", "domicile_country", "incorporation_country", "trading_status", "rating", "one_year_change", "mv", "m_score", "f_score", "m_score_flag");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "screening"."ticker_year_screen_covering_idx";`);
    this.addSql(`create index "ticker_year_screen_covering_idx" on "screening"."ticker_year" ("year", "exchange_country_id", "final_score" DESC nulls LAST, "ticker_id") include ("sector_id", "industry_group_id", "auditor_id", "domicile_country", "incorporation_country", "trading_status", "rating", "one_year_change", "mv");`);
  }

}
