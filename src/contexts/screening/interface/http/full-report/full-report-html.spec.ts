import { distributionSvg, historySvg, renderFullReport, type ReportData } from './full-report-html.js';

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
  generatedAt: new Date('2026-11-21T10:00:00Z'),
  nonce: 'abc',
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
});
