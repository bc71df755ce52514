import { Migration } from '@mikro-orm/migrations';

export class Migration20261121192004 extends Migration {

  override name = 'Migration20261121192004';

  override up(): void | Promise<void> {
    this.addSql(`create table "content"."announcement" ("id" uuid not null, "title" varchar(255) not null, "content" text not null, "start_date" date not null, "end_date" date not null, "version" int not null, "created_at" timestamptz not null, "updated" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "announcement_dates_idx" on "content"."announcement" ("start_date", "end_date");`);

    this.addSql(`create table "content"."announcement_acknowledgement" ("announcement_id" uuid not null, "user_id" uuid not null, "version" int not null, "acknowledged_at" timestamptz not null, primary key ("announcement_id", "user_id"));`);
    this.addSql(`create index "announcement_acknowledgement_user_idx" on "content"."announcement_acknowledgement" ("user_id");`);

    this.addSql(`create table "content"."popup_text" ("id" varchar(64) not null, "title" varchar(255) not null, "text" text not null, "updated" timestamptz not null, primary key ("id"));`);

    this.addSql(`create table "content"."ticket" ("id" uuid not null, "kind" text not null, "title" varchar(100) not null, "body" text not null, "user_id" uuid not null, "email" varchar(320) not null, "role" varchar(32) not null, "tenant_id" uuid not null, "current_view" text null, "created_at" timestamptz not null, "mailed_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "ticket_created_at_idx" on "content"."ticket" ("created_at");`);

    this.addSql(`drop table if exists "screening"."popup_text" cascade;`);

    this.addSql(`alter table "content"."ticket" add constraint "ticket_kind_check" check ("kind" in ('SUPPORT', 'ISSUE'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`create table "screening"."popup_text" ("id" varchar(64) not null, "title" text not null, "text" text not null, primary key ("id"));`);

    this.addSql(`drop table if exists "content"."announcement" cascade;`);
    this.addSql(`drop table if exists "content"."announcement_acknowledgement" cascade;`);
    this.addSql(`drop table if exists "content"."popup_text" cascade;`);
    this.addSql(`drop table if exists "content"."ticket" cascade;`);
  }

}
