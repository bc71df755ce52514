import { Migration } from '@mikro-orm/migrations';

/**
 * Screening (issue 28): where each company comes from (generated, SEC or a statements file: generated and
 * real companies are never peers), the peers a rating was taken among, the smoothed logit behind each score,
 * the reason a company-year is not scored or not rated, and each cluster's position among its peers. The
 * existing rows are those of the previous model: `npm run data:score` (or a new load) fills the new columns.
 */
export class Migration20261128210000 extends Migration {

  override name = 'Migration20261128210000';

  override up(): void | Promise<void> {
    this.addSql(`alter table "screening"."company" add column "origin" text not null default 'generated';`);
    this.addSql(`update "screening"."company" set "origin" = 'sec' where "cik" is not null;`);
    this.addSql(`alter table "screening"."ticker_year" add column "origin" text not null default 'generated', add column "peer_group" text null, add column "peers" int null, add column "score_logit" double precision null, add column "score_note" text null;`);
    this.addSql(`update "screening"."ticker_year" ty set "origin" = c."origin" from "screening"."company" c where c."ticker_id" = ty."ticker_id" and c."origin" <> 'generated';`);
    this.addSql(`alter table "screening"."cluster_detail" add column "cluster_positions" float8[] null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "screening"."cluster_detail" drop column "cluster_positions";`);
    this.addSql(`alter table "screening"."ticker_year" drop column "origin", drop column "peer_group", drop column "peers", drop column "score_logit", drop column "score_note";`);
    this.addSql(`alter table "screening"."company" drop column "origin";`);
  }

}
