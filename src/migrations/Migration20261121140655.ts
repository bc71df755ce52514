import { Migration } from '@mikro-orm/migrations';

export class Migration20261121140655 extends Migration {

  override name = 'Migration20261121140655';

  override up(): void | Promise<void> {
    this.addSql(`create table "screening"."cluster_detail" ("ticker_id" text not null, "year" int not null, "cluster_values" float8[] not null, "cluster_quantiles" int2[] not null, "cluster_comments" text[] not null, primary key ("ticker_id", "year"));`);

    this.addSql(`create table "screening"."company" ("ticker_id" text not null, "isin" varchar(12) not null, "name" text not null, "exchange_country_id" int not null, "exchange" text not null, "domicile_iso2" varchar(2) not null, "incorporation_iso2" varchar(2) not null, "sector_id" int not null, "industry_group_id" int not null, "trading_status" varchar(16) not null, "price_first_year" int null, "prices" float8[] null, primary key ("ticker_id"));`);
    this.addSql(`alter table "screening"."company" add constraint "company_isin_unique" unique ("isin");`);

    this.addSql(`create table "screening"."country_year" ("year" int not null, "exchange_country_id" int not null, "companies" int not null, "scored" int not null, "average" double precision null, "median" double precision null, "min" double precision null, "max" double precision null, primary key ("year", "exchange_country_id"));`);

    this.addSql(`create table "screening"."distribution" ("year" int not null, "exchange_country_id" int not null, "sector_id" int not null, "x" smallint not null, "y" int not null, primary key ("year", "exchange_country_id", "sector_id", "x"));`);

    this.addSql(`create table "screening"."exchange_index" ("exchange_country_id" int not null, "name" text not null, "first_year" int not null, "levels" float8[] not null, primary key ("exchange_country_id"));`);

    this.addSql(`create table "screening"."popup_text" ("id" varchar(64) not null, "title" text not null, "text" text not null, primary key ("id"));`);

    this.addSql(`create table "screening"."statement" ("ticker_id" text not null, "year" int not null, "revenue" double precision null, "cogs" double precision null, "sga" double precision null, "depreciation" double precision null, "net_income" double precision null, "cfo" double precision null, "receivables" double precision null, "inventory" double precision null, "other_current_assets" double precision null, "current_assets" double precision null, "ppe" double precision null, "goodwill" double precision null, "other_intangibles" double precision null, "total_assets" double precision null, "current_liabilities" double precision null, "long_term_debt" double precision null, "total_liabilities" double precision null, "equity" double precision null, "cash" double precision null, "securities" double precision null, "market_value" double precision null, "auditor_id" int not null, "previous_auditor_id" int null, "auditor_changed" boolean not null, "late_filing" boolean not null, "qualified_opinion" boolean not null, "restatement" boolean not null, primary key ("ticker_id", "year"));`);

    this.addSql(`create table "screening"."ticker_year" ("ticker_id" text not null, "year" int not null, "isin" varchar(12) not null, "name" text not null, "exchange_country_id" int not null, "exchange_country" text not null, "exchange" text not null, "domicile_country" text not null, "incorporation_country" text not null, "sector_id" int not null, "sector_name" text not null, "industry_group_id" int not null, "industry_group" text not null, "auditor_id" int not null, "auditor" text not null, "trading_status" varchar(16) not null, "mv" double precision null, "market_cap_decile" smallint null, "final_score" double precision null, "one_year_change" double precision null, "rank_percent" double precision null, "rank_percent_within_sector" double precision null, "rating" varchar(2) null, "m_score" double precision null, "m_score_flag" boolean null, "f_score" double precision null, "f_probability" double precision null, "clusters_available" smallint not null, "equity_loss" double precision null, "dl_optimistic" double precision null, "dl_pessimistic" double precision null, "tel_optimistic" double precision null, "tel_pessimistic" double precision null, "rfp_absolute" double precision null, "rfp_relative" double precision null, "warning" text null, "warnings" text[] not null, primary key ("ticker_id", "year"));`);
    this.addSql(`create index "ticker_year_screen_idx" on "screening"."ticker_year" ("year", "exchange_country_id", "final_score");`);
    this.addSql(`create index "ticker_year_sector_idx" on "screening"."ticker_year" ("year", "exchange_country_id", "sector_id");`);
    this.addSql(`create index "ticker_year_isin_idx" on "screening"."ticker_year" ("isin", "year");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "screening"."cluster_detail" cascade;`);
    this.addSql(`drop table if exists "screening"."company" cascade;`);
    this.addSql(`drop table if exists "screening"."country_year" cascade;`);
    this.addSql(`drop table if exists "screening"."distribution" cascade;`);
    this.addSql(`drop table if exists "screening"."exchange_index" cascade;`);
    this.addSql(`drop table if exists "screening"."popup_text" cascade;`);
    this.addSql(`drop table if exists "screening"."statement" cascade;`);
    this.addSql(`drop table if exists "screening"."ticker_year" cascade;`);
  }

}
