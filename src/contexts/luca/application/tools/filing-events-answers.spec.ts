import { AnswerDraft, type TableBlock } from '../../domain/answer.js';
import { teslaEvents } from '../../../../../test/support/luca-filing-events.js';
import { writeFilingEvents, writeYearFilingEvents, type FilingEventsOf } from './filing-events-answers.js';

const YEAR = 2012;

const TESLA: FilingEventsOf = {
  tickerId: 'TSLA-US',
  exchangeCountryId: 1,
  name: 'Tesla, Inc.',
  named: 'Tesla, Inc. (TSLA, Nasdaq)',
  detail: { origin: 'sec', cik: 1318605 },
};
const APPLE: FilingEventsOf = {
  tickerId: 'AAPL-US',
  exchangeCountryId: 1,
  name: 'Apple Inc.',
  named: 'Apple Inc. (AAPL, Nasdaq)',
  detail: { origin: 'sec', cik: 320193 },
};

const texts = (draft: AnswerDraft): string =>
  draft.blocks.flatMap((block) => (block.type === 'text' ? [block.text] : [])).join('\n');
const tableOf = (draft: AnswerDraft): TableBlock | undefined =>
  draft.blocks.find((block): block is TableBlock => block.type === 'table');

describe("writeFilingEvents: a company's filing events, each cited", () => {
  it("tells Tesla's late filing and non-reliance notice with form, date, meaning, accession and EDGAR page", () => {
    const draft = new AnswerDraft();
    writeFilingEvents(draft, TESLA, teslaEvents(YEAR), null);
    const text = texts(draft);
    expect(text).toMatch(
      /^Tesla, Inc\. \(TSLA, Nasdaq\) has 4 filing events in its SEC filings, latest filing first:/,
    );
    expect(text).toContain(
      '8-K filed 2013-03-07 [2]: Non-reliance on previously issued financial statements (8-K item 4.02), fiscal 2012; ' +
        'accession 0001193125-13-096223, https://www.sec.gov/Archives/edgar/data/1318605/000119312513096223/0001193125-13-096223-index.htm.',
    );
    expect(text).toContain(
      'NT 10-K filed 2013-03-04 [3]: Notification of late filing of the annual report for fiscal 2012, fiscal 2012; accession 0001193125-13-088624',
    );
    // The amendments are counted, not told one by one, and are not restatements.
    expect(text).toContain('2 amendments ([1] [4]), listed in the table.');
    expect(text).toContain('An amendment alone is not a restatement');
    expect(draft.citations[1]).toEqual({
      n: 2,
      label:
        'Filing event of Tesla, Inc., fiscal 2012: Non-reliance on previously issued financial statements (8-K item 4.02)',
      value: '0001193125-13-096223',
      display: '8-K filed 2013-03-07',
      source: 'filingEvents',
      link: { tickerId: 'TSLA-US', exchangeCountryId: 1, year: 2012 },
    });
    const table = tableOf(draft);
    expect(table?.columns.map((column) => column.label)).toEqual([
      'Filed',
      'Form',
      'Fiscal year',
      'Meaning',
      'Accession',
      'EDGAR',
    ]);
    expect(table?.rows.map((row) => [row.cells.filed, row.cells.form, row.citations])).toEqual([
      ['2013-04-29', '10-K/A', [1]],
      ['2013-03-07', '8-K', [2]],
      ['2013-03-04', 'NT 10-K', [3]],
      ['2012-03-28', '10-K/A', [4]],
    ]);
    expect(table?.rows[3]?.link).toEqual({ tickerId: 'TSLA-US', exchangeCountryId: 1, year: 2011 });
    // The LLM tools get every event as cited.
    expect(draft.facts).toEqual([
      expect.objectContaining({
        kind: 'filingEvents',
        about: 'TSLA-US',
        value: expect.objectContaining({ withheld: false, fiscalYear: null }),
      }),
    ]);
    expect((draft.facts[0]?.value.events as unknown[]).length).toBe(4);
  });

  it('narrows to one fiscal year, and says when that year has none', () => {
    const draft = new AnswerDraft();
    writeFilingEvents(draft, TESLA, teslaEvents(YEAR), 2011);
    expect(texts(draft)).toMatch(/has 1 filing event for fiscal 2011 in its SEC filings/);
    expect(tableOf(draft)?.rows).toHaveLength(1);

    const none = new AnswerDraft();
    writeFilingEvents(none, TESLA, teslaEvents(YEAR), 2009);
    expect(texts(none)).toMatch(
      /^Tesla, Inc\. \(TSLA, Nasdaq\) has no filing events for fiscal 2009 in its SEC filings: .* It has 4 in other fiscal years\.$/,
    );
    expect(none.citations).toEqual([]);
  });

  it('says a company without any has none, citing nothing', () => {
    const draft = new AnswerDraft();
    writeFilingEvents(draft, APPLE, [], null);
    expect(texts(draft)).toBe(
      'Apple Inc. (AAPL, Nasdaq) has no filing events in its SEC filings: no notification of late filing, no change ' +
        'of the certifying accountant, no non-reliance on previously issued financial statements and no amendment.',
    );
    expect(draft.citations).toEqual([]);
    expect(tableOf(draft)).toBeUndefined();
    expect(draft.facts[0]?.value).toMatchObject({ company: 'Apple Inc.', events: [], withheld: false });
  });

  it("tells a generated company's made-up filings without an EDGAR page", () => {
    const draft = new AnswerDraft();
    const demo = {
      ...TESLA,
      name: 'Hoshino',
      named: 'Hoshino (HOS)',
      detail: { origin: 'generated' as const, cik: null },
    };
    writeFilingEvents(draft, demo, teslaEvents(YEAR, false), null);
    const text = texts(draft);
    expect(text).toMatch(
      /^Hoshino \(HOS\) has 4 filing events in its generated filings \(of the demo universe\)/,
    );
    expect(text).toContain('accession 0001193125-13-096223.');
    expect(text).not.toContain('sec.gov');
    expect(tableOf(draft)?.columns.map((column) => column.key)).not.toContain('edgar');
  });

  it('tells a trial tenant the events are not shown, and a statements file that it records no filings', () => {
    const trial = new AnswerDraft();
    writeFilingEvents(
      trial,
      { ...TESLA, named: 'ANON-1 (ANON-1)', detail: { origin: 'sec', cik: null } },
      [],
      null,
    );
    expect(texts(trial)).toBe(
      'A trial subscription does not show the filing events of ANON-1 (ANON-1): their accession numbers would name the company.',
    );
    expect(trial.facts[0]?.value).toMatchObject({ withheld: true, events: [] });

    const file = new AnswerDraft();
    writeFilingEvents(file, { ...APPLE, detail: { origin: 'file', cik: null } }, [], null);
    expect(texts(file)).toBe(
      'Apple Inc. (AAPL, Nasdaq) comes from an imported statements file, which records no filings: it has no filing events.',
    );
  });
});

