import { Migration } from '@mikro-orm/migrations';

export class Migration20261121185231 extends Migration {

  override name = 'Migration20261121185231';

  override up(): void | Promise<void> {
    this.addSql(`alter table "billing"."subscription" add "current_period_start" timestamptz null, add "pending_plan" jsonb null, add "overdue_since" timestamptz null, add "canceled_at" timestamptz null, add "cancellation_reason" varchar(255) null, add "cancellation_other_reason" varchar(500) null;`);
    this.addSql(`alter table "billing"."subscription" alter column "state" type varchar(24) using ("state"::varchar(24));`);
    // The explicit state machine renames ACTIVE to PAID and CANCELED to EXPIRED.
    this.addSql(`update "billing"."subscription" set "state" = 'PAID' where "state" = 'ACTIVE';`);
    this.addSql(`update "billing"."subscription" set "state" = 'EXPIRED' where "state" = 'CANCELED';`);
    this.addSql(
      `update "billing"."subscription" set "current_period_start" = "next_charge_date" - (case when "interval" = 'annual' then interval '1 year' else interval '1 month' end) where "next_charge_date" is not null and "current_period_start" is null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`update "billing"."subscription" set "state" = 'ACTIVE' where "state" in ('PAID', 'MODIFYING', 'PAYMENT_COMPLETED');`);
    this.addSql(`update "billing"."subscription" set "state" = 'CANCELED' where "state" in ('EXPIRED', 'NEW');`);
    this.addSql(`alter table "billing"."subscription" drop column "current_period_start", drop column "pending_plan", drop column "overdue_since", drop column "canceled_at", drop column "cancellation_reason", drop column "cancellation_other_reason";`);
    this.addSql(`alter table "billing"."subscription" alter column "state" type varchar(16) using ("state"::varchar(16));`);
  }

}
