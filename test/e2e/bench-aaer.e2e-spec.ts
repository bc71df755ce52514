import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { QueryBus } from '@nestjs/cqrs';
import type pg from 'pg';
import { aaerBench } from '../../src/cli/bench/aaer-bench.js';
import { ImportSecData, type SecImportSummary, type SecSources } from '../../src/contexts/filings/index.js';
import { inContext } from '../support/accounts.js';
import { cikFile, companyFacts } from '../support/sec-company-facts.js';
import { loadUniverse } from '../support/screening-data.js';
import { startTestApp } from '../support/test-app.js';

const SHARED = resolve(process.cwd(), '../shared/data');
const haveShared = existsSync(join(SHARED, 'sec')) && existsSync(join(SHARED, 'labels/aaer-firm-years.csv'));
if (!haveShared)
  console.warn(`Skipping bench:aaer on the shared SEC files and labels: ${SHARED}/sec or labels/ is absent.`);

/** npm run bench:aaer's work (src/cli/bench/aaer-bench.ts) over the served dataset of the test database. */
describe('npm run bench:aaer: the score against SEC enforcement labels', () => {
  let app: NestExpressApplication;
  let db: pg.Client;
  let dir: string;
  const bench = (labels: string) => aaerBench(app.get(QueryBus), { labels, resamples: 200, seed: 1 });
  const importSec = (sources: Partial<SecSources>, mode: 'replace' | 'add') =>
    inContext<SecImportSummary>(app, (commands) =>
      commands.execute(
        new ImportSecData(
          { facts: [], submissions: [], fsds: [], tickers: null, ...sources },
          { mode, usdPerUnit: {} },
        ),
      ),
    );
  const labelsFile = async (name: string, text: string) => {
    const path = join(dir, name);
    await writeFile(path, text);
    return path;
  };

  beforeAll(async () => {
    app = await startTestApp();
    db = await loadUniverse(app, { companies: 40, years: 4, seed: 3_232, lastYear: 2024 });
    dir = await mkdtemp(join(tmpdir(), 'ledgerscope-aaer-'));
  }, 120_000);

  afterAll(async () => {
    await db.end();
    await app.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('finds no labelled firm-year in a generated universe, says why, and gives no AUC', async () => {
    const labels = await labelsFile(
      'aaer.csv',
      'P_AAER,CIK,YEARA,UNDERSTATEMENT\n1,320193,2001,0\n1,320193,2002,0\n',
    );
    const { validation, lines } = await bench(labels);
    expect(validation).toMatchObject({
      firmYears: 0,
      labelled: { scored: 0, notScored: 0 },
      unlabelled: { scored: 0, notScored: 0 },
      finalScoreAuc: null,
    });
    expect(lines).toContain(
      'No stored company has a CIK (generated or file data): nothing can join the labels.',
    );
    expect(lines).toContain('Labelled firm-years found: 0 (0 scored, 0 not scored)');
    expect(
      lines.some((line) => line.startsWith('Fewer than 30 labelled firm-years are scored (0): no AUC')),
    ).toBe(true);
    expect(lines).toContain('Bao et al. (2020), for reference: ROC AUC 0.725');
    expect(lines.join('\n')).not.toMatch(/final score\s+0\./);
  });

  it('joins SEC companies beside the generated ones by CIK and fiscal year and counts them', async () => {
    const facts = join(dir, 'facts');
    await mkdir(facts);
    await writeFile(
      join(facts, cikFile(9_999_911)),
      JSON.stringify(companyFacts(9_999_911, 'Labelled Fixture Inc')),
    );
    await writeFile(
      join(facts, cikFile(9_999_912)),
      JSON.stringify(companyFacts(9_999_912, 'Clean Fixture Inc')),
    );
    expect((await importSec({ facts: [facts] }, 'add')).imported).toBe(2);
    const labels = await labelsFile(
      'fixture-labels.csv',
      // 9999911's 2023 and 2024 are stored; its 2019 is not; 123 is no stored company.
      'CIK,YEARA\n9999911,2023\n9999911,2024\n9999911,2019\n123,2024\n',
    );
    const { validation, lines } = await bench(labels);
    // The fixture's two years are the company's first: stored, not scored (the F-score needs t-2).
    expect(validation).toMatchObject({
      firmYears: 4,
      companies: 2,
      labelled: { scored: 0, notScored: 2 },
      unlabelled: { scored: 0, notScored: 2 },
      labelsOutsideStoredYears: 1,
      labelledCompanies: 1,
      finalScoreAuc: null,
      mScoreAuc: null,
    });
    expect(lines).toContain('Labelled firm-years found: 2 (0 scored, 2 not scored)');
    expect(lines).toContain('Unlabelled firm-years found: 2 (0 scored, 2 not scored)');
    expect(lines).toContain(
      'Labels naming a stored company in a year not stored: 1 (1 stored company has labels)',
    );
    expect(
      lines.some((line) => line.startsWith('Fewer than 30 labelled firm-years are scored (0): no AUC')),
    ).toBe(true);
  });

  it('names the labels file and the line when it is missing or malformed', async () => {
    const missing = join(dir, 'absent.csv');
    await expect(bench(missing)).rejects.toThrow(`${missing}: cannot read the labels file (no such file)`);
    const bad = await labelsFile('bad.csv', 'CIK,YEARA\n320193,2001\n320193,20x2\n');
    await expect(bench(bad)).rejects.toThrow(`${bad} line 3: fiscal year '20x2' is not a year`);
    const headless = await labelsFile('headless.csv', 'cik,when\n320193,2001\n');
    await expect(bench(headless)).rejects.toThrow(
      `${headless} line 1: the header lacks a fiscal year column`,
    );
  });

  (haveShared ? it : it.skip)(
    'on the shared SEC files: 0 labelled firm-years with the real labels; an AUC from 30 labelled scored ones',
    async () => {
      const sec = join(SHARED, 'sec');
      await importSec(
        {
          facts: [join(sec, 'companyfacts')],
          submissions: [join(sec, 'submissions')],
          tickers: join(sec, 'company_tickers.json'),
        },
        'replace',
      );
      const stored = await db.query<{ years: number; scored: number }>(
        `select count(*)::int as years, count(t.final_score)::int as scored
           from screening.ticker_year t join screening.company c using (ticker_id) where c.cik is not null`,
      );
      const { years, scored } = stored.rows[0] as { years: number; scored: number };
      expect(scored).toBeGreaterThanOrEqual(30);

      // The real labels: Apple's 2001-2002 are the only ones naming a stored company, before its XBRL years.
      const real = await bench(join(SHARED, 'labels/aaer-firm-years.csv'));
      expect(real.validation).toMatchObject({
        firmYears: years,
        labelled: { scored: 0, notScored: 0 },
        unlabelled: { scored, notScored: years - scored },
        labelsOutsideStoredYears: 2,
        labelledCompanies: 1,
        finalScoreAuc: null,
      });
      expect(
        real.lines.some((line) => line.startsWith('Fewer than 30 labelled firm-years are scored (0)')),
      ).toBe(true);

      // 30 of the scored firm-years labelled (by Compustat's fiscal year: NVIDIA's year ending in January
      // is the year before): the AUCs and their intervals are printed beside Bao et al.'s.
      const rows = await db.query<{ cik: number; year: number; fye: string }>(
        `select c.cik, t.year, left(s.provenance ->> 'fiscalYearEnd', 10) as fye
           from screening.ticker_year t join screening.company c using (ticker_id)
           join screening.statement s using (ticker_id, year)
          where t.final_score is not null order by c.cik, t.year limit 30`,
      );
      const compustatYear = (fye: string) => Number(fye.slice(0, 4)) - (Number(fye.slice(5, 7)) <= 5 ? 1 : 0);
      const labels = await labelsFile(
        'thirty.csv',
        ['CIK,YEARA', ...rows.rows.map((row) => `${row.cik},${compustatYear(row.fye)}`)].join('\n'),
      );
      const thirty = await bench(labels);
      expect(thirty.validation.labelled).toEqual({ scored: 30, notScored: 0 });
      expect(thirty.validation.finalScoreAuc).toMatchObject({
        positives: 30,
        negatives: scored - 30,
        resamples: 200,
      });
      const auc = thirty.validation.finalScoreAuc;
      expect(auc?.low).toBeLessThanOrEqual(auc?.auc as number);
      expect(auc?.high).toBeGreaterThanOrEqual(auc?.auc as number);
      expect(thirty.lines.some((line) => /^ {2}final score {7}[01]\.\d{3} \(95% interval /.test(line))).toBe(
        true,
      );
      expect(thirty.lines.some((line) => line.startsWith('  M-score alone'))).toBe(true);
      expect(thirty.lines).toContain(
        '  Bao et al. (2020) 0.725 (RUSBoost on raw financial data, test years 2003-2008)',
      );
      expect(thirty.lines.join('\n')).not.toContain('Fewer than 30');
    },
    120_000,
  );
});
