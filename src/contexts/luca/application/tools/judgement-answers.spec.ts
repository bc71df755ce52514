import type {
  CompanyCard,
  FilingEventAnswer,
  ResultRow,
  ScoreBreakdownAnswer,
  ScreenResult,
  SearchHit,
  TickerDetail,
} from '../../../screening/index.js';
import type { WatchlistChanges } from '../../../watchlists/index.js';
import { AnswerDraft, type Answer, type AnswerBlock, type TableBlock } from '../../domain/answer.js';
import { DeterministicEngine } from '../engines/deterministic-engine.js';
import { ScreeningData } from '../ports/screening-data.js';
import { CompanyFinder } from './company-finder.js';
import { DATA_SOURCES_TEXT } from './data-source.js';
import { LucaTools } from './luca-tools.js';
import { ToolCatalogue } from './tool-catalogue.js';
import { apple, grower } from '../../../../../test/support/luca-breakdowns.js';
import { TESLA_CIK, teslaEvents } from '../../../../../test/support/luca-filing-events.js';

const YEAR = 2024;
const REVISION = new Date('2025-06-30T08:00:00Z');

interface Company {
  tickerId: string;
  name: string;
  detail: Partial<TickerDetail>;
  breakdown: ScoreBreakdownAnswer;
  /** Its filing events, latest filing first (none when not given). */
  events?: FilingEventAnswer[];
}

const APPLE: Company = {
  tickerId: 'AAPL-US',
  name: 'Apple Inc.',
  detail: {
    origin: 'sec',
    ticker: 'AAPL',
    exchange: 'Nasdaq',
    cik: 320193,
    source: {
      form: '10-K',
      filed: '2024-11-01',
      accession: '0000320193-24-000123',
      url: 'https://www.sec.gov/Archives/edgar/data/320193/000032019324000123/',
      fiscalYearEnd: '2024-09-28',
      marketValueBasis: 'public float',
    },
  },
  breakdown: apple('AAPL-US'),
};
const DEMO: Company = {
  tickerId: 'HOS-JP',
  name: 'Hoshino Industrial',
  detail: { origin: 'generated', ticker: 'HOS', exchange: 'Tokyo Stock Exchange', cik: null, source: null },
  breakdown: grower('HOS-JP'),
};
const FILED: Company = {
  tickerId: 'NSH-US',
  name: 'Northern Steel',
  detail: { origin: 'file', ticker: 'NSH', exchange: 'NYSE', cik: null, source: null },
  breakdown: grower('NSH-US'),
};

/** An SEC filer with a late filing, a non-reliance notice and amendments in its latest fiscal year. */
const TESLA: Company = {
  tickerId: 'TSLA-US',
  name: 'Tesla, Inc.',
  detail: { origin: 'sec', ticker: 'TSLA', exchange: 'Nasdaq', cik: TESLA_CIK, source: null },
  breakdown: apple('TSLA-US'),
  events: teslaEvents(YEAR),
};

