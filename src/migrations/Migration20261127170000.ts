import { Migration } from '@mikro-orm/migrations';

/**
 * SEC EDGAR data (docs/sec-edgar.md): companies without an ISIN ('missing', unique among the others),
 * their CIK, and per statement year the prior year as its own filing reports it, the later revisions,
 * and the filing and concept of every figure.
 */
export class Migration20261127170000 extends Migration {

  override name = 'Migration20261127170000';

  override up(): void | Promise<void> {
    this.addSql(`alter table "screening"."company" drop constraint "company_isin_unique";`);
    this.addSql(`create unique index "company_isin_unique" on "screening"."company" ("isin") where "isin" <> 'missing';`);
    this.addSql(`alter table "screening"."company" add column "cik" int null;`);
    this.addSql(`alter table "screening"."statement" add column "comparative" jsonb null, add column "revisions" jsonb null, add column "provenance" jsonb null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "screening"."statement" drop column "comparative", drop column "revisions", drop column "provenance";`);
    this.addSql(`alter table "screening"."company" drop column "cik";`);
    this.addSql(`drop index "screening"."company_isin_unique";`);
    this.addSql(`alter table "screening"."company" add constraint "company_isin_unique" unique ("isin");`);
  }

}
