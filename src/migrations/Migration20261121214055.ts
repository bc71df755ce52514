import { Migration } from '@mikro-orm/migrations';

export class Migration20261121214055 extends Migration {

  override name = 'Migration20261121214055';

  override up(): void | Promise<void> {
    this.addSql(`alter table "billing"."subscription" add "trial_ending_notice_sent_at" timestamptz null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "billing"."subscription" drop column "trial_ending_notice_sent_at";`);
  }

}
