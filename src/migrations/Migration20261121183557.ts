import { Migration } from '@mikro-orm/migrations';

export class Migration20261121183557 extends Migration {

  override name = 'Migration20261121183557';

  override up(): void | Promise<void> {
    this.addSql(`alter table "tenancy"."tenant" add "users_limit" int not null default 0, add "manager_user_id" uuid null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "tenancy"."tenant" drop column "users_limit", drop column "manager_user_id";`);
  }

}
