import { LINE_ITEMS } from '../../domain/published/universe.js';
import {
  NOT_REPORTED,
  type LineItemName,
  type StatementProvenance,
  type StatementRevision,
} from '../../domain/published/universe.js';
import {
  comparativeNotReportedOf,
  filingSourceOf,
  lineItemSourcesOf,
  statementRevisionsOf,
} from './statement-provenance.js';

const PROVENANCE: StatementProvenance = {
  cik: 320193,
  filing: { accn: '0000320193-24-000123', form: '10-K', filed: '2024-11-01' },
  fiscalYearEnd: '2024-09-28',
  items: {
    // Reported in the year's own filing: the concept alone.
    revenue: 'RevenueFromContractWithCustomerExcludingAssessedTax',
    cfo: {
      concept: 'NetCashProvidedByUsedInOperatingActivities',
      accn: '0000320193-25-000007',
      form: '10-K/A',
      filed: '2025-01-15',
    },
  },
  marketValueBasis: 'public float',
};

const INDEX =
  'https://www.sec.gov/Archives/edgar/data/320193/000032019324000123/0000320193-24-000123-index.htm';

const values = Object.fromEntries(LINE_ITEMS.map((item) => [item, null])) as Record<
  LineItemName,
  number | null
>;

describe('statement provenance read back', () => {
  it('gives the filing of the year with its EDGAR index page', () => {
    expect(filingSourceOf(PROVENANCE)).toEqual({
      form: '10-K',
      filed: '2024-11-01',
      accession: '0000320193-24-000123',
      url: INDEX,
      fiscalYearEnd: '2024-09-28',
      marketValueBasis: 'public float',
    });
    // As the driver may hand jsonb over: text.
    expect(filingSourceOf(JSON.stringify({ ...PROVENANCE, items: undefined }))?.url).toBe(INDEX);
  });

  it('reads no provenance, and a malformed one, as null (no broken or forged link)', () => {
    expect(filingSourceOf(null)).toBeNull();
    expect(filingSourceOf('not json')).toBeNull();
    expect(filingSourceOf({ ...PROVENANCE, cik: '320193' })).toBeNull();
    expect(
      filingSourceOf({ ...PROVENANCE, filing: { ...PROVENANCE.filing, accn: '../../evil' } }),
    ).toBeNull();
    expect(filingSourceOf({ ...PROVENANCE, fiscalYearEnd: 'soon' })).toBeNull();
    expect(filingSourceOf({ ...PROVENANCE, marketValueBasis: 'guess' })?.marketValueBasis).toBeNull();
  });

  it('lists the 21 line items in engine order with value, concept and filing where recorded', () => {
    const rows = lineItemSourcesOf(PROVENANCE, { ...values, revenue: 391035, cfo: 118254 });
    expect(rows.map((row) => row.item)).toEqual([...LINE_ITEMS]);
    expect(rows[0]).toEqual({
      item: 'revenue',
      value: 391035,
      concept: 'RevenueFromContractWithCustomerExcludingAssessedTax',
      filing: { form: '10-K', filed: '2024-11-01', accession: '0000320193-24-000123', url: INDEX },
    });
    expect(rows.find((row) => row.item === 'cfo')?.filing).toMatchObject({
      form: '10-K/A',
      accession: '0000320193-25-000007',
      url: 'https://www.sec.gov/Archives/edgar/data/320193/000032019325000007/0000320193-25-000007-index.htm',
    });
    expect(rows.find((row) => row.item === 'goodwill')).toEqual({
      item: 'goodwill',
      value: null,
      concept: null,
      filing: null,
    });
    expect(lineItemSourcesOf(null, values).every((row) => row.concept === null && row.filing === null)).toBe(
      true,
    );
  });

  it('reads a line the complete filing does not have as not reported, with that filing and no concept', () => {
    const absent: StatementProvenance = {
      ...PROVENANCE,
      items: { ...PROVENANCE.items, longTermDebt: NOT_REPORTED },
      comparativeNotReported: ['inventory', 'longTermDebt'],
    };
    const rows = lineItemSourcesOf(JSON.parse(JSON.stringify(absent)), { ...values, longTermDebt: 0 });
    expect(rows.find((row) => row.item === 'longTermDebt')).toEqual({
      item: 'longTermDebt',
      value: 0,
      concept: null,
      filing: { form: '10-K', filed: '2024-11-01', accession: '0000320193-24-000123', url: INDEX },
      notReported: true,
    });
    expect(rows.find((row) => row.item === 'revenue')).not.toHaveProperty('notReported');
    expect(comparativeNotReportedOf(absent)).toEqual(['inventory', 'longTermDebt']);
    // Provenance stored before the rule, and a malformed list, read as none.
    expect(comparativeNotReportedOf(PROVENANCE)).toEqual([]);
    expect(comparativeNotReportedOf({ ...PROVENANCE, comparativeNotReported: 'inventory' })).toEqual([]);
    expect(comparativeNotReportedOf({ ...PROVENANCE, comparativeNotReported: ['debt', 'cash'] })).toEqual([
      'cash',
    ]);
    expect(comparativeNotReportedOf(null)).toEqual([]);
  });
});

describe('the revisions of a company-year read back', () => {
  // Apple's fiscal 2009 revenue as its 10-K/A restated it (the SEC import's StatementRevision).
  const REVISION: StatementRevision = {
    item: 'revenue',
    year: 2009,
    from: 36_537,
    to: 42_905,
    accn: '0001193125-10-012091',
    form: '10-K/A',
    filed: '2010-01-25',
  };

  it('gives each revision with the revising filing and its EDGAR index page under the CIK', () => {
    const expected = {
      item: 'revenue',
      year: 2009,
      from: 36_537,
      to: 42_905,
      form: '10-K/A',
      filed: '2010-01-25',
      accession: '0001193125-10-012091',
      url: 'https://www.sec.gov/Archives/edgar/data/320193/000119312510012091/0001193125-10-012091-index.htm',
    };
    expect(statementRevisionsOf([REVISION], 320193)).toEqual([expected]);
    // As the driver may hand jsonb over: text.
    expect(statementRevisionsOf(JSON.stringify([REVISION]), 320193)).toEqual([expected]);
    // Without a recorded CIK: the filing, and no link.
    expect(statementRevisionsOf([REVISION], null)).toEqual([{ ...expected, url: null }]);
  });

  it('reads none, and leaves out malformed entries (no broken or forged link)', () => {
    expect(statementRevisionsOf(null, 320193)).toEqual([]);
    expect(statementRevisionsOf('{not json', 320193)).toEqual([]);
    expect(
      statementRevisionsOf(
        [
          { ...REVISION, item: 'dividends' },
          { ...REVISION, to: '42905' },
          { ...REVISION, accn: '../../evil' },
          { ...REVISION, filed: 'yesterday' },
          { ...REVISION, item: 'cogs', from: 23_397, to: 25_683 },
        ],
        320193,
      ).map((revision) => [revision.item, revision.from, revision.to]),
    ).toEqual([['cogs', 23_397, 25_683]]);
  });
});
