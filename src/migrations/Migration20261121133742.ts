import { Migration } from '@mikro-orm/migrations';

export class Migration20261121133742 extends Migration {

  override name = 'Migration20261121133742';

  override up(): void | Promise<void> {
    this.addSql(`create schema if not exists "screening";`);
    this.addSql(`create schema if not exists "identity";`);
    this.addSql(`create schema if not exists "content";`);
    this.addSql(`create schema if not exists "billing";`);
    this.addSql(`create schema if not exists "tenancy";`);
    // Company ids are handed out by a sequence so that replicas never collide.
    this.addSql(`create sequence if not exists "tenancy"."company_id_seq" start with 1000;`);
    this.addSql(`create table "screening"."data_revision" ("id" uuid not null, "revision_date" timestamptz not null, "source" varchar(255) not null, "companies" int not null, "company_years" int not null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "data_revision_date_idx" on "screening"."data_revision" ("revision_date");`);

    this.addSql(`create table "identity"."session" ("id" uuid not null, "user_id" uuid not null, "created_at" timestamptz not null, "last_seen_at" timestamptz not null, "expires_at" timestamptz not null, "ended_at" timestamptz null, "end_reason" varchar(16) null, primary key ("id"));`);
    this.addSql(`create index "session_user_idx" on "identity"."session" ("user_id");`);

    this.addSql(`create table "content"."setting" ("key" varchar(64) not null, "type" text not null, "value" text not null, "description" text not null, "updated_at" timestamptz not null, primary key ("key"));`);
    this.addSql(`alter table "content"."setting" add constraint "setting_type_check" check ("type" in ('NUMERIC', 'TEXT', 'STRING', 'DATASET'));`);

    this.addSql(`create table "billing"."subscription" ("id" uuid not null, "tenant_id" uuid not null, "product_id" varchar(128) not null, "interval" varchar(16) not null, "state" varchar(16) not null, "seat_count" int not null, "region_ids" int[] not null, "trial_ends_at" timestamptz null, "next_charge_date" timestamptz null, "provider_subscription_id" varchar(128) null, "agreed_terms" boolean not null default false, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "billing"."subscription" add constraint "subscription_tenant_unique" unique ("tenant_id");`);

    this.addSql(`create table "tenancy"."tenant" ("id" uuid not null, "company_id" int not null, "organization_name" varchar(255) not null, "organization_url" varchar(2048) not null, "contact_name" varchar(255) not null, "contact_email" varchar(320) not null, "tenant_manager_name" varchar(255) null, "tenant_manager_email" varchar(320) null, "region_ids" int[] not null, "select_all_regions" boolean not null default false, "start_date" timestamptz not null, "end_date" timestamptz null, "status" boolean not null default true, "ssp" boolean not null default false, "provider" boolean not null default false, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "tenancy"."tenant" add constraint "tenant_company_id_unique" unique ("company_id");`);
    this.addSql(`alter table "tenancy"."tenant" add constraint "tenant_organization_name_unique" unique ("organization_name");`);

    this.addSql(`create table "identity"."user_account" ("id" uuid not null, "email" varchar(320) not null, "password_hash" varchar(255) not null, "display_name" varchar(255) not null, "phone" varchar(32) null, "role" text not null, "tenant_id" uuid not null, "disabled" boolean not null default false, "first_login" boolean not null default false, "luca_accessible" boolean not null default false, "support_verify" boolean not null default false, "terms_agreed_at" timestamptz null, "last_login_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "identity"."user_account" add constraint "user_account_email_unique" unique ("email");`);
    this.addSql(`create index "user_account_tenant_idx" on "identity"."user_account" ("tenant_id");`);
    this.addSql(`alter table "identity"."user_account" add constraint "user_account_role_check" check ("role" in ('ADMINISTRATOR', 'SALE', 'TENANT_ADMINISTRATOR', 'USER'));`);
  }

}
