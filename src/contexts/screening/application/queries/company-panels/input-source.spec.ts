import type { StatementSourceRecord } from '../../ports/dashboard-read-model.js';
import { sourceOf } from './company-panels.handlers.js';

const url = (accession: string) => `https://www.sec.gov/Archives/edgar/data/1/${accession}-index.htm`;
const filing = (accession: string, filed: string) => ({
  form: '10-K',
  filed,
  accession,
  url: url(accession),
});
const K2024 = filing('0000000001-24-000001', '2024-11-01');
const K2025 = filing('0000000001-25-000001', '2025-11-01');

/** 2024: debt not reported (taken as 0), revenue reported; 2025's filing reports 2024 without inventory. */
const records = new Map<number, StatementSourceRecord>([
  [
    2024,
    {
      filing: { ...K2024, fiscalYearEnd: '2024-09-28', marketValueBasis: null },
      items: [
        { item: 'revenue', value: 1200, concept: 'us-gaap:Revenues', filing: K2024 },
        { item: 'longTermDebt', value: 0, concept: null, filing: K2024, notReported: true },
        { item: 'inventory', value: 40, concept: 'us-gaap:InventoryNet', filing: K2024 },
      ],
      comparativeNotReported: [],
      origin: 'imported',
    },
  ],
  [
    2025,
    {
      filing: { ...K2025, fiscalYearEnd: '2025-09-27', marketValueBasis: null },
      items: [{ item: 'revenue', value: 1500, concept: 'us-gaap:Revenues', filing: K2025 }],
      comparativeNotReported: ['inventory'],
      origin: 'imported',
    },
  ],
]);

describe('the source of a statement line of the breakdown', () => {
  it('is the concept and filing of a reported line', () => {
    expect(sourceOf(records, { item: 'revenue', year: 2024, asReportedIn: null })).toEqual({
      concept: 'us-gaap:Revenues',
      ...K2024,
    });
    expect(sourceOf(records, { item: 'revenue', year: 2024, asReportedIn: 2025 })).toEqual({
      concept: 'us-gaap:Revenues',
      ...K2025,
    });
  });

  it('says "not reported" of a line the filing does not have, taken as 0: the year’s own or a comparative', () => {
    expect(sourceOf(records, { item: 'longTermDebt', year: 2024, asReportedIn: null })).toEqual({
      concept: null,
      ...K2024,
      notReported: true,
    });
    // 2024's inventory as the 2025 filing reports it: not there, taken as 0.
    expect(sourceOf(records, { item: 'inventory', year: 2024, asReportedIn: 2025 })).toEqual({
      concept: null,
      ...K2025,
      notReported: true,
    });
    expect(sourceOf(records, { item: 'inventory', year: 2024, asReportedIn: null })).not.toHaveProperty(
      'notReported',
    );
  });

  it('is null without a recorded filing', () => {
    expect(sourceOf(records, { item: 'revenue', year: 2023, asReportedIn: null })).toBeNull();
    expect(sourceOf(records, { item: 'revenue', year: 2023, asReportedIn: 2022 })).toBeNull();
  });
});