describe("writeYearFilingEvents: the year's events in a rating explanation", () => {
  it("cites each event of the year's fiscal year, and writes nothing for a year without", () => {
    const draft = new AnswerDraft();
    draft.cite({ label: 'Final score', value: 70, display: '70.00', source: 'tickerDetail', link: null });
    expect(writeYearFilingEvents(draft, TESLA, teslaEvents(YEAR), YEAR)).toBe(true);
    const text = texts(draft);
    expect(text).toMatch(/^Filing events of fiscal 2012 in its SEC filings: 10-K\/A filed 2013-04-29 \[2\] /);
    expect(text).toContain(
      '8-K filed 2013-03-07 [3] (Non-reliance on previously issued financial statements (8-K item 4.02); accession 0001193125-13-096223, https://www.sec.gov/',
    );
    expect(text).toContain(
      'NT 10-K filed 2013-03-04 [4] (Notification of late filing of the annual report for fiscal 2012;',
    );
    expect(text).not.toContain('2012-03-28');
    expect(draft.citations).toHaveLength(4);

    const quiet = new AnswerDraft();
    expect(writeYearFilingEvents(quiet, TESLA, teslaEvents(YEAR), 2010)).toBe(false);
    expect(writeYearFilingEvents(quiet, APPLE, [], YEAR)).toBe(false);
    expect(quiet.blocks).toEqual([]);
    expect(quiet.facts).toEqual([]);
  });
});
