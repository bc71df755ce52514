import { warningsFor } from '../../../screening/domain/scoring/warnings.js';
import { AuditorDirectory } from '../auditor-directory.js';
import { auditorsByCik, parseAuditorsCsv } from './auditors-file.js';
import { secScoringCompany } from './sec-company.js';
import { secMappingOf, secProfile, secYear } from './sec-company.fixtures.js';

describe('the auditors file', () => {
  const FIXTURE = [
    'cik,fiscal_year,auditor',
    '320193,2023,Ernst & Young LLP',
    '0000320193,2024,"Ernst & Young LLP"',
    'CIK0000789019,2024,"Deloitte & Touche LLP"',
    '1234,2024,"Marcum, LLP"',
    '',
    'abc,2024,KPMG LLP',
    '1234,24,KPMG LLP',
    '1234,2023,',
    '1234,2023,KPMG,extra',
    '1234,2024,Marcum LLP',
    '1234,2024,KPMG LLP',
    '5678,2024,"BDO ""USA"" LLP"x',
    '5678,2023,"Friedman LLP',
    'spanning two lines"',
  ].join('\r\n');

  it('reads the rows and reports each malformed or repeated row with its line, skipping it', () => {
    const file = parseAuditorsCsv(FIXTURE);
    expect(file.rows).toEqual([
      { line: 2, cik: 320193, year: 2023, name: 'Ernst & Young LLP' },
      { line: 3, cik: 320193, year: 2024, name: 'Ernst & Young LLP' },
      { line: 4, cik: 789019, year: 2024, name: 'Deloitte & Touche LLP' },
      { line: 5, cik: 1234, year: 2024, name: 'Marcum, LLP' },
      { line: 14, cik: 5678, year: 2023, name: 'Friedman LLP spanning two lines' },
    ]);
    expect(file.problems).toEqual([
      "auditors.csv line 7: CIK 'abc' is not a number",
      "auditors.csv line 8: fiscal year '24' is not a year",
      'auditors.csv line 9: the auditor is empty',
      'auditors.csv line 10: 4 fields, the header has 3',
      "auditors.csv line 12: CIK 1234 fiscal 2024 has an auditor on line 5 ('Marcum, LLP'), kept",
      'auditors.csv line 13: text after the closing quote of field 3',
    ]);
  });

  it('finds the columns by name, in any order and case, under the label given', () => {
    const file = parseAuditorsCsv('Auditor,CIK,Fiscal_Year\nKPMG,1,2020\nKPMG,x,2020\n', 'a.csv');
    expect(file.rows).toEqual([{ line: 2, cik: 1, year: 2020, name: 'KPMG' }]);
    expect(file.problems).toEqual(["a.csv line 3: CIK 'x' is not a number"]);
  });

  it('refuses a file without the header', () => {
    expect(() => parseAuditorsCsv('320193,2023,EY\n')).toThrow(
      'auditors.csv line 1: the header lacks cik, fiscal_year, auditor (expected cik,fiscal_year,auditor)',
    );
    expect(() => parseAuditorsCsv('')).toThrow(/empty/);
  });

  it('resolves the rows in file order: the Big Four folded, a new name added', () => {
    const { rows } = parseAuditorsCsv(FIXTURE);
    const byCik = auditorsByCik(rows, new AuditorDirectory());
    expect(byCik.get(320193)?.get(2024)).toEqual({ auditorID: 3, auditorName: null });
    expect(byCik.get(789019)?.get(2024)).toEqual({ auditorID: 1, auditorName: null });
    expect(byCik.get(1234)?.get(2024)).toEqual({ auditorID: 1000, auditorName: 'Marcum, LLP' });
    expect(byCik.get(5678)?.get(2023)).toEqual({
      auditorID: 1001,
      auditorName: 'Friedman LLP spanning two lines',
    });
  });
});

describe('secScoringCompany with auditors', () => {
  const profile = secProfile();
  const mapping = secMappingOf([secYear(2022), secYear(2023), secYear(2024)]);

  it('names an added auditor and raises the change warning with both names', () => {
    const directory = new AuditorDirectory();
    const names: Record<number, string> = { 2022: 'KPMG LLP', 2023: 'KPMG', 2024: 'Marcum LLP' };
    const company = secScoringCompany(profile, 1, mapping, (y) =>
      names[y] ? directory.resolve(names[y]) : null,
    );
    const [y2022, y2023, y2024] = company.statements;
    expect(y2022).toMatchObject({ auditorID: 4, auditorChanged: false });
    expect(y2022?.auditorName).toBeUndefined();
    expect(y2023).toMatchObject({ auditorID: 4, auditorChanged: false, previousAuditorID: null });
    expect(y2024).toMatchObject({
      auditorID: 1000,
      auditorName: 'Marcum LLP',
      auditorChanged: true,
      previousAuditorID: 4,
    });
    expect(warningsFor(y2024!)).toEqual(['ALERT: Change of auditor from KPMG to Marcum LLP.']);
  });

  it('takes the previous name of an added auditor, and a reference id as a number', () => {
    const marcum = { auditorID: 1000, auditorName: 'Marcum LLP' };
    const company = secScoringCompany(profile, 1, mapping, (y) =>
      y === 2023 ? marcum : y === 2024 ? 2 : null,
    );
    expect(company.statements[1]?.auditorChanged).toBe(false);
    expect(warningsFor(company.statements[2]!)).toEqual(['ALERT: Change of auditor from Marcum LLP to PwC.']);
  });
});