/** Screening as a subscriber (or, with `trial`, a trial tenant) sees a few US companies. */
class FakeScreening extends ScreeningData {
  /** How many ticker details were read. */
  detailReads = 0;
  constructor(
    private readonly companies: readonly Company[],
    private readonly trial = false,
  ) {
    super();
  }
  private company(tickerId: string): Company {
    const found = this.companies.find((each) => each.tickerId === tickerId);
    if (!found) throw new Error(`unknown ${tickerId}`);
    return found;
  }
  tickerDetail(_tenant: string, tickerId: string): Promise<TickerDetail> {
    this.detailReads += 1;
    const company = this.company(tickerId);
    return Promise.resolve({
      id: tickerId,
      name: company.name,
      exchangeCountry: 'United States',
      exchange_countryID: 1,
      sector_name: 'Information Technology',
      finalScore: 67.66,
      rating: 'D',
      scoreNote: null,
      peers: 412,
      peerGroup: 'exchange country',
      rankPercent: 81.5,
      rankPercentWithinSector: 78.2,
      warnings: [],
      ...company.detail,
      ...(this.trial ? { cik: null, source: null } : {}),
    } as unknown as TickerDetail);
  }
  clusterFactors() {
    return Promise.resolve({ restrictAccess: false, data: [] });
  }
  scoreBreakdown(_tenant: string, tickerId: string): Promise<ScoreBreakdownAnswer> {
    return Promise.resolve(this.company(tickerId).breakdown);
  }
  /** As screening answers: none for a trial tenant (an accession number would name the company). */
  filingEvents(_tenant: string, tickerId: string): Promise<FilingEventAnswer[]> {
    return Promise.resolve(this.trial ? [] : (this.company(tickerId).events ?? []));
  }
  riskHistory() {
    return Promise.resolve([{ year: YEAR, score: 67.66, average: 40 }]);
  }
  availableYears() {
    return Promise.resolve({ restrictAccess: false, data: [YEAR, YEAR - 1] });
  }
  screen(): Promise<ScreenResult> {
    return Promise.resolve({
      data: this.companies.map(
        (company) =>
          ({
            tickerID: company.tickerId,
            name: company.name,
            exchange_countryID: 1,
            exchange_country: 'United States',
            final_score: 67.66,
            rating: 'D',
            scoreNote: null,
            origin: company.detail.origin,
            ticker: company.detail.ticker,
            exchange: company.detail.exchange,
          }) as ResultRow,
      ),
      total: this.companies.length,
      restrictAccess: false,
      year: YEAR,
    });
  }
  search(_tenant: string, keyword: string): Promise<{ data: SearchHit[]; total: number }> {
    const hits = this.companies
      .filter((company) => company.name.toLowerCase().includes(keyword.toLowerCase()))
      .map(
        (company) =>
          ({
            ticker_region: company.tickerId,
            exchange_countryID: 1,
            name: company.name,
            exchange_country: 'United States',
          }) as SearchHit,
      );
    return Promise.resolve({ data: hits, total: hits.length });
  }
  companiesByIsin() {
    return Promise.resolve([]);
  }
  resolveCompanies(): Promise<CompanyCard[]> {
    return Promise.resolve([]);
  }
  permittedExchanges() {
    return Promise.resolve([
      { exchange_countryID: 1, exchange_country: 'United States' },
    ] as unknown as Awaited<ReturnType<ScreeningData['permittedExchanges']>>);
  }
  dataRevision() {
    return Promise.resolve(REVISION);
  }
}

const asker = { tenantId: 't', userId: 'u' };
type ChangeFeed = ConstructorParameters<typeof LucaTools>[1];
const toolsOf = (screening: ScreeningData, watchlists = {} as ChangeFeed) =>
  new LucaTools(screening, watchlists, new CompanyFinder(screening));
const ask = (
  screening: ScreeningData,
  text: string,
  previous: Answer['subject'] = null,
  watchlists?: ChangeFeed,
) => new DeterministicEngine(toolsOf(screening, watchlists)).answer({ asker, text, previous, history: [] });
const textsOf = (blocks: readonly AnswerBlock[]): string[] =>
  blocks.flatMap((block) => (block.type === 'text' ? [block.text] : []));
const count = (text: string, part: string): number => text.split(part).length - 1;

describe('the deterministic engine judges a rating', () => {
  it('says of Apple that both models are benign and the peer-relative clusters drive its rating', async () => {
    const answer = await ask(new FakeScreening([APPLE]), 'Why does Apple have a D rating?');
    expect(answer).toMatchObject({ status: 'ANSWERED', intent: 'SCORE_EXPLANATION', year: YEAR });
    const text = textsOf(answer.blocks).join('\n');
    expect(text).toMatch(/What drives the score: the cluster red-flag share term \(\+1\.200 \[\d+\]\)\./);
    expect(text).toContain('not from a manipulation model');
    expect(text).toMatch(
      /Both models are benign\. Apple Inc\.'s Beneish M-score -2\.\d\d \[\d+\] is at or below/,
    );
    expect(text).toContain('known false positive (capital-light)');
    // A real company: no demo mention.
    expect(text).not.toContain('demo universe');
  });

  it('says of a fast grower that its M-score flag is growth-driven', async () => {
    const answer = await ask(new FakeScreening([FILED]), "What drives Northern Steel's M-score?");
    expect(answer.intent).toBe('M_SCORE_EXPLANATION');
    expect(textsOf(answer.blocks).join('\n')).toMatch(
      /it flags Northern Steel as a likely earnings manipulator \[\d+\] \(Beneish 1999\)\. But the flag is growth-driven: sales grew 126%/,
    );
  });
});

