import { Migration } from '@mikro-orm/migrations';

/**
 * Content: the dataset setting of databases seeded with the old default 'data/statements.csv' (a file no
 * install has, so Test connection failed out of the box) now names the demo universe that the first start
 * loaded; a source an administrator set is kept.
 */
export class Migration20261128090000 extends Migration {

  override name = 'Migration20261128090000';

  override up(): void | Promise<void> {
    this.addSql(`update "content"."setting"
      set "value" = 'demo:companies=6000,years=12,seed=2026', "updated_at" = now()
      where "key" = 'dataset' and "value" = 'data/statements.csv';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`update "content"."setting" set "value" = 'data/statements.csv'
      where "key" = 'dataset' and "value" = 'demo:companies=6000,years=12,seed=2026';`);
  }

}
