import { csvCell, resultCsvLine } from './csv-export.js';

describe('results CSV', () => {
  it('neutralises cells a spreadsheet would run as formulas', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell(-2)).toBe('-2');
  });

  it('quotes commas and quotes, and rounds the percentages', () => {
    expect(
      resultCsvLine({
        isin: 'US0378331005',
        name: 'Acme, "The" Corp',
        domicile_country: 'United States',
        rank_percent: 87.49,
        rank_percent_within_sector: 12.5,
        rating: 'C-',
        final_score: 63.51,
      }),
    ).toBe('US0378331005,"Acme, ""The"" Corp",United States,87,13,C-,64');
  });
});
