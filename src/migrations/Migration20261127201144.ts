import { Migration } from '@mikro-orm/migrations';

/**
 * Billing: the last payment of a subscription (the console's Last Payment; a receipt is mailed once per
 * provider order). Paid subscriptions take their newest sandbox order as their last payment. Self-service
 * tenants that signed up before sign-up opened their subscription get one: NEW, the default bundle, nothing
 * bought, so that they see no dashboard until they buy a plan or start the trial.
 */
export class Migration20261127201144 extends Migration {

  override name = 'Migration20261127201144';

  override up(): void | Promise<void> {
    this.addSql(`alter table "billing"."subscription" add "last_payment_at" timestamptz null, add "last_payment_order_id" varchar(128) null;`);
    this.addSql(`update "billing"."subscription" as "s" set "last_payment_at" = "o"."created_at", "last_payment_order_id" = "o"."id"
      from (select distinct on ("subscription_id") "subscription_id", "id", "created_at" from "billing"."sandbox_order"
            order by "subscription_id", "created_at" desc) as "o"
      where "o"."subscription_id" = "s"."provider_subscription_id";`);
    this.addSql(`insert into "billing"."subscription" ("id", "tenant_id", "product_id", "interval", "state", "seat_count", "region_ids", "agreed_terms", "created_at", "updated_at")
      select gen_random_uuid(), "t"."id", 'ledgerscope-professional', 'monthly', 'NEW', 0, '{}', false, now(), now()
      from "tenancy"."tenant" as "t"
      where "t"."ssp" and not "t"."provider"
        and not exists (select 1 from "billing"."subscription" as "b" where "b"."tenant_id" = "t"."id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`delete from "billing"."subscription" where "state" = 'NEW' and not "agreed_terms" and "seat_count" = 0;`);
    this.addSql(`alter table "billing"."subscription" drop column "last_payment_at", drop column "last_payment_order_id";`);
  }

}
