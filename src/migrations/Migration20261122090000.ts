import { Migration } from '@mikro-orm/migrations';

export class Migration20261122090000 extends Migration {

  override name = 'Migration20261122090000';

  override up(): void | Promise<void> {
    this.addSql(`create schema if not exists "mail";`);
    this.addSql(`create table "mail"."outbox" ("id" bigserial not null, "message_id" varchar(255) not null, "recipient" varchar(320) not null, "subject" text not null, "text" text not null, "html" text null, "created_at" timestamptz not null default now(), "attempts" int not null default 0, "next_attempt_at" timestamptz not null default now(), "locked_until" timestamptz null, "sent_at" timestamptz null, "failed_at" timestamptz null, "last_error" text null, primary key ("id"));`);
    this.addSql(`alter table "mail"."outbox" add constraint "outbox_message_id_unique" unique ("message_id");`);
    this.addSql(`create index "outbox_due_index" on "mail"."outbox" ("next_attempt_at", "id") where "sent_at" is null and "failed_at" is null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "mail"."outbox";`);
    this.addSql(`drop schema if exists "mail";`);
  }

}
