import { annualReportTiming } from './annual-report-due.js';

describe('annualReportTiming', () => {
  it('gives a 10-K filer 90 days after the next fiscal year end', () => {
    // Apple's fiscal 2025 ended 2025-09-27: fiscal 2026 ends 2026-09-27, its 10-K is due by 2026-12-26.
    const timing = annualReportTiming({ form: '10-K', fiscalYearEnd: '2025-09-27' }, '2026-11-29');
    expect(timing).toEqual({ nextFiscalYearEnd: '2026-09-27', due: '2026-12-26', overdue: false });
  });

  it('is overdue the day after the due day, not on it', () => {
    const latest = { form: '10-K', fiscalYearEnd: '2025-09-27' };
    expect(annualReportTiming(latest, '2026-12-26').overdue).toBe(false);
    expect(annualReportTiming(latest, '2026-12-27').overdue).toBe(true);
  });

  it('marks a company whose latest annual report is years old as overdue', () => {
    // Tesla's latest year in the shared files is fiscal 2021 (ended 2021-12-31).
    const timing = annualReportTiming({ form: '10-K', fiscalYearEnd: '2021-12-31' }, '2026-11-29');
    expect(timing.due).toBe('2023-03-31');
    expect(timing.overdue).toBe(true);
  });

  it('gives a 20-F or 40-F filer four months, and keeps month ends', () => {
    expect(annualReportTiming({ form: '20-F', fiscalYearEnd: '2024-12-31' }, '2025-01-01').due).toBe(
      '2026-04-30',
    );
    expect(annualReportTiming({ form: '40-F/A', fiscalYearEnd: '2023-10-31' }, '2025-01-01').due).toBe(
      '2025-02-28',
    );
  });

  it('refuses a date that is not ISO', () => {
    expect(() => annualReportTiming({ form: '10-K', fiscalYearEnd: '31/12/2021' }, '2026-01-01')).toThrow(
      RangeError,
    );
  });
});
