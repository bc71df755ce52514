import { describe, expect, it } from 'vitest';

import type { BreakdownInput } from '../../../api/company-api';
import { sourceText } from './breakdown-parts';

const TENK = {
  form: '10-K',
  filed: '2024-11-01',
  accession: '0000320193-24-000123',
  url: 'https://www.sec.gov/Archives/edgar/data/320193/000032019324000123/0000320193-24-000123-index.htm',
};

const input = (source: BreakdownInput['source']): BreakdownInput => ({
  item: 'longTermDebt',
  label: 'Long-term debt',
  year: 2024,
  lag: 0,
  value: 0,
  asReportedIn: null,
  source,
});

describe('the source of a statement line of the breakdown', () => {
  it('names the filing and concept of SEC data', () => {
    expect(sourceText(input({ ...TENK, concept: 'us-gaap:LongTermDebtNoncurrent' }), 'unknown')).toBe(
      '10-K filed 2024-11-01 · us-gaap:LongTermDebtNoncurrent',
    );
  });

  it('says of a line its complete filing does not have: not reported, taken as 0', () => {
    expect(sourceText(input({ ...TENK, concept: null, notReported: true }), 'unknown')).toBe(
      'not reported, taken as 0',
    );
  });

  it('names the origin of a line without a filing', () => {
    expect(sourceText(input(null), 'imported')).toBe('Imported statements');
    expect(sourceText(input(null), 'withheld')).toBe('Withheld during the trial');
  });
});