describe('the demo universe', () => {
  it.each([
    ['Why is Hoshino rated D?', 'SCORE_EXPLANATION'],
    ["What drives Hoshino's M-score?", 'M_SCORE_EXPLANATION'],
    ["How has Hoshino's score changed over the years?", 'SCORE_HISTORY'],
    ['How does Hoshino compare with its sector and country?', 'PEER_COMPARISON'],
    ["Where do Hoshino's figures come from?", 'DATA_SOURCE'],
  ])('says once that a generated company is from the demo universe: %p', async (question, intent) => {
    const answer = await ask(new FakeScreening([DEMO]), question);
    expect(answer).toMatchObject({ status: 'ANSWERED', intent });
    const text = textsOf(answer.blocks).join('\n');
    // Said of the company by its name; where it is the answer's own sentence (its source), with its ticker.
    expect(count(text, 'is a generated company of the demo universe, not a real one')).toBe(1);
    expect(
      count(text, 'Hoshino Industrial is a generated company') +
        count(text, 'Hoshino Industrial (HOS, Tokyo Stock Exchange) is a generated company'),
    ).toBe(1);
  });

  it('says so once in an LLM answer whose tools read the same company twice', async () => {
    const screening = new FakeScreening([DEMO]);
    const catalogue = new ToolCatalogue(toolsOf(screening), screening);
    const draft = new AnswerDraft();
    const first = await catalogue.run('explain_score', { company: 'Hoshino' }, asker, draft, null);
    const second = await catalogue.run('explain_m_score', { company: 'Hoshino' }, asker, draft, null);
    expect(first.result.demo).toEqual({
      company: 'Hoshino Industrial',
      note: 'Hoshino Industrial is a generated company of the demo universe, not a real one: its statements are simulated.',
    });
    expect(second.result.demo).toBeUndefined();
    expect(count(textsOf(draft.blocks).join('\n'), 'demo universe')).toBe(1);
  });

  it('tells which companies of a screen are generated', async () => {
    const answer = await ask(new FakeScreening([APPLE, DEMO]), 'Which US companies have a score above 50?');
    expect(answer.intent).toBe('RISK_SCREEN');
    expect(textsOf(answer.blocks)).toContain(
      '1 of the 2 companies listed is a generated company of the demo universe, not a real one.',
    );
    const apples = await ask(new FakeScreening([APPLE]), 'Which US companies have a score above 50?');
    expect(textsOf(apples.blocks).join('\n')).not.toContain('demo universe');
  });
});

