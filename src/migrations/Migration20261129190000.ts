import { Migration } from '@mikro-orm/migrations';

/** The origin a revision's text label tells, as of the revision's date (UTC). */
const AT = `to_char("revision_date" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * Screening (issue 31): the dataset's origin stored with each data revision, as data (dataset-origin.ts), in
 * place of the text label it was read back from. The revisions stored before have their label's reading:
 * 'generated: ...' the generator's parameters, 'imported: <file> (...)' the statements file, 'SEC EDGAR: ...'
 * SEC (its datasets unknown), a rescore the origin of the load it rescored; any other label 'unknown'.
 */
export class Migration20261129190000 extends Migration {

  override name = 'Migration20261129190000';

  override up(): void | Promise<void> {
    this.addSql(`alter table "screening"."data_revision" add column "origin" jsonb null;`);
    this.addSql(`update "screening"."data_revision" set "origin" = case
      when "source" like 'generated: %' then jsonb_build_object('kind', 'generated', 'sources', jsonb_build_array(substr("source", 12)), 'added', false, 'at', ${AT})
      when "source" like 'imported: %' then jsonb_build_object('kind', 'file', 'sources', jsonb_build_array(regexp_replace(substr("source", 11), ' [(][0-9]+ rows kept, [0-9]+ skipped[)]$', '')), 'added', true, 'at', ${AT})
      when "source" like 'SEC EDGAR:%' then jsonb_build_object('kind', 'sec', 'sources', '[]'::jsonb, 'added', "source" like '%, added', 'at', ${AT})
    end;`);
    this.addSql(`update "screening"."data_revision" r set "origin" = (
      select p."origin" from "screening"."data_revision" p
       where p."origin" is not null and (p."revision_date", p."created_at") < (r."revision_date", r."created_at")
       order by p."revision_date" desc, p."created_at" desc limit 1)
     where r."source" = 'rescored from stored statements';`);
    this.addSql(`update "screening"."data_revision" set "origin" = '{"kind": "unknown", "sources": [], "added": false, "at": null}' where "origin" is null;`);
    this.addSql(`alter table "screening"."data_revision" alter column "origin" set not null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "screening"."data_revision" drop column "origin";`);
  }

}
