import { Migration } from '@mikro-orm/migrations';

/**
 * Screening (issue 31): the screener's Filing events criterion. Each company-year's filing events in the
 * year and the two before (year-filing-events.ts), their kinds and how many, and the kinds in the screen's
 * covering index so that counts with the criterion stay index-only scans. The existing rows have none
 * until the next load or `npm run data:score`.
 */
export class Migration20261129183000 extends Migration {

  override name = 'Migration20261129183000';

  override up(): void | Promise<void> {
    this.addSql(`alter table "screening"."ticker_year" add column "filing_events" text[] not null default '{}', add column "filing_event_count" int not null default 0;`);
    this.addSql(`drop index "screening"."ticker_year_screen_covering_idx";`);
    this.addSql(`create index "ticker_year_screen_covering_idx" on "screening"."ticker_year" ("year", "exchange_country_id", "final_score" DESC nulls LAST, "ticker_id") include ("sector_id", "industry_group_id", "auditor_id", "domicile_country", "incorporation_country", "trading_status", "rating", "one_year_change", "mv", "m_score", "f_score", "m_score_flag", "filing_events");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "screening"."ticker_year_screen_covering_idx";`);
    this.addSql(`create index "ticker_year_screen_covering_idx" on "screening"."ticker_year" ("year", "exchange_country_id", "final_score" DESC nulls LAST, "ticker_id") include ("sector_id", "industry_group_id", "auditor_id", "domicile_country", "incorporation_country", "trading_status", "rating", "one_year_change", "mv", "m_score", "f_score", "m_score_flag");`);
    this.addSql(`alter table "screening"."ticker_year" drop column "filing_events", drop column "filing_event_count";`);
  }

}
