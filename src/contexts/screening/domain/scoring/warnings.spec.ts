import {
  joinWarnings,
  splitWarnings,
  warningsFor,
  withoutAccessions,
  type WarningEvent,
} from './warnings.js';

const quiet = {
  auditorChanged: false,
  lateFiling: false,
  qualifiedOpinion: false,
  restatement: false,
  auditorID: 5,
  previousAuditorID: null,
};

describe('warnings', () => {
  it('has none for a quiet year', () => {
    expect(warningsFor(quiet)).toEqual([]);
    expect(joinWarnings([])).toBeNull();
  });

  it('writes one ALERT line per event, naming the auditors', () => {
    const lines = warningsFor({
      ...quiet,
      auditorChanged: true,
      previousAuditorID: 4,
      restatement: true,
      lateFiling: true,
      qualifiedOpinion: true,
    });
    expect(lines).toEqual([
      'ALERT: Change of auditor from KPMG to BDO.',
      'ALERT: Annual report filed late.',
      'ALERT: Qualified audit opinion on the financial statements.',
      'ALERT: Previously reported financial statements restated.',
    ]);
  });

  it('joins into one string that splits back into the same lines', () => {
    const lines = warningsFor({ ...quiet, lateFiling: true, restatement: true });
    const joined = joinWarnings(lines);
    expect(joined).toBe(
      'ALERT: Annual report filed late. ALERT: Previously reported financial statements restated.',
    );
    expect(splitWarnings(joined)).toEqual(lines);
    expect(splitWarnings(null)).toEqual([]);
  });

  const event = (
    over: Partial<WarningEvent> & Pick<WarningEvent, 'kind' | 'form' | 'filed' | 'accn'>,
  ): WarningEvent => ({
    items: [],
    fiscalYear: 2012,
    report: null,
    period: null,
    ...over,
  });
  const TESLA_LATE = event({
    kind: 'late-filing',
    form: 'NT 10-K',
    filed: '2013-03-04',
    accn: '0001193125-13-088624',
    report: 'annual',
  });
  const TESLA_NON_RELIANCE = event({
    kind: 'non-reliance',
    form: '8-K',
    items: ['4.02'],
    filed: '2013-03-07',
    accn: '0001193125-13-096223',
  });

  it("cites the filings behind the year's events: form, date filed and accession number", () => {
    const lines = warningsFor({ ...quiet, lateFiling: true, restatement: true }, [
      TESLA_LATE,
      TESLA_NON_RELIANCE,
    ]);
    expect(lines).toEqual([
      'ALERT: Annual report filed late (NT 10-K filed 2013-03-04, 0001193125-13-088624).',
      // A non-reliance notice says it instead of the bare restatement line.
      'ALERT: Previously issued financial statements are not to be relied on (8-K item 4.02 filed 2013-03-07, 0001193125-13-096223).',
    ]);
    expect(splitWarnings(joinWarnings(lines))).toEqual(lines);
  });

  it('names an auditor change with its 8-K, and a quarterly report filed late by its period', () => {
    const change = event({
      kind: 'auditor-change',
      form: '8-K',
      items: ['4.01'],
      filed: '2012-06-04',
      accn: '0001193125-12-000001',
    });
    const quarter = event({
      kind: 'late-filing',
      form: 'NT 10-Q',
      filed: '2012-11-15',
      accn: '0001193125-12-000002',
      report: 'quarterly',
      period: '2012-09-30',
    });
    const amendment = event({
      kind: 'amendment',
      form: '10-K/A',
      filed: '2012-04-30',
      accn: '0001193125-12-000003',
      report: 'annual',
    });
    expect(
      warningsFor({ ...quiet, auditorChanged: true, previousAuditorID: 4 }, [change, quarter, amendment]),
    ).toEqual([
      'ALERT: Change of auditor from KPMG to BDO (8-K item 4.01 filed 2012-06-04, 0001193125-12-000001).',
      'ALERT: Quarterly report for the period ended 2012-09-30 filed late (NT 10-Q filed 2012-11-15, 0001193125-12-000002).',
    ]);
    // An annual late-filing notice without the year's flag is not the year's (its flag decides), nor is an amendment.
    expect(warningsFor(quiet, [TESLA_LATE, amendment])).toEqual([]);
  });

  it('drops the accession numbers for a trial tenant, keeping the form and date', () => {
    const [late] = warningsFor({ ...quiet, lateFiling: true }, [TESLA_LATE]);
    expect(withoutAccessions(late!)).toBe('ALERT: Annual report filed late (NT 10-K filed 2013-03-04).');
    expect(withoutAccessions('ALERT: Annual report filed late.')).toBe('ALERT: Annual report filed late.');
    expect(
      withoutAccessions(
        'ALERT: Change of auditor (8-K item 4.01 filed 2012-06-04, 0001193125-12-000001; 8-K item 4.01 filed 2012-09-04, 0001193125-12-000009).',
      ),
    ).toBe('ALERT: Change of auditor (8-K item 4.01 filed 2012-06-04; 8-K item 4.01 filed 2012-09-04).');
  });
});
