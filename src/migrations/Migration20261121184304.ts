import { Migration } from '@mikro-orm/migrations';

export class Migration20261121184304 extends Migration {

  override name = 'Migration20261121184304';

  override up(): void | Promise<void> {
    this.addSql(`create table "tenancy"."tenant_request" ("id" uuid not null, "request_type" text not null, "state" text not null, "country" varchar(64) not null, "start_date" timestamptz not null, "end_date" timestamptz not null, "tenant_id" uuid null, "organization_name" varchar(255) null, "organization_url" varchar(2048) null, "contact_name" varchar(255) null, "contact_email" varchar(320) null, "tenant_manager_name" varchar(255) null, "tenant_manager_email" varchar(320) null, "region_ids" int[] not null, "select_all_regions" boolean not null default false, "person_list" jsonb not null, "uids" jsonb not null, "failure_reason" text null, "started_at" timestamptz null, "ended_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "tenant_request_state_start_idx" on "tenancy"."tenant_request" ("state", "start_date");`);
    this.addSql(`create index "tenant_request_state_end_idx" on "tenancy"."tenant_request" ("state", "end_date");`);

    this.addSql(`alter table "tenancy"."tenant_request" add constraint "tenant_request_request_type_check" check ("request_type" in ('TENANT', 'USER', 'LUCA'));`);
    this.addSql(`alter table "tenancy"."tenant_request" add constraint "tenant_request_state_check" check ("state" in ('PENDING', 'STARTED', 'ENDED', 'FAILED'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "tenancy"."tenant_request" cascade;`);
  }

}
