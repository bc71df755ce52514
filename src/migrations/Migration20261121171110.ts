import { Migration } from '@mikro-orm/migrations';

export class Migration20261121171110 extends Migration {

  override name = 'Migration20261121171110';

  override up(): void | Promise<void> {
    this.addSql(`create schema if not exists "watchlists";`);
    this.addSql(`create table "watchlists"."alert_baseline" ("user_id" uuid not null, "ticker_id" text not null, "final_score" double precision null, "rating" varchar(2) null, "updated_at" timestamptz not null, primary key ("user_id", "ticker_id"));`);

    this.addSql(`create table "watchlists"."alert_setting" ("user_id" uuid not null, "tenant_id" uuid not null, "frequency" text not null, "last_digest_at" timestamptz null, "updated_at" timestamptz not null, primary key ("user_id"));`);

    this.addSql(`create table "watchlists"."saved_filter" ("id" uuid not null, "tenant_id" uuid not null, "user_id" uuid not null, "name" varchar(100) not null, "criteria" jsonb not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create unique index "saved_filter_user_name_unique" on "watchlists"."saved_filter" ("user_id", lower("name"));`);
    this.addSql(`create index "saved_filter_tenant_user_idx" on "watchlists"."saved_filter" ("tenant_id", "user_id");`);

    this.addSql(`create table "watchlists"."watchlist" ("id" uuid not null, "tenant_id" uuid not null, "user_id" uuid not null, "name" varchar(100) not null, "ticker_ids" text[] not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create unique index "watchlist_user_name_unique" on "watchlists"."watchlist" ("user_id", lower("name"));`);
    this.addSql(`create index "watchlist_tenant_user_idx" on "watchlists"."watchlist" ("tenant_id", "user_id");`);

    this.addSql(`alter table "watchlists"."alert_setting" add constraint "alert_setting_frequency_check" check ("frequency" in ('INSTANT', 'DAILY', 'WEEKLY', 'MONTHLY'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "watchlists"."alert_baseline" cascade;`);
    this.addSql(`drop table if exists "watchlists"."alert_setting" cascade;`);
    this.addSql(`drop table if exists "watchlists"."saved_filter" cascade;`);
    this.addSql(`drop table if exists "watchlists"."watchlist" cascade;`);

    this.addSql(`drop schema if exists "watchlists";`);
  }

}
