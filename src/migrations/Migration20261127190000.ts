import { Migration } from '@mikro-orm/migrations';

/**
 * Screening: the name of an auditor the reference list does not have, per statement year (an SEC
 * import's auditors file adds such auditors with ids from 1000), so that a rescore keeps it.
 */
export class Migration20261127190000 extends Migration {

  override name = 'Migration20261127190000';

  override up(): void | Promise<void> {
    this.addSql(`alter table "screening"."statement" add column "auditor_name" text null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "screening"."statement" drop column "auditor_name";`);
  }

}
