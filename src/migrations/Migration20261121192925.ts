import { Migration } from '@mikro-orm/migrations';

export class Migration20261121192925 extends Migration {

  override name = 'Migration20261121192925';

  override up(): void | Promise<void> {
    this.addSql(`create schema if not exists "luca";`);
    this.addSql(`create table "luca"."conversation" ("id" uuid not null, "tenant_id" uuid not null, "user_id" uuid not null, "title" varchar(100) not null, "titled" boolean not null, "turns" int not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "conversation_user_updated_idx" on "luca"."conversation" ("tenant_id", "user_id", "updated_at");`);

    this.addSql(`create table "luca"."visit" ("session_id" uuid not null, "tenant_id" uuid not null, "user_id" uuid not null, "at" timestamptz not null, primary key ("session_id"));`);
    this.addSql(`create index "visit_tenant_user_idx" on "luca"."visit" ("tenant_id", "user_id");`);

    this.addSql(`create table "luca"."turn" ("id" uuid not null, "conversation_id" uuid not null, "position" int not null, "question" text not null, "answer" jsonb not null, "asked_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "luca"."turn" add constraint "turn_conversation_position_unique" unique ("conversation_id", "position");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "luca"."conversation" cascade;`);
    this.addSql(`drop table if exists "luca"."visit" cascade;`);
    this.addSql(`drop table if exists "luca"."turn" cascade;`);

    this.addSql(`drop schema if exists "luca";`);
  }

}
