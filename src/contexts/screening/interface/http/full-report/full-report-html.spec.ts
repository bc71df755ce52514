import {
  distributionSvg,
  historySvg,
  renderFullReport,
  sourceSection,
  type ReportData,
  type ReportSource,
} from './full-report-html.js';

const data: ReportData = {
  year: 2025,
  detail: {
    id: 'EVIL-US',
    name: '<script>alert(1)</script> & Co',
    status: 'Active',
    isin: 'missing',
    mv: 1234.5,
    auditor: '',
    sector_name: 'Industrials',
    industryGroup: 'Capital Goods',
    incorpCountry: 'US',
    domicileCountry: 'US',
    exchangeCountry: 'United States',
    exchange: 'NYSE',
    rating: 'D-',
    finalScore: 87.25,
    rankPercent: 91.6,
    rankPercentWithinSector: 88,
    telOptimistic: 10,
    telPessimistic: 20,
    dlOptimistic: null,
    dlPessimistic: null,
    equityLoss: 5,
    rfpAbsolute: -12.3,
    rfpRelative: 4,
    warnings: ['<img src=x onerror=alert(1)>'],
  },
  history: Array.from({ length: 10 }, (_, index) => ({ year: 2016 + index, score: index * 9, average: 50 })),
  riskDistribution: [
    { x: 0, y: 3 },
    { x: 85, y: 9 },
  ],
  sectorDistribution: [],
  clusters: [
    { cluster_type: 'ac', cluster_name: 'Accruals', cluster_quantile: 5, cluster_comment_text: 'High' },
  ],
  source: { kind: 'unrecorded', origin: 'generated' },
  generatedAt: new Date('2026-11-21T10:00:00Z'),
  nonce: 'abc',
};

const TENK = {
  form: '10-K',
  filed: '2024-11-01',
  accession: '0000320193-24-000123',
  url: 'https://www.sec.gov/Archives/edgar/data/320193/000032019324000123/0000320193-24-000123-index.htm',
};

const filed: ReportSource = {
  kind: 'filing',
  filing: { ...TENK, fiscalYearEnd: '2024-09-28', marketValueBasis: 'public float' },
  items: [
    {
      item: 'revenue',
      value: 391035,
      concept: 'RevenueFromContractWithCustomerExcludingAssessedTax',
      filing: TENK,
    },
    {
      item: 'sga',
      value: 26097,
      concept: '<b>SellingGeneralAndAdministrativeExpense</b>',
      filing: { form: '10-K/A', filed: '2025-01-15', accession: '0000320193-25-000007', url: null },
    },
    { item: 'goodwill', value: null, concept: null, filing: null },
    { item: 'marketValue', value: 2628553, concept: 'EntityPublicFloat', filing: TENK },
  ],
};