describe('where the data come from', () => {
  it('answers "Where does the data come from?" with the three sources and the revision date', async () => {
    // In general, also after a question about a company ("its data" would be that company's).
    const previous = {
      tickerId: 'AAPL-US',
      exchangeCountryId: 1,
      name: 'Apple Inc.',
      exchangeCountry: 'United States',
    };
    const answer = await ask(new FakeScreening([APPLE]), 'Where does the data come from?', previous);
    expect(answer).toMatchObject({ status: 'ANSWERED', intent: 'DATA_SOURCE', subject: null, citations: [] });
    expect(textsOf(answer.blocks)).toEqual([
      `${DATA_SOURCES_TEXT} The risk data was last revised on 2025-06-30.`,
    ]);
    expect(DATA_SOURCES_TEXT).toContain('SEC EDGAR');
    expect(DATA_SOURCES_TEXT).toContain('an imported statements file');
    expect(DATA_SOURCES_TEXT).toContain('the generated demo universe');
  });

  it("gives an SEC company's CIK, its filing (form, date, fiscal year end, accession) and the EDGAR link", async () => {
    const answer = await ask(new FakeScreening([APPLE]), "Where do Apple's figures come from?");
    expect(answer).toMatchObject({
      status: 'ANSWERED',
      intent: 'DATA_SOURCE',
      year: YEAR,
      subject: { tickerId: 'AAPL-US', name: 'Apple Inc.' },
    });
    expect(textsOf(answer.blocks)).toEqual([
      'The 2024 figures of Apple Inc. (AAPL, Nasdaq) come from SEC EDGAR (CIK 320193): its 10-K filed 2024-11-01 [1] ' +
        'for the fiscal year ended 2024-09-28, accession 0000320193-24-000123, ' +
        'https://www.sec.gov/Archives/edgar/data/320193/000032019324000123/. The risk data was last revised on 2025-06-30.',
    ]);
    expect(answer.citations).toEqual([
      {
        n: 1,
        label: 'Filing behind the 2024 figures, Apple Inc.',
        value: '0000320193-24-000123',
        display: '10-K filed 2024-11-01',
        source: 'tickerDetail',
        link: { tickerId: 'AAPL-US', exchangeCountryId: 1, year: YEAR },
      },
    ]);
  });

  it('takes "its" as the previous company, and says an imported file has no filing', async () => {
    const subject = {
      tickerId: 'NSH-US',
      exchangeCountryId: 1,
      name: 'Northern Steel',
      exchangeCountry: 'United States',
    };
    const answer = await ask(new FakeScreening([FILED]), 'What is the source of its data?', subject);
    expect(textsOf(answer.blocks)[0]).toBe(
      'The figures of Northern Steel (NSH, NYSE) come from an imported statements file: no filing is recorded for them. ' +
        'The risk data was last revised on 2025-06-30.',
    );
  });

  it('tells a trial tenant that the filing and CIK are not shown, as they would name the company', async () => {
    const answer = await ask(new FakeScreening([APPLE], true), 'Which filing is behind Apple?');
    const [text] = textsOf(answer.blocks);
    expect(text).toContain(
      'come from SEC EDGAR filings; a trial subscription does not show the filing or the CIK',
    );
    expect(text).not.toContain('320193');
    expect(answer.citations).toEqual([]);
  });
});

