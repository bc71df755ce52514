import { Migration } from '@mikro-orm/migrations';

export class Migration20261121165152 extends Migration {

  override name = 'Migration20261121165152';

  override up(): void | Promise<void> {
    this.addSql(`create index "company_search_idx" on "screening"."company" ("exchange_country_id", (upper("name") || chr(31) || "isin" || chr(31) || upper("ticker_id"))) include ("name", "isin", "ticker_id");`);

    this.addSql(`drop index "screening"."ticker_year_screen_idx";`);
    this.addSql(`drop index "screening"."ticker_year_sector_idx";`);
    this.addSql(`create index "ticker_year_screen_covering_idx" on "screening"."ticker_year" ("year", "exchange_country_id", "final_score" DESC nulls LAST, "ticker_id") include ("sector_id", "industry_group_id", "auditor_id", "domicile_country", "incorporation_country", "trading_status", "rating", "one_year_change", "mv");`);
    this.addSql(`create index "ticker_year_sector_score_idx" on "screening"."ticker_year" ("year", "exchange_country_id", "sector_id", "final_score");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "screening"."company_search_idx";`);

    this.addSql(`drop index "screening"."ticker_year_screen_covering_idx";`);
    this.addSql(`drop index "screening"."ticker_year_sector_score_idx";`);
    this.addSql(`create index "ticker_year_screen_idx" on "screening"."ticker_year" ("year", "exchange_country_id", "final_score");`);
    this.addSql(`create index "ticker_year_sector_idx" on "screening"."ticker_year" ("year", "exchange_country_id", "sector_id");`);
  }

}
