import {
  demoDatasetSource,
  describeDatasetSource,
  parseDatasetSource,
  type DatasetSource,
} from './dataset-source.js';

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

  it('reads sec: directories, relative or absolute, as given', () => {
    expect(parseDatasetSource('sec:data/sec')).toEqual({ kind: 'SEC', path: 'data/sec' });
    expect(parseDatasetSource(' SEC: /srv/sec-bulk/ ')).toEqual({ kind: 'SEC', path: '/srv/sec-bulk/' });
    expect(parseDatasetSource('sec:C:\\data\\sec')).toEqual({ kind: 'SEC', path: 'C:\\data\\sec' });
    expect(parseDatasetSource('sec:../shared/data/sec')).toEqual({ kind: 'SEC', path: '../shared/data/sec' });
  });

  it('reads demo: universes (the generated demo data), each of companies, years and seed once', () => {
    expect(parseDatasetSource('demo:companies=6000,years=12,seed=2026')).toEqual({
      kind: 'DEMO',
      companies: 6000,
      years: 12,
      seed: 2026,
    });
    expect(parseDatasetSource(' DEMO: seed=0, Years=3 ,companies=1 ')).toEqual({
      kind: 'DEMO',
      companies: 1,
      years: 3,
      seed: 0,
    });
    expect(parseDatasetSource(demoDatasetSource({ companies: 600, years: 12, seed: 2026 }))).toEqual({
      kind: 'DEMO',
      companies: 600,
      years: 12,
      seed: 2026,
    });
  });

  it.each([
    '',
    'demo:',
    'demo:companies=6000,years=12',
    'demo:companies=6000,years=12,seed=1,seed=2',
    'demo:companies=0,years=12,seed=1',
    'demo:companies=6000,years=2,seed=1',
    'demo:companies=6000,years=12,seed=-1',
    'demo:companies=6000,years=12,seed=1,colour=red',
    'demo:companies=1.5,years=12,seed=1',
    'sec:',
    'sec:  ',
    'sec:file:///srv/sec',
    'sec:https://data.example/sec',
    'sec:data/sec\nx',
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

  it('names an SEC directory by its last part', () => {
    expect(named('sec:data/sec')).toBe('SEC EDGAR sec');
    expect(named('demo:companies=6000,years=12,seed=2026')).toBe(
      'demo universe (6000 companies x 12 years, seed 2026)',
    );
    expect(named('sec:/srv/sec-bulk/')).toBe('SEC EDGAR sec-bulk');
    expect(named('sec:C:\\data\\edgar')).toBe('SEC EDGAR edgar');
    expect(named('sec:.')).toBe('SEC EDGAR .');
    expect(named('sec:/')).toBe('SEC EDGAR /');
  });
});