describe('the LLM tools return the same facts', () => {
  it('explain_score returns the judgement the deterministic answer writes, with its cited summary', async () => {
    const screening = new FakeScreening([APPLE]);
    const deterministic = await ask(screening, 'Why does Apple have its rating?');
    const draft = new AnswerDraft();
    const run = await new ToolCatalogue(toolsOf(screening), screening).run(
      'explain_score',
      { company: 'Apple' },
      asker,
      draft,
      null,
    );
    const judgement = run.result.judgement as Record<string, unknown>;
    expect(judgement).toMatchObject({
      company: 'Apple Inc.',
      year: YEAR,
      drivers: ['Cluster red-flag share'],
      benign: ['Beneish M-score', 'Dechow F-score'],
      lowering: ['Beneish M-score'],
      beneishMScore: 'benign',
      dechowFScore: 'capital-light',
      knownFalsePositives: ['capital-light F'],
    });
    // The same sentences, the same citation numbers (both answers start from an empty draft).
    expect(textsOf(deterministic.blocks)).toContain(judgement.summary);
    expect(run.result.text).toContain(judgement.summary as string);
    expect(draft.finish(run.outcome!, 'LLM').citations).toEqual(deterministic.citations);
    expect(run.result.source).toBeUndefined();
  });

  it('explain_m_score names a growth-driven flag, and its statement lines are $m amounts', async () => {
    const withLines: Company = {
      ...FILED,
      breakdown: {
        ...FILED.breakdown,
        mScore: {
          ...FILED.breakdown.mScore,
          terms: FILED.breakdown.mScore.terms.map((term) =>
            term.key === 'sgi'
              ? {
                  ...term,
                  inputs: [
                    {
                      item: 'revenue',
                      label: 'Revenue',
                      year: YEAR,
                      lag: 0,
                      value: 215938,
                      asReportedIn: null,
                      source: null,
                    },
                    {
                      item: 'revenue',
                      label: 'Revenue',
                      year: YEAR - 1,
                      lag: 1,
                      value: 95546.4,
                      asReportedIn: null,
                      source: null,
                    },
                  ],
                }
              : term,
          ),
        },
      },
    };
    const screening = new FakeScreening([withLines]);
    const run = await new ToolCatalogue(toolsOf(screening), screening).run(
      'explain_m_score',
      { company: 'Northern Steel' },
      asker,
      new AnswerDraft(),
      null,
    );
    expect(run.result.text).toContain('But the flag is growth-driven');
    expect(run.result.text).toContain(
      'A growth-driven flag is a known false positive of the Beneish M-score',
    );
    const tables = run.result.tables as Array<{ title: string; rows: Array<Record<string, unknown>> }>;
    const lines = tables.find((table) => table.title.startsWith('Statement lines'))!;
    expect(lines.rows.map((row) => row.value)).toEqual(['$215,938m', '$95,546m']);
  });

  it('data_source returns the source facts: origin, CIK, filing and revision date', async () => {
    const screening = new FakeScreening([APPLE]);
    const run = await new ToolCatalogue(toolsOf(screening), screening).run(
      'data_source',
      { company: 'Apple' },
      asker,
      new AnswerDraft(),
      null,
    );
    expect(run.outcome).toMatchObject({ status: 'ANSWERED', intent: 'DATA_SOURCE' });
    expect(run.result.source).toEqual({
      company: 'Apple Inc.',
      year: YEAR,
      origin: 'SEC EDGAR',
      demo: false,
      ticker: 'AAPL',
      cik: 320193,
      filing: {
        form: '10-K',
        filed: '2024-11-01',
        fiscalYearEnd: '2024-09-28',
        accession: '0000320193-24-000123',
        url: 'https://www.sec.gov/Archives/edgar/data/320193/000032019324000123/',
      },
      dataRevision: '2025-06-30',
    });
    const general = await new ToolCatalogue(toolsOf(screening), screening).run(
      'data_source',
      {},
      asker,
      new AnswerDraft(),
      null,
    );
    expect(general.result.source).toEqual({ sources: DATA_SOURCES_TEXT, dataRevision: '2025-06-30' });
  });

  it('data_source says a generated company is from the demo universe', async () => {
    const screening = new FakeScreening([DEMO]);
    const run = await new ToolCatalogue(toolsOf(screening), screening).run(
      'data_source',
      { company: 'Hoshino' },
      asker,
      new AnswerDraft(),
      null,
    );
    expect(run.result.source).toMatchObject({
      origin: 'generated demo universe',
      demo: true,
      cik: null,
      filing: null,
    });
    expect(run.result.demo).toMatchObject({ company: 'Hoshino Industrial' });
    expect((run.result.tables as TableBlock[]).length).toBe(0);
  });
});

/**
 * The watchlists context's answer: the companies of the user's "Tech" list, the first changed since the last
 * alert, each with who it is (ticker, origin, venue) from screening's company card.
 */
const watchlistsOf = (companies: readonly Company[]): ChangeFeed =>
  ({
    changes: (): Promise<WatchlistChanges> =>
      Promise.resolve({
        watchlists: [{ id: 'w1', name: 'Tech' }],
        companies: companies.map((company, index) => ({
          company: {
            tickerID: company.tickerId,
            isin: `US000000000${index}`,
            name: company.name,
            domicile_country: 'United States',
            exchange_countryID: 1,
            exchange_country: 'United States',
            rating: 'D',
            scoreNote: null,
            final_score: 67.66,
            year: YEAR,
            ticker: company.detail.ticker ?? null,
            origin: company.detail.origin ?? 'sec',
            exchange: company.detail.exchange ?? null,
          },
          watchlists: ['Tech'],
          baseline: {
            final_score: index === 0 ? 55.1 : 67.66,
            rating: 'D',
            since: new Date('2025-05-01T00:00:00Z'),
          },
          changed: index === 0,
        })),
      }),
  }) as unknown as ChangeFeed;

const tablesOf = (blocks: readonly AnswerBlock[]): TableBlock[] =>
  blocks.filter((block): block is TableBlock => block.type === 'table');
/** A table's column as rows of cells. */
const column = (table: TableBlock | undefined, key: string): string[] =>
  (table?.rows ?? []).map((row) => row.cells[key] ?? '');
const NO_TICKER: Company = { ...FILED, detail: { ...FILED.detail, ticker: null } };

