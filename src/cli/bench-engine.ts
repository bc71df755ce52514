import 'reflect-metadata';
import { CommandBus } from '@nestjs/cqrs';
import { NestFactory } from '@nestjs/core';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  eventProbability,
  EVENT_CALIBRATION,
  fitLogistic,
  interceptForMean,
  modelQuality,
  rocAuc,
  scoreUniverse,
  StoreDataset,
  type QualityRow,
} from '../contexts/screening/index.js';
import { generateUniverse } from '../contexts/filings/index.js';
import { DataCliModule } from './data-cli.module.js';
import { integerOption, option } from './run-data-command.js';
import { temporaryDatabase } from './bench/bench-database.js';

/**
 * npm run bench:engine [-- --companies 100000 --years 10 --seed 42 --targets embedded,server|none]
 * Generates and scores a universe once, reports the ROC AUC of final_score against the injected
 * manipulations and how the model behaves (model-quality.ts: stability year to year, the response to a
 * manipulation that starts, calibration), then stores it on each target database (fresh each time) and reports the seconds.
 * The server target creates and drops its own database on BENCH_SERVER_URL's server.
 */
const companies = integerOption('companies', 100_000);
const years = integerOption('years', 10);
const seed = integerOption('seed', 42);
const targets = (option('targets') ?? 'embedded,server').split(',').map((target) => target.trim());
const serverUrl = process.env.BENCH_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const seconds = (from: number): number => Math.round((performance.now() - from) / 10) / 100;

console.log(
  `Engine benchmark: ${companies.toLocaleString('en-US')} companies x ${years} years, seed ${seed}`,
);
let started = performance.now();
const universe = generateUniverse({ companies, years, seed, lastYear: 2025 });
const generateSeconds = seconds(started);
started = performance.now();
const scored = scoreUniverse(universe);
const scoreSeconds = seconds(started);

const labels: boolean[] = [];
const scores: number[] = [];
const qualityRows: QualityRow[] = [];
let row = 0;
for (const company of universe.companies) {
  for (const statement of company.statements) {
    const scoredRow = scored.tickerYears[row];
    row += 1;
    const score = scoredRow?.final_score ?? null;
    qualityRows.push({
      company: company.tickerId,
      year: statement.year,
      score,
      rating: scoredRow?.rating ?? null,
      mScore: scoredRow?.m_score ?? null,
      fScore: scoredRow?.f_score ?? null,
      manipulated: statement.manipulated,
      probability: score === null ? null : eventProbability(score),
      equityLoss: scoredRow?.equityLoss ?? null,
      marketValue: scoredRow?.mv ?? null,
    });
    if (score === null) continue;
    labels.push(statement.manipulated);
    scores.push(score);
  }
}
const quality = modelQuality(qualityRows);
const auc = rocAuc(scores, labels) ?? Number.NaN;
const companyYears = scored.tickerYears.length;
console.log(
  `generated ${companyYears.toLocaleString('en-US')} company-years in ${generateSeconds} s, scored in ${scoreSeconds} s; ` +
    `ROC AUC ${auc.toFixed(3)} over ${scores.length.toLocaleString('en-US')} scored company-years ` +
    `(${labels.filter(Boolean).length.toLocaleString('en-US')} manipulated)`,
);

const percent = (value: number | null, digits = 1): string =>
  value === null ? 'n/a' : `${(value * 100).toFixed(digits)}%`;
const fixed = (value: number | null, digits: number): string =>
  value === null ? 'n/a' : value.toFixed(digits);
console.log(
  `\n| ROC AUC | rank correlation, year to year | mean abs. change | 6+ notch jumps | 6+ notch jumps, M and F put | ` +
    `onset response (+10) | mean probability | top-decile probability | mean equity loss / MV |`,
);
console.log('| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
console.log(
  `| ${auc.toFixed(3)} | ${fixed(quality.rankCorrelation, 3)} | ${fixed(quality.meanAbsoluteChange, 1)} | ` +
    `${percent(quality.notchJumps)} | ${percent(quality.notchJumpsStill)} | ${percent(quality.onsetResponse)} of ${quality.onsets.toLocaleString('en-US')} | ` +
    `${percent(quality.meanProbability, 2)} | ${percent(quality.topDecileProbability, 2)} | ${percent(quality.meanEquityLossShare, 2)} |`,
);
console.log(`(${quality.pairs.toLocaleString('en-US')} consecutive scored company-year pairs)\n`);

// The calibration of the probability (expected-loss.ts): the slope of the labels regressed on the score's
// (a hundredth: log-odds linear in the score), and the intercept that gives the scored years a mean probability of the population rate.
const sampleRate = labels.filter(Boolean).length / labels.length;
const shares = scores.map((score) => score / 100);
const fit = fitLogistic(shares, labels);
if (fit) {
  const intercept = interceptForMean(shares, fit.slope, EVENT_CALIBRATION.populationRate);
  console.log(
    `Calibration: manipulated share of scored years ${(sampleRate * 100).toFixed(2)}%; labels on the score / 100: ` +
      `slope ${fit.slope.toFixed(4)}; intercept for a mean of ${(EVENT_CALIBRATION.populationRate * 100).toFixed(2)}%: ` +
      `${intercept.toFixed(4)} (in use: slope ${EVENT_CALIBRATION.slope}, intercept ${EVENT_CALIBRATION.intercept})\n`,
  );
}

const results: Array<{ target: string; store: number }> = [];
for (const target of targets.filter((name) => name !== 'none')) {
  let cleanup: () => Promise<void>;
  if (target === 'embedded') {
    const dir = mkdtempSync(join(tmpdir(), 'ledgerscope-bench-'));
    process.env.DATABASE_URL = '';
    process.env.EMBEDDED_DB_DIR = join(dir, 'pg');
    cleanup = () => Promise.resolve(rmSync(dir, { recursive: true, force: true }));
  } else if (target === 'server') {
    const database = await temporaryDatabase(serverUrl, 'ledgerscope_bench');
    process.env.DATABASE_URL = database.url;
    cleanup = () => database.drop();
  } else {
    throw new Error(`Unknown target ${target} (embedded or server)`);
  }
  const app = await NestFactory.createApplicationContext(DataCliModule, { logger: ['error', 'warn'] });
  try {
    // Through screening's public command, as every load goes: it scores again, and says how long storing took.
    const now = performance.now();
    const summary = await app
      .get(CommandBus)
      .execute(
        new StoreDataset(
          universe,
          `benchmark seed ${seed}`,
          { kind: 'generated', sources: [`seed ${seed}`], added: false },
          { startedAt: now, preparedAt: now },
        ),
      );
    results.push({ target, store: summary.seconds.store });
    console.log(`${target}: stored in ${results.at(-1)?.store} s`);
  } finally {
    await app.close();
    await cleanup();
  }
}

console.log(
  '\n| database | companies | company-years | generate s | score s | store s | total s | ROC AUC |',
);
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const result of results) {
  const total = Math.round((generateSeconds + scoreSeconds + result.store) * 100) / 100;
  console.log(
    `| ${result.target} | ${companies.toLocaleString('en-US')} | ${companyYears.toLocaleString('en-US')} | ${generateSeconds} | ${scoreSeconds} | ${result.store} | ${total} | ${auc.toFixed(3)} |`,
  );
}
