import type { TickerDetail } from '../../../screening/index.js';
import { named } from '../../domain/answer.js';

/** Where the risk data come from, for a question about the data in general. */
export const DATA_SOURCES_TEXT =
  'Luca answers from the same risk data as the dashboard. Each company comes from one of three sources: ' +
  "SEC EDGAR (the annual reports a company files with the SEC, 10-K, 20-F or 40-F, read from EDGAR's XBRL " +
  'data; each company has its CIK and each year the filing behind its figures), an imported statements file ' +
  '(statements loaded from a file, with no filing recorded), or the generated demo universe (simulated ' +
  'companies for demonstration, not real ones). Ask "Where do <company>\'s figures come from?" for one company\'s source.';

/** Whether a company is from the generated demo universe: the one rule every answer that says so reads. */
export function isDemo(company: Pick<TickerDetail, 'origin'>): boolean {
  return company.origin === 'generated';
}

/** The sentence an answer about a generated company says once. */
export function demoSentence(name: string): string {
  return `${name} is a generated company of the demo universe, not a real one: its statements are simulated.`;
}

/**
 * The sentence an answer listing companies says when some are generated ones (null when none is):
 * `where` says which companies, e.g. 'listed' or 'in your watchlists'.
 */
export function demoListSentence(generated: number, of: number, where: string): string | null {
  if (generated === 0) return null;
  const one = generated === 1;
  const what = one
    ? 'a generated company of the demo universe, not a real one'
    : 'generated companies of the demo universe, not real ones';
  return generated === of
    ? `${one ? `The company ${where} is` : `The companies ${where} are`} ${what}.`
    : `${generated} of the ${of} companies ${where} ${one ? 'is' : 'are'} ${what}.`;
}

type SourceDetail = Pick<TickerDetail, 'name' | 'origin' | 'ticker' | 'exchange' | 'cik' | 'source'>;

const ORIGIN_NAMES: Readonly<Record<TickerDetail['origin'], string>> = {
  sec: 'SEC EDGAR',
  file: 'imported statements file',
  generated: 'generated demo universe',
};

/**
 * Where a company's figures of a year come from, as sentences: SEC EDGAR with its CIK, the filing (form,
 * date, fiscal year end, accession) and its EDGAR page; an imported statements file; or the generated
 * demo universe. `filing` is the citation of the filing, when there is one. A trial tenant sees no CIK
 * or filing of an SEC company (they would name it), and is told so.
 */
export function sourceSentences(detail: SourceDetail, year: number, filing: number | null): string[] {
  // The company with its ticker and exchange (a trial tenant's alias): "Apple Inc. (AAPL, Nasdaq)".
  const company = named(detail.name, detail);
  switch (detail.origin) {
    case 'generated':
      return [demoSentence(company)];
    case 'file':
      return [
        `The figures of ${company} come from an imported statements file: no filing is recorded for them.`,
      ];
    case 'sec': {
      const source = detail.source;
      if (source !== null)
        return [
          `The ${year} figures of ${company} come from SEC EDGAR` +
            (detail.cik !== null ? ` (CIK ${detail.cik})` : '') +
            `: its ${source.form} filed ${source.filed}${filing === null ? '' : ` [${filing}]`} for the fiscal year ended ` +
            `${source.fiscalYearEnd}, accession ${source.accession}, ${source.url}.`,
        ];
      if (detail.cik !== null)
        return [
          `${company} is an SEC EDGAR filer (CIK ${detail.cik}); no filing is recorded for its ${year} figures.`,
        ];
      return [
        `The figures of ${company} come from SEC EDGAR filings; a trial subscription does not show the filing or the CIK, ` +
          'as they would name the company.',
      ];
    }
  }
}

/** The same facts for the LLM tools. */
export function sourceFacts(detail: SourceDetail, year: number): Record<string, unknown> {
  return {
    company: detail.name,
    year,
    origin: ORIGIN_NAMES[detail.origin],
    demo: isDemo(detail),
    ticker: detail.ticker,
    cik: detail.cik,
    filing: detail.source
      ? {
          form: detail.source.form,
          filed: detail.source.filed,
          fiscalYearEnd: detail.source.fiscalYearEnd,
          accession: detail.source.accession,
          url: detail.source.url,
        }
      : null,
  };
}
