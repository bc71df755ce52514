import { Migration } from '@mikro-orm/migrations';

/** Sign-in attempts counted but not settled yet: the refusal counts them, the slow-down does not. */
export class Migration20261122120000 extends Migration {

  override name = 'Migration20261122120000';

  override up(): void | Promise<void> {
    this.addSql(`alter table "identity"."login_throttle" add column "pending" int not null default 0;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "identity"."login_throttle" drop column "pending";`);
  }

}