describe('who a company is: its ticker in the answers', () => {
  it.each([
    [
      'Why does Apple have a D rating?',
      /^Apple Inc\. \(AAPL, Nasdaq; United States, Information Technology\) has a final score of 67\.66 \[1\]/,
    ],
    ["What drives Apple's M-score?", /^In 2024, Apple Inc\. \(AAPL, Nasdaq\) has a Beneish M-score of /],
    [
      "How has Apple's score changed over the years?",
      /^From 2024 to 2024, the final score of Apple Inc\. \(AAPL, Nasdaq\) went from 67\.66 \[1\]/,
    ],
    [
      'How does Apple compare with its sector and country?',
      /^In 2024, Apple Inc\. \(AAPL, Nasdaq\) has a final score of 67\.66 \[1\]\./,
    ],
    [
      "Where do Apple's figures come from?",
      /^The 2024 figures of Apple Inc\. \(AAPL, Nasdaq\) come from SEC EDGAR/,
    ],
  ])('names the company with its ticker and exchange in the first sentence: %p', async (question, first) => {
    const answer = await ask(new FakeScreening([APPLE]), question);
    expect(answer.status).toBe('ANSWERED');
    expect(textsOf(answer.blocks)[0]).toMatch(first);
    // The citations keep the name alone.
    expect(answer.citations.map((citation) => citation.label).join(' ')).not.toContain('AAPL');
  });

  it('leaves the parenthesis out for a company without a ticker, and says the demo note before the ticker', async () => {
    const plain = await ask(new FakeScreening([NO_TICKER]), 'Why does Northern Steel have a D rating?');
    expect(textsOf(plain.blocks)[0]).toMatch(
      /^Northern Steel \(United States, Information Technology\) has a final score of/,
    );
    const demo = await ask(new FakeScreening([DEMO]), 'Why does Hoshino have a D rating?');
    expect(textsOf(demo.blocks).slice(0, 2)).toEqual([
      'Hoshino Industrial is a generated company of the demo universe, not a real one: its statements are simulated.',
      expect.stringMatching(
        /^Hoshino Industrial \(HOS, Tokyo Stock Exchange; United States, Information Technology\) has a final score/,
      ),
    ]);
  });

  it('gives the tables of companies a Ticker column, N/A for a company without one', async () => {
    const screen = await ask(
      new FakeScreening([APPLE, DEMO, NO_TICKER]),
      'Which US companies have a score above 50?',
    );
    const [table] = tablesOf(screen.blocks);
    expect(table!.columns.slice(0, 2)).toEqual([
      { key: 'company', label: 'Company', align: 'left' },
      { key: 'ticker', label: 'Ticker', align: 'left' },
    ]);
    expect(column(table, 'company')).toEqual(['Apple Inc.', 'Hoshino Industrial', 'Northern Steel']);
    expect(column(table, 'ticker')).toEqual(['AAPL', 'HOS', 'N/A']);

    const peers = await ask(
      new FakeScreening([APPLE]),
      'How does Apple compare with its sector and country?',
    );
    const [comparison] = tablesOf(peers.blocks);
    expect(comparison!.columns.map((each) => each.label)).toEqual(['', 'Ticker', 'Final score']);
    expect(column(comparison, 'ticker')).toEqual(['AAPL', '', '', '']);
  });
});

describe('watchlist answers', () => {
  const question = 'What changed in my watchlists since the last data revision?';

  it('say which companies of the lists are generated demo companies, and list the changed ones with their tickers', async () => {
    const screening = new FakeScreening([APPLE, DEMO, FILED]);
    const answer = await ask(screening, question, null, watchlistsOf([DEMO, APPLE, FILED]));
    // Who the companies are comes with the watched companies: no ticker detail is read.
    expect(screening.detailReads).toBe(0);
    expect(answer).toMatchObject({ status: 'ANSWERED', intent: 'WATCHLIST_CHANGES' });
    expect(textsOf(answer.blocks)).toContain(
      '1 of the 3 companies in your watchlists is a generated company of the demo universe, not a real one.',
    );
    const [table] = tablesOf(answer.blocks);
    expect(table!.columns[1]).toEqual({ key: 'ticker', label: 'Ticker', align: 'left' });
    expect(table!.rows.map((row) => [row.cells.company, row.cells.ticker])).toEqual([
      ['Hoshino Industrial', 'HOS'],
    ]);
  });

  it('say so of a list of generated companies only, and nothing of real ones', async () => {
    const demo = await ask(new FakeScreening([DEMO]), question, null, watchlistsOf([DEMO]));
    expect(textsOf(demo.blocks)).toContain(
      'The company in your watchlists is a generated company of the demo universe, not a real one.',
    );
    const real = await ask(new FakeScreening([APPLE, FILED]), question, null, watchlistsOf([APPLE, FILED]));
    expect(textsOf(real.blocks).join('\n')).not.toContain('demo universe');
    expect(column(tablesOf(real.blocks)[0], 'ticker')).toEqual(['AAPL']);
  });
});