describe('full report HTML', () => {
  const html = renderFullReport(data);

  it('escapes every text of the data', () => {
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; Co');
    expect(html).toContain('ALERT: &lt;img src=x onerror=alert(1)&gt;');
  });

  it('prints N/A for missing texts and numbers, and the one script carries the nonce', () => {
    expect(html).toContain('ISIN N/A');
    expect(html).toMatch(/<dt>Auditor<\/dt><dd>N\/A<\/dd>/);
    expect(html).toMatch(/<dt>Debt loss range<\/dt><dd>N\/A<\/dd>/);
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).toContain('<script nonce="abc">');
  });

  it('thins the history year labels beyond 7 years and says when a distribution is empty', () => {
    const labels = historySvg(data.history).match(/>20\d\d</g) ?? [];
    expect(labels.length).toBeLessThanOrEqual(7);
    expect(labels).toContain('>2025<');
    expect(distributionSvg('Sector', [], 50)).toContain('No data available for this year');
    expect(distributionSvg('Risk', data.riskDistribution, 87.25)).toContain('87.3');
  });

  it("keeps the score's label inside the distribution chart: left of a high score's line, right of a low one", () => {
    const label = (score: number) =>
      /<text class="marker-label" x="([\d.]+)"[^>]*>/.exec(
        distributionSvg('Risk', data.riskDistribution, score),
      );
    const high = label(99.3);
    expect(high?.[0]).toContain('text-anchor="end"');
    expect(Number(high?.[1])).toBeLessThan(520);
    expect(label(100)?.[0]).toContain('text-anchor="end"');
    expect(label(12.5)?.[0]).toContain('text-anchor="start"');
    expect(label(0)?.[0]).toContain('text-anchor="start"');
  });

  it('names the filing of the year and, per line item, its value, concept and filing', () => {
    const section = sourceSection(filed);
    expect(section).toMatch(/<dt>Form<\/dt><dd>10-K<\/dd>/);
    expect(section).toMatch(/<dt>Filed<\/dt><dd>2024-11-01<\/dd>/);
    expect(section).toMatch(/<dt>Fiscal year end<\/dt><dd>2024-09-28<\/dd>/);
    expect(section).toContain('Public float (cover page of the filing)');
    expect(section).toContain(
      `<a class="accn" href="${TENK.url}" target="_blank" rel="noopener noreferrer">0000320193-24-000123<span class="sr-only">`,
    );
    const rows = section.split('<tr>').slice(2);
    expect(rows).toHaveLength(4);
    // The statement labels of the warnings (LINE_ITEM_LABELS), the value in $ millions, concept and filing.
    expect(rows[0]).toContain('<td>Revenue</td><td class="num">$391,035.0m</td>');
    expect(rows[0]).toContain('RevenueFromContractWithCustomerExcludingAssessedTax');
    expect(rows[0]).toContain('10-K filed 2024-11-01 · <a class="accn" href=');
    expect(rows[1]).toContain('<td>SG&amp;A expenses</td>');
    expect(rows[1]).toContain('&lt;b&gt;SellingGeneralAndAdministrativeExpense&lt;/b&gt;');
    expect(rows[1]).not.toContain('<b>');
    // A filing whose EDGAR address is unknown is named without a link.
    expect(rows[1]).toContain(
      '10-K/A filed 2025-01-15 · <span class="accn">0000320193-25-000007</span></td>',
    );
    expect(rows[2]).toContain(
      '<td>Goodwill</td><td class="num">N/A</td><td class="code">N/A</td><td class="code">N/A</td>',
    );
    expect(rows[3]).toContain('<td>Market value (public float)</td>');
  });

  it('escapes the filing texts and its address', () => {
    const evil: ReportSource = {
      kind: 'filing',
      filing: {
        form: '<script>x</script>',
        filed: '2024-11-01',
        accession: '"><img src=x>',
        url: 'https://www.sec.gov/"onmouseover="alert(1)',
        fiscalYearEnd: '2024-09-28',
        marketValueBasis: null,
      },
      items: [],
    };
    const section = sourceSection(evil);
    expect(section).not.toContain('<script>');
    expect(section).not.toContain('<img');
    expect(section).toContain('href="https://www.sec.gov/&quot;onmouseover=&quot;alert(1)"');
    expect(section).toMatch(/<dt>Market value<\/dt><dd>N\/A<\/dd>/);
  });

  it('says when the figures are generated demo data, imported without a filing, or withheld in a trial', () => {
    expect(html).toContain('<h2 id="source">Source</h2>');
    expect(html).toContain('The figures of this year are generated demo data');
    expect(renderFullReport({ ...data, source: filed })).toContain('0000320193-24-000123');
    expect(sourceSection({ kind: 'unrecorded', origin: 'imported' })).toContain(
      'imported from a statements file',
    );
    expect(sourceSection({ kind: 'unrecorded', origin: 'unknown' })).toContain('generated demo data or');
    const withheld = sourceSection({ kind: 'withheld' });
    expect(withheld).toContain('not shown during a trial');
    expect(withheld).not.toContain('sec.gov');
  });
});
