import type { CompanyFilingEvent } from './published/universe.js';
import { filingEventMeaning } from './filing-event-meaning.js';

/** Tesla's NT 10-K for fiscal 2012 (submissions CIK0001318605), varied per test. */
const NOTICE: CompanyFilingEvent = {
  kind: 'late-filing',
  form: 'NT 10-K',
  items: [],
  filed: '2013-03-04',
  period: '2012-12-31',
  accn: '0001193125-13-088191',
  cik: 1318605,
  fiscalYear: 2012,
  report: 'annual',
};

const event = (changes: Partial<CompanyFilingEvent>): CompanyFilingEvent => ({ ...NOTICE, ...changes });

describe('filingEventMeaning', () => {
  it('says of an annual late-filing notice which fiscal year it concerns', () => {
    expect(filingEventMeaning(NOTICE)).toBe(
      'Notification of late filing of the annual report for fiscal 2012',
    );
    // An NT 20-F, or a notice without a period, says the same: the fiscal year was placed already.
    expect(filingEventMeaning(event({ form: 'NT 20-F', period: null }))).toBe(
      'Notification of late filing of the annual report for fiscal 2012',
    );
  });

  it('dates a quarterly notice by its period, or by its fiscal year when SEC gives no period', () => {
    const quarterly = event({ form: 'NT 10-Q', report: 'quarterly', period: '2013-09-30', fiscalYear: 2013 });
    expect(filingEventMeaning(quarterly)).toBe(
      'Notification of late filing of a quarterly report for the period ended 2013-09-30',
    );
    expect(filingEventMeaning({ ...quarterly, period: null })).toBe(
      'Notification of late filing of a quarterly report of fiscal 2013',
    );
  });

  it("names an 8-K's item by the event's kind, whatever else the 8-K reports", () => {
    const eightK = { report: null, period: '2013-03-01', form: '8-K', items: ['4.01', '4.02', '9.01'] };
    expect(filingEventMeaning(event({ ...eightK, kind: 'auditor-change' }))).toBe(
      'Change of the certifying accountant (8-K item 4.01)',
    );
    expect(filingEventMeaning(event({ ...eightK, kind: 'non-reliance' }))).toBe(
      'Non-reliance on previously issued financial statements (8-K item 4.02)',
    );
    // An amended 8-K names its own form.
    expect(
      filingEventMeaning(event({ ...eightK, form: '8-K/A', items: ['4.02'], kind: 'non-reliance' })),
    ).toBe('Non-reliance on previously issued financial statements (8-K/A item 4.02)');
  });

  it('names the report an amendment amends and its form', () => {
    const amendment = event({ kind: 'amendment', form: '10-K/A', filed: '2013-04-30' });
    expect(filingEventMeaning(amendment)).toBe('Amendment of the annual report for fiscal 2012 (10-K/A)');
    expect(
      filingEventMeaning({ ...amendment, form: '10-Q/A', report: 'quarterly', period: '2012-06-30' }),
    ).toBe('Amendment of a quarterly report for the period ended 2012-06-30 (10-Q/A)');
    expect(filingEventMeaning({ ...amendment, form: '10-Q/A', report: 'quarterly', period: null })).toBe(
      'Amendment of a quarterly report of fiscal 2012 (10-Q/A)',
    );
  });

  it('still reads when the report filed late or amended is not recorded', () => {
    expect(filingEventMeaning(event({ report: null, period: null }))).toBe(
      'Notification of late filing of a report of fiscal 2012',
    );
    expect(
      filingEventMeaning(event({ kind: 'amendment', form: '20-F/A', report: null, period: '2012-12-31' })),
    ).toBe('Amendment of a report for the period ended 2012-12-31 (20-F/A)');
  });
});