describe('the LLM tools return who the companies are', () => {
  const run = (
    screening: ScreeningData,
    name: string,
    args: Record<string, unknown>,
    watchlists?: ChangeFeed,
  ) =>
    new ToolCatalogue(toolsOf(screening, watchlists), screening).run(
      name,
      args,
      asker,
      new AnswerDraft(),
      null,
    );

  it('a company tool returns its ticker, exchange and demo flag', async () => {
    const apple = await run(new FakeScreening([APPLE]), 'explain_score', { company: 'Apple' });
    expect(apple.result.company).toEqual({
      name: 'Apple Inc.',
      ticker: 'AAPL',
      exchange: 'Nasdaq',
      exchangeCountry: 'United States',
      demo: false,
    });
    expect(apple.result.text).toContain(
      'Apple Inc. (AAPL, Nasdaq; United States, Information Technology) has',
    );
    const hoshino = await run(new FakeScreening([DEMO]), 'compare_with_peers', { company: 'Hoshino' });
    expect(hoshino.result.company).toMatchObject({ ticker: 'HOS', demo: true });
  });

  it('screen_companies returns each row with its ticker', async () => {
    const screen = await run(new FakeScreening([APPLE, DEMO]), 'screen_companies', { min_score: 50 });
    const [table] = screen.result.tables as Array<{ rows: Array<Record<string, unknown>> }>;
    expect(table!.rows.map((row) => [row.company, row.ticker])).toEqual([
      ['Apple Inc.', 'AAPL'],
      ['Hoshino Industrial', 'HOS'],
    ]);
    expect(screen.result.demo).toMatchObject({ companies: ['Hoshino Industrial'] });
  });

  it('watchlist_changes returns every company of the lists with its ticker and demo flag', async () => {
    const screening = new FakeScreening([APPLE, DEMO, NO_TICKER]);
    const changes = await run(screening, 'watchlist_changes', {}, watchlistsOf([APPLE, DEMO, NO_TICKER]));
    expect(screening.detailReads).toBe(0);
    expect(changes.result.company).toEqual([
      {
        name: 'Apple Inc.',
        ticker: 'AAPL',
        exchange: 'Nasdaq',
        exchangeCountry: 'United States',
        demo: false,
      },
      {
        name: 'Hoshino Industrial',
        ticker: 'HOS',
        exchange: 'Tokyo Stock Exchange',
        exchangeCountry: 'United States',
        demo: true,
      },
      {
        name: 'Northern Steel',
        ticker: null,
        exchange: 'NYSE',
        exchangeCountry: 'United States',
        demo: false,
      },
    ]);
    expect(changes.result.demo).toEqual({
      companies: ['Hoshino Industrial'],
      note: '1 of the 3 companies in your watchlists is a generated company of the demo universe, not a real one.',
    });
    const [table] = changes.result.tables as Array<{ rows: Array<Record<string, unknown>> }>;
    expect(table!.rows.map((row) => row.ticker)).toEqual(['AAPL']);
  });
});

