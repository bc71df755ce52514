import { Migration } from '@mikro-orm/migrations';

export class Migration20261121190058 extends Migration {

  override name = 'Migration20261121190058';

  override up(): void | Promise<void> {
    this.addSql(`create table "billing"."payment_event" ("id" varchar(128) not null, "type" varchar(64) not null, "provider_subscription_id" varchar(128) null, "tenant_id" uuid null, "created_at" timestamptz not null, "received_at" timestamptz not null, "outcome" varchar(16) null, "note" varchar(500) null, primary key ("id"));`);
    this.addSql(`create index "payment_event_subscription_idx" on "billing"."payment_event" ("provider_subscription_id", "created_at");`);

    this.addSql(`create table "billing"."sandbox_checkout" ("id" uuid not null, "tenant_id" uuid not null, "product_id" varchar(128) not null, "seat_count" int not null, "region_ids" int[] not null, "subtotal_cents" int not null, "buyer_email" varchar(320) not null, "organization_name" varchar(255) not null, "status" varchar(16) not null default 'OPEN', "order_id" varchar(64) null, "expires_at" timestamptz not null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "sandbox_checkout_tenant_idx" on "billing"."sandbox_checkout" ("tenant_id");`);

    this.addSql(`create table "billing"."sandbox_order" ("id" varchar(64) not null, "reference" varchar(32) not null, "kind" varchar(16) not null, "tenant_id" uuid not null, "subscription_id" varchar(64) not null, "product_id" varchar(128) not null, "seat_count" int not null, "region_ids" int[] not null, "country" varchar(2) not null, "subtotal_cents" int not null, "tax_percent" int not null, "tax_cents" int not null, "total_cents" int not null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "billing"."sandbox_order" add constraint "sandbox_order_reference_unique" unique ("reference");`);
    this.addSql(`create index "sandbox_order_tenant_idx" on "billing"."sandbox_order" ("tenant_id");`);

    this.addSql(`create table "billing"."sandbox_subscription" ("id" varchar(64) not null, "tenant_id" uuid not null, "product_id" varchar(128) not null, "seat_count" int not null, "region_ids" int[] not null, "state" varchar(16) not null, "begin" timestamptz not null, "next_charge_date" timestamptz null, "canceled_date" timestamptz null, "country" varchar(2) not null, "card_brand" varchar(16) not null, "card_last4" varchar(4) not null, "card_behaviour" varchar(16) not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "sandbox_subscription_tenant_idx" on "billing"."sandbox_subscription" ("tenant_id");`);
    this.addSql(`create index "sandbox_subscription_due_idx" on "billing"."sandbox_subscription" ("next_charge_date");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "billing"."payment_event" cascade;`);
    this.addSql(`drop table if exists "billing"."sandbox_checkout" cascade;`);
    this.addSql(`drop table if exists "billing"."sandbox_order" cascade;`);
    this.addSql(`drop table if exists "billing"."sandbox_subscription" cascade;`);
  }

}
