import { resolve } from 'node:path';
import { RequestContext } from '@mikro-orm/core';
import { MikroORM } from '@mikro-orm/postgresql';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { describeLoad } from '../app/seed/load-demo-dataset.js';
import { GetSettingValue, SETTING_KEYS } from '../contexts/content/index.js';
import { ImportSecData, resolveSecUserAgent, type SecSources } from '../contexts/filings/index.js';
import { consoleProgress } from '../shared/console/progress-reporter.js';
import { listOption, runDataCommand } from './run-data-command.js';
import { describeSecImport } from './sec-import-summary.js';

const USAGE = `npm run data:sec -- [--facts P] [--submissions P] [--tickers F] [--fsds Z] [--fetch IDS] [--add] [--fx CUR=RATE]
                        [--auditors F] [--prices F]
  --facts P        companyfacts JSON (CIK##########.json), a directory of them, or SEC's companyfacts.zip
  --submissions P  submissions JSON, a directory of them, or SEC's submissions.zip
  --tickers F      company_tickers.json
  --fsds Z         a Financial Statement Data Sets quarterly zip (2009q3.zip)
  --fetch IDS      tickers or CIKs fetched online from SEC's API (AAPL,MSFT,0000320193); needs the
                   secUserAgent setting or SEC_USER_AGENT; cached in --cache (default .data/sec)
  --add            merge into the dataset instead of replacing it
  --fx CUR=RATE    US dollars per unit of a reporting currency (EUR=1.08); repeatable
  --auditors F     CSV cik,fiscal_year,auditor: each company-year's auditor (else N/A)
  --prices F       CSV ticker,date,close (US dollars): market value as shares x price, return from peak
Each of --facts, --submissions and --fsds may be given several times or comma-separated.`;

/** Every value of `--name value` / `--name=value`, commas splitting a value into several. */
const values = (name: string): string[] => listOption(name, USAGE);

const KNOWN = new Set([
  'facts',
  'submissions',
  'tickers',
  'fsds',
  'fetch',
  'add',
  'fx',
  'cache',
  'auditors',
  'prices',
  'help',
]);

/** The one file of `--name F` (a second is ignored), resolved; null when not given. */
function file(name: string): string | null {
  const [first] = values(name);
  return first ? resolve(first) : null;
}

function rates(): Record<string, number> {
  const out: Record<string, number> = {};
  for (const pair of values('fx')) {
    const [currency = '', text = ''] = pair.split('=');
    const rate = Number(text);
    if (!/^[A-Za-z]{3}$/.test(currency) || text === '' || !(rate > 0) || !Number.isFinite(rate))
      throw new Error(`--fx '${pair}' is not CUR=RATE (EUR=1.08)`);
    out[currency.toUpperCase()] = rate;
  }
  return out;
}

/**
 * npm run data:sec: imports SEC EDGAR data (docs/sec-edgar.md) from files, directories, SEC's bulk zips or
 * SEC's API, scores it with the engine and stores it as one new data revision (replacing the universe,
 * or merged into it with --add). A bad file or company is reported and skipped; a failed import changes
 * nothing.
 */
await runDataCommand(async (app) => {
  for (const arg of process.argv.slice(2)) {
    const name = /^--([a-z]+)/.exec(arg)?.[1];
    if (arg.startsWith('--') && (!name || !KNOWN.has(name)))
      throw new Error(`Unknown option ${arg}\n${USAGE}`);
  }
  if (process.argv.includes('--help')) {
    console.log(USAGE);
    return;
  }
  const sources: SecSources = {
    facts: values('facts').map((path) => resolve(path)),
    submissions: values('submissions').map((path) => resolve(path)),
    fsds: values('fsds').map((path) => resolve(path)),
    tickers: file('tickers'),
    auditors: file('auditors'),
    prices: file('prices'),
  };
  const ids = values('fetch');
  if (sources.facts.length === 0 && sources.fsds.length === 0 && ids.length === 0)
    throw new Error(`Give at least one of --facts, --fsds or --fetch.\n${USAGE}`);
  let fetch;
  if (ids.length > 0) {
    // The setting's repository works in a request context of the ORM, as a request does.
    const setting = await RequestContext.create(app.get(MikroORM).em, () =>
      app.get(QueryBus).execute(new GetSettingValue(SETTING_KEYS.secUserAgent, '')),
    );
    const userAgent = resolveSecUserAgent(process.env, setting);
    fetch = {
      ids,
      cacheDir: resolve(values('cache')[0] ?? '.data/sec'),
      userAgent,
      ...(process.env.SEC_DATA_BASE_URL ? { dataBaseUrl: process.env.SEC_DATA_BASE_URL } : {}),
      ...(process.env.SEC_WWW_BASE_URL ? { wwwBaseUrl: process.env.SEC_WWW_BASE_URL } : {}),
    };
  }
  const mode = process.argv.includes('--add') ? 'add' : 'replace';
  const result = await app
    .get(CommandBus)
    .execute(
      new ImportSecData(
        sources,
        { mode, usdPerUnit: rates(), ...(fetch ? { fetch } : {}), log: (line) => console.log(line) },
        consoleProgress(),
      ),
    );
  console.log(describeSecImport(result));
  console.log(describeLoad(result));
});
