import { Migration } from '@mikro-orm/migrations';

/**
 * Content: the secUserAgent setting (SEC's API requires a User-Agent naming the requester) in databases
 * whose settings were seeded before it existed; a fresh database gets it from the seed, and a row already
 * there is kept.
 */
export class Migration20261127180000 extends Migration {

  override name = 'Migration20261127180000';

  override up(): void | Promise<void> {
    this.addSql(`insert into "content"."setting" ("key", "type", "value", "description", "updated_at")
      select 'secUserAgent', 'STRING', 'none', 'Your organisation and an email address, e.g. "Acme Research admin@acme.example": SEC requires it for online fetches (npm run data:sec -- --fetch). none: not set. The SEC_USER_AGENT environment variable overrides it.', now()
      where exists (select 1 from "content"."setting")
      on conflict ("key") do nothing;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`delete from "content"."setting" where "key" = 'secUserAgent';`);
  }

}
