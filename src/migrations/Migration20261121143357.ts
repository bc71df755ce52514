import { Migration } from '@mikro-orm/migrations';

export class Migration20261121143357 extends Migration {

  override name = 'Migration20261121143357';

  override up(): void | Promise<void> {
    this.addSql(`create table "identity"."account_link" ("id" uuid not null, "user_id" uuid not null, "kind" varchar(16) not null, "token_hash" varchar(64) not null, "created_at" timestamptz not null, "expires_at" timestamptz not null, "used_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "account_link_user_idx" on "identity"."account_link" ("user_id");`);
    this.addSql(`alter table "identity"."account_link" add constraint "account_link_token_unique" unique ("token_hash");`);

    this.addSql(`create table "identity"."activity" ("id" uuid not null, "user_id" uuid not null, "tenant_id" uuid not null, "type" text not null, "at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "activity_tenant_idx" on "identity"."activity" ("tenant_id");`);
    this.addSql(`create index "activity_user_type_idx" on "identity"."activity" ("user_id", "type", "at");`);

    this.addSql(`create table "identity"."login_throttle" ("key" varchar(400) not null, "failures" int not null default 0, "window_started_at" timestamptz not null, "last_failure_at" timestamptz not null, primary key ("key"));`);

    this.addSql(`create table "identity"."mfa_factor" ("user_id" uuid not null, "secret" varchar(64) not null, "created_at" timestamptz not null, "confirmed_at" timestamptz null, primary key ("user_id"));`);

    this.addSql(`create table "identity"."one_time_code" ("id" uuid not null, "user_id" uuid not null, "channel" varchar(8) not null, "code_hash" varchar(64) not null, "created_at" timestamptz not null, "expires_at" timestamptz not null, "attempts" int not null, "consumed_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "one_time_code_user_idx" on "identity"."one_time_code" ("user_id");`);

    this.addSql(`create table "content"."terms" ("kind" text not null, "content" text not null, "updated" timestamptz not null, primary key ("kind"));`);

    this.addSql(`alter table "identity"."activity" add constraint "activity_type_check" check ("type" in ('LOGIN', 'WATCHLIST', 'CSV_DOWNLOAD', 'LUCA_ACCESS'));`);

    this.addSql(`alter table "content"."terms" add constraint "terms_kind_check" check ("kind" in ('GENERAL', 'SUBSCRIPTION'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "identity"."account_link" cascade;`);
    this.addSql(`drop table if exists "identity"."activity" cascade;`);
    this.addSql(`drop table if exists "identity"."login_throttle" cascade;`);
    this.addSql(`drop table if exists "identity"."mfa_factor" cascade;`);
    this.addSql(`drop table if exists "identity"."one_time_code" cascade;`);
    this.addSql(`drop table if exists "content"."terms" cascade;`);
  }

}
