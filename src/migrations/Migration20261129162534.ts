import { Migration } from '@mikro-orm/migrations';

/**
 * Screening (issue 31): a company's filing events (late-filing notices, auditor changes, non-reliance notices,
 * amendments), stored with the dataset so that they can be shown; empty until the next SEC import or demo load.
 */
export class Migration20261129162534 extends Migration {

  override name = 'Migration20261129162534';

  override up(): void | Promise<void> {
    this.addSql(`create table "screening"."filing_event" ("ticker_id" text not null, "accn" text not null, "kind" text not null, "cik" int not null, "fiscal_year" int not null, "form" text not null, "items" text[] not null, "filed" date not null, "period" date null, "report" text null, primary key ("ticker_id", "accn", "kind"));`);
    this.addSql(`create index "filing_event_ticker_year_idx" on "screening"."filing_event" ("ticker_id", "fiscal_year");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "screening"."filing_event" cascade;`);
  }

}