describe('filing events', () => {
  it('answers "What filing events does Tesla have?" with each event cited and a table', async () => {
    const answer = await ask(new FakeScreening([TESLA, APPLE]), 'What filing events does Tesla have?');
    expect(answer).toMatchObject({
      status: 'ANSWERED',
      intent: 'FILING_EVENTS',
      subject: { tickerId: 'TSLA-US', name: 'Tesla, Inc.' },
    });
    const text = textsOf(answer.blocks).join('\n');
    expect(text).toMatch(/^Tesla, Inc\. \(TSLA, Nasdaq\) has 4 filing events in its SEC filings/);
    expect(text).toMatch(
      /NT 10-K filed 2025-03-04 \[\d+\]: Notification of late filing of the annual report for fiscal 2024/,
    );
    expect(answer.citations.every((citation) => citation.source === 'filingEvents')).toBe(true);
    expect(answer.blocks.filter((block) => block.type === 'table')).toHaveLength(1);
  });

  it('says Apple has none, and takes "its" as the previous answer\'s company', async () => {
    const screening = new FakeScreening([TESLA, APPLE]);
    const apples = await ask(screening, 'Does Apple have any filing events?');
    expect(textsOf(apples.blocks)).toEqual([
      'Apple Inc. (AAPL, Nasdaq) has no filing events in its SEC filings: no notification of late filing, no change ' +
        'of the certifying accountant, no non-reliance on previously issued financial statements and no amendment.',
    ]);
    const its = await ask(screening, 'Did it file late in 2023?', {
      tickerId: 'TSLA-US',
      exchangeCountryId: 1,
      name: 'Tesla, Inc.',
      exchangeCountry: 'United States',
    });
    expect(its).toMatchObject({ intent: 'FILING_EVENTS', year: 2023 });
    expect(textsOf(its.blocks).join(' ')).toMatch(/has 1 filing event for fiscal 2023 in its SEC filings/);
  });

  it("mentions the year's events when it explains a rating, citing each filing", async () => {
    const answer = await ask(new FakeScreening([TESLA]), 'Why does Tesla have a D rating?');
    expect(answer.intent).toBe('SCORE_EXPLANATION');
    const text = textsOf(answer.blocks).join('\n');
    expect(text).toMatch(
      /Filing events of fiscal 2024 in its SEC filings: .*8-K filed 2025-03-07 \[(\d+)\] \(Non-reliance on previously issued financial statements \(8-K item 4\.02\); accession 0001193125-25-096223, https:\/\/www\.sec\.gov\//,
    );
    expect(text).not.toContain('2024-03-28');
    expect(answer.suggestions).toContain('What filing events does Tesla, Inc. have?');
    // A company without events: no sentence, no suggestion.
    const apples = await ask(new FakeScreening([APPLE]), 'Why does Apple have a D rating?');
    expect(textsOf(apples.blocks).join('\n')).not.toContain('Filing events');
    expect(apples.suggestions.join(' ')).not.toContain('filing events');
  });

  it('tells a trial tenant the events are withheld, and filing_events gives the model the same facts', async () => {
    const trial = await ask(new FakeScreening([TESLA], true), 'What filing events does Tesla have?');
    expect(textsOf(trial.blocks).join(' ')).toContain('A trial subscription does not show the filing events');
    expect(trial.citations).toEqual([]);

    const screening = new FakeScreening([TESLA]);
    const run = await new ToolCatalogue(toolsOf(screening), screening).run(
      'filing_events',
      { company: 'Tesla', year: 2024 },
      asker,
      new AnswerDraft(),
      null,
    );
    expect(run.outcome).toMatchObject({ status: 'ANSWERED', intent: 'FILING_EVENTS', year: 2024 });
    const facts = run.result.filingEvents as { withheld: boolean; events: Array<Record<string, unknown>> };
    expect(facts.withheld).toBe(false);
    expect(facts.events.map((event) => event.form)).toEqual(['10-K/A', '8-K', 'NT 10-K']);
    expect(facts.events[1]).toMatchObject({
      filed: '2025-03-07',
      accession: '0001193125-25-096223',
      meaning: 'Non-reliance on previously issued financial statements (8-K item 4.02)',
      url: expect.stringMatching(/^https:\/\/www\.sec\.gov\/Archives\/edgar\/data\/1318605\//),
    });
    // explain_score carries the year's events as facts too.
    const explained = await new ToolCatalogue(toolsOf(screening), screening).run(
      'explain_score',
      { company: 'Tesla' },
      asker,
      new AnswerDraft(),
      null,
    );
    expect((explained.result.filingEvents as { events: unknown[] }).events).toHaveLength(3);
  });
});
