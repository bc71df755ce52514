import { describeDatasetSource, parseDatasetSource, type DatasetSource } from './dataset-source.js';

describe('parseDatasetSource', () => {
  it('reads PostgreSQL URLs with an optional table', () => {
    expect(parseDatasetSource('postgres://u:p@db.example:5432/risk')).toEqual({
      kind: 'POSTGRES',
      url: 'postgres://u:p@db.example:5432/risk',
      table: 'statements',
    });
    expect(
      parseDatasetSource('postgresql://db.example/risk?table=import.statements&sslmode=require'),
    ).toEqual({
      kind: 'POSTGRES',
      url: 'postgresql://db.example/risk?sslmode=require',
      table: 'import.statements',
    });
  });

  it('reads http(s) URLs and CSV paths', () => {
    expect(parseDatasetSource(' https://data.example/statements.csv ')).toEqual({
      kind: 'HTTP',
      url: 'https://data.example/statements.csv',
    });
    expect(parseDatasetSource('data/statements.csv')).toEqual({ kind: 'FILE', path: 'data/statements.csv' });
    expect(parseDatasetSource('C:\\data\\statements.CSV')).toEqual({
      kind: 'FILE',
      path: 'C:\\data\\statements.CSV',
    });
  });

  it.each([
    '',
    'data/statements.txt',
    'file:///etc/passwd',
    'ftp://example/statements.csv',
    'javascript:alert(1)//.csv',
    'postgres://db.example/risk?table=statements;drop',
    'postgres:///risk',
    'a.csv\nb',
  ])('refuses %p', (value) => {
    expect(parseDatasetSource(value)).toBeNull();
  });
});

describe('describeDatasetSource', () => {
  const named = (value: string): string => describeDatasetSource(parseDatasetSource(value) as DatasetSource);

  it('names a source without its credentials or query', () => {
    expect(
      named('postgres://reader:s3cret@db.example:5433/risk?table=import.statements&sslmode=require'),
    ).toBe('db.example:5433/risk import.statements');
    expect(named('https://user:pw@data.example/files/statements.csv?token=abc')).toBe(
      'https://data.example/files/statements.csv',
    );
    expect(named('/srv/data/statements.csv')).toBe('statements.csv');
    expect(named('C:\\data\\statements.csv')).toBe('statements.csv');
  });
});
