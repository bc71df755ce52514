import { CLUSTER_CODES } from '../reference/clusters.js';
import type { ScoringCompany, StatementYear } from '../published/universe.js';
import { generateUniverse } from '../../../filings/domain/universe-generator.js';
import { eventProbability } from './expected-loss.js';
import { eventTerm, finalScoreLogit, scoreOfLogit, smoothedLogit } from './final-score.js';
import { yearEventKinds } from '../year-filing-events.js';
import { ratingFromRankPercent } from './rating.js';
import { rocAuc } from './roc-auc.js';
import { clusterContext, scoreUniverse } from './score-universe.js';
import { WORKED_EXAMPLE_T, WORKED_EXAMPLE_T1, WORKED_EXAMPLE_T2 } from './worked-example.js';

const universe = generateUniverse({ companies: 400, years: 8, seed: 11, lastYear: 2024 });
const scored = scoreUniverse(universe);
const statements = universe.companies.flatMap((c) => [...c.statements]);

describe('scoreUniverse', () => {
  it('returns one row per company-year and 14 cluster rows each, in input order', () => {
    expect(scored.tickerYears).toHaveLength(statements.length);
    expect(scored.clusters).toHaveLength(statements.length * 14);
    let i = 0;
    for (const company of universe.companies) {
      for (const s of company.statements) {
        const row = scored.tickerYears[i];
        expect([row?.tickerId, row?.year]).toEqual([company.tickerId, s.year]);
        const clusters = scored.clusters.ofCompanyYear(i);
        expect(clusters.map((c) => c.cluster_type)).toEqual([...CLUSTER_CODES]);
        expect(clusters.every((c) => c.tickerId === company.tickerId && c.year === s.year)).toBe(true);
        i++;
      }
    }
  });

  it('gives quantiles 1..5 to the values and N/A to the missing ones, about a fifth each per year', () => {
    const bad = [...scored.clusters].filter(
      (c) =>
        (c.cluster_value === null) !== (c.cluster_quantile === null) ||
        (c.cluster_quantile !== null && (c.cluster_quantile < 1 || c.cluster_quantile > 5)) ||
        c.cluster_comment_text.length === 0,
    );
    expect(bad).toEqual([]);
    const accruals2024 = [...scored.clusters].filter((c) => c.cluster_type === 'ac' && c.year === 2024);
    for (const q of [1, 2, 3, 4, 5]) {
      const share = accruals2024.filter((c) => c.cluster_quantile === q).length / accruals2024.length;
      expect(share).toBeGreaterThan(0.17);
      expect(share).toBeLessThan(0.23);
    }
  });

  it('scores 0..100 when conclusive, null in the first two listed years and when M or F is missing', () => {
    const problems: string[] = [];
    let i = 0;
    for (const company of universe.companies) {
      company.statements.forEach((_, k) => {
        const row = scored.tickerYears[i++];
        if (!row) return;
        const conclusive = row.m_score !== null && row.f_score !== null && row.clusters_available >= 8;
        if ((row.final_score !== null) !== conclusive)
          problems.push(`${row.tickerId} ${row.year} conclusive`);
        if (k < 2 && row.final_score !== null) problems.push(`${row.tickerId} ${row.year} too early`);
        if (row.final_score !== null && (row.final_score < 0 || row.final_score > 100))
          problems.push('range');
      });
    }
    expect(problems).toEqual([]);
    expect(scored.tickerYears.filter((r) => r.final_score !== null).length).toBeGreaterThan(
      statements.length * 0.6,
    );
  });

  it('ranks among at least 30 peers (exchange country and year, else the year), 100 for the riskiest, and rates from the rank', () => {
    const groups = new Map<string, { score: number; rank: number }[]>();
    const scoredIn = new Map<string, number>();
    for (const row of scored.tickerYears) {
      if (row.final_score === null) continue;
      for (const key of [
        `${row.exchange_countryID}/${row.year}`,
        `${row.exchange_countryID}/${row.year}/${row.sectorID}`,
      ])
        scoredIn.set(key, (scoredIn.get(key) ?? 0) + 1);
    }
    for (const row of scored.tickerYears) {
      expect(row.rank_percent === null).toBe(row.peer_group === null);
      expect(row.rating === null).toBe(row.rank_percent === null);
      if (row.final_score === null) {
        expect(row.rank_percent).toBeNull();
        expect(row.score_note).toMatch(/^Not scored: /);
        continue;
      }
      const inCountry = scoredIn.get(`${row.exchange_countryID}/${row.year}`) ?? 0;
      expect(row.peer_group).toBe(inCountry >= 30 ? 'exchange country' : 'all exchange countries');
      if (row.peer_group === 'exchange country') expect(row.peers).toBe(inCountry);
      expect(row.peers ?? 0).toBeGreaterThanOrEqual(30);
      const inSector = scoredIn.get(`${row.exchange_countryID}/${row.year}/${row.sectorID}`) ?? 0;
      expect(row.rank_percent_within_sector === null).toBe(inSector < 30);
      if (row.rank_percent === null) continue;
      expect(row.rating).toBe(ratingFromRankPercent(row.rank_percent));
      expect(row.score_note).toBeNull();
      const key =
        row.peer_group === 'exchange country' ? `${row.exchange_countryID}/${row.year}` : `all/${row.year}`;
      const list = groups.get(key) ?? [];
      list.push({ score: row.final_score, rank: row.rank_percent });
      groups.set(key, list);
    }
    for (const [key, list] of groups) {
      if (list.length < 2) continue;
      const sorted = [...list].sort((a, b) => a.score - b.score);
      const top = sorted[sorted.length - 1];
      const distinctTop = sorted.filter((x) => x.score === top?.score).length === 1;
      // A widened group's members rank among the whole year: the riskiest of the year may be elsewhere.
      if (distinctTop && !key.startsWith('all/')) expect(top?.rank).toBe(100);
      for (let k = 1; k < sorted.length; k++) {
        expect(sorted[k]?.rank ?? 0).toBeGreaterThanOrEqual(sorted[k - 1]?.rank ?? 0);
      }
    }
  });

  it('computes market-cap deciles, one-year change, losses, return from peak and warnings', () => {
    let i = 0;
    for (const company of universe.companies) {
      company.statements.forEach((s, k) => {
        const row = scored.tickerYears[i];
        const prev = k > 0 ? scored.tickerYears[i - 1] : undefined;
        i++;
        if (!row) return;
        expect(row.market_cap_decile === null).toBe(s.marketValue === null);
        if (row.market_cap_decile !== null)
          expect(row.market_cap_decile >= 1 && row.market_cap_decile <= 10).toBe(true);
        const expected =
          row.final_score !== null && prev?.final_score !== null && prev?.final_score !== undefined
            ? Math.round((row.final_score - prev.final_score) * 100) / 100
            : null;
        expect(row.one_year_change).toBe(expected);
        if (row.final_score !== null && s.marketValue !== null) {
          expect(row.equityLoss).toBeCloseTo(
            eventProbability(row.final_score) * 0.38 * Math.max(0, s.marketValue),
            2,
          );
          expect(row.telPessimistic ?? 0).toBeGreaterThanOrEqual(row.telOptimistic ?? 0);
        }
        expect(row.rfpAbsolute).not.toBeNull();
        expect(row.rfpAbsolute ?? 1).toBeLessThanOrEqual(0);
        expect(row.rfpAbsolute ?? -2).toBeGreaterThanOrEqual(-1);
        expect(row.warning === null).toBe(row.warnings.length === 0);
        if (row.warning !== null) expect(row.warning).toBe(row.warnings.join(' '));
      });
    }
  });

  it('builds histograms that count the scored companies of each exchange country, year and sector', () => {
    const counts = new Map<string, number>();
    for (const row of scored.tickerYears) {
      if (row.final_score === null) continue;
      for (const key of [
        `${row.year}/${row.exchange_countryID}/-`,
        `${row.year}/${row.exchange_countryID}/${row.sectorID}`,
      ]) {
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
    }
    const sums = new Map<string, number>();
    const bins = new Map<string, number>();
    for (const d of scored.distributions) {
      const key = `${d.year}/${d.exchange_countryID}/${d.sectorID ?? '-'}`;
      sums.set(key, (sums.get(key) ?? 0) + d.y);
      bins.set(key, (bins.get(key) ?? 0) + 1);
      expect(d.x % 5).toBe(0);
    }
    expect([...bins.values()].every((n) => n === 20)).toBe(true);
    for (const [key, n] of counts) expect([key, sums.get(key)]).toEqual([key, n]);
  });

  it('gives each company its risk history with the average of its exchange country', () => {
    const averages = new Map(
      scored.countryYears.map((c) => [`${c.year}/${c.exchange_countryID}`, c.average]),
    );
    expect(scored.riskHistory).toHaveLength(statements.length);
    for (const h of scored.riskHistory)
      expect(h.average).toBe(averages.get(`${h.year}/${h.exchange_countryID}`));
    const scoredCount = scored.countryYears.reduce((s, c) => s + c.scored, 0);
    expect(scoredCount).toBe(scored.tickerYears.filter((r) => r.final_score !== null).length);
  });

  it('scores imported companies without prices, and breaks the lags at a gap year', () => {
    const year = (s: typeof WORKED_EXAMPLE_T, y: number): StatementYear => ({
      ...s,
      year: y,
      auditorID: 1,
      previousAuditorID: null,
      auditorChanged: false,
      lateFiling: false,
      qualifiedOpinion: false,
      restatement: false,
    });
    const company: ScoringCompany = {
      tickerId: 'WRK-US',
      isin: 'US0378331005',
      name: 'Worked Example Inc.',
      exchange_countryID: 1,
      exchange: 'NYSE',
      domicileIso2: 'US',
      incorporationIso2: 'US',
      sectorID: 20,
      industry_groupID: 2010,
      trading_status: 'Active',
      statements: [
        year(WORKED_EXAMPLE_T2, 2020),
        year(WORKED_EXAMPLE_T1, 2021),
        year(WORKED_EXAMPLE_T, 2022),
        year(WORKED_EXAMPLE_T, 2024),
      ],
      prices: null,
    };
    // Alone, its clusters have no peers to be ranked among: M and F are shown, the score is not.
    const alone = scoreUniverse({ companies: [company], indices: [] });
    expect(alone.tickerYears[2]).toMatchObject({
      final_score: null,
      rating: null,
      score_note: 'Not scored: fewer than 30 peers to rank the clusters against',
    });
    expect(alone.tickerYears[2]?.m_score).toBeCloseTo(-1.527035, 5);
    // Among 30 such companies it is scored and rated (30 peers: the minimum).
    const thirty = Array.from({ length: 30 }, (_, i) => ({ ...company, tickerId: `WRK${i}-US` }));
    const result = scoreUniverse({ companies: thirty, indices: [] });
    const [, , y2022, y2024] = result.tickerYears;
    expect(y2022?.m_score).toBeCloseTo(-1.527035, 5);
    expect(y2022?.f_score).toBeCloseTo(1.12249, 4);
    expect(y2022?.final_score).not.toBeNull();
    expect(y2022?.rank_percent).toBe(50);
    expect(y2022).toMatchObject({ peer_group: 'exchange country', peers: 30, origin: 'generated' });
    expect(y2022?.rfpAbsolute).toBeNull();
    expect(y2024?.m_score).toBeNull();
    expect(y2024?.one_year_change).toBeNull();
    const context = clusterContext(company.statements, 3);
    expect(context.prev).toBeNull();
    expect(context.history).toHaveLength(1);
    expect(clusterContext(company.statements, 2).history).toHaveLength(3);
  });

  it('never ranks real companies among generated ones: too few real peers, no rating, and the generated ranks unmoved', () => {
    const real: ScoringCompany[] = universe.companies
      .slice(0, 5)
      .map((company) => ({ ...company, tickerId: `${company.tickerId}-SEC`, origin: 'sec', cik: 1 }));
    const mixed = scoreUniverse({ companies: [...universe.companies, ...real], indices: universe.indices });
    const rows = mixed.tickerYears.filter((row) => row.tickerId.endsWith('-SEC'));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.origin).toBe('sec');
      expect([row.rating, row.rank_percent, row.market_cap_decile, row.peer_group]).toEqual([
        null,
        null,
        null,
        null,
      ]);
      // Five real companies: their clusters have fewer than 30 peers a year, but 5 x 8 years across the years.
      if (row.final_score !== null) {
        expect(row.score_note).toBe('Not rated: fewer than 30 peers');
        expect(row.peers).toBeLessThan(30);
      }
    }
    // The generated companies rank exactly as without them.
    const n = scored.tickerYears.length;
    expect(
      mixed.tickerYears.slice(0, n).map((row) => [row.final_score, row.rank_percent, row.rating]),
    ).toEqual(scored.tickerYears.map((row) => [row.final_score, row.rank_percent, row.rating]));
  });

  it("smooths each score with the company's year before: S_t = 0.73 S_(t-1) + 0.27 L_t, and the score is of S_t", () => {
    let i = 0;
    let smoothed = 0;
    let withEvents = 0;
    for (const company of universe.companies) {
      company.statements.forEach((statement, k) => {
        const index = i++;
        const row = scored.tickerYears[index];
        if (!row || row.final_score === null) return;
        const positions = scored.clusters.ofCompanyYear(index).map((cluster) => cluster.cluster_position);
        // The year's filing events are part of its own logit.
        const events = yearEventKinds(statement, company.filingEvents);
        if (eventTerm(events) > 0) withEvents++;
        const yearLogit = finalScoreLogit({
          mScore: row.m_score,
          fScore: row.f_score,
          positions,
          events,
        }) as number;
        const before = k > 0 ? scored.tickerYears[index - 1] : undefined;
        const previous = before?.score_logit ?? null;
        if (previous !== null) smoothed++;
        // m_score and f_score are stored to 6 places: the logit agrees to about 1e-6.
        expect(row.score_logit).toBeCloseTo(smoothedLogit(yearLogit, previous), 5);
        expect(row.final_score).toBeCloseTo(scoreOfLogit(row.score_logit as number), 2);
      });
    }
    expect(smoothed).toBeGreaterThan(1000);
    expect(withEvents).toBeGreaterThan(50);
  });

  it('separates the injected manipulations: ROC AUC of final_score >= 0.85 on 2,000 companies x 10 years', () => {
    const big = generateUniverse({ companies: 2000, years: 10, seed: 42, lastYear: 2024 });
    const result = scoreUniverse(big);
    const labels = big.companies.flatMap((c) => c.statements.map((s) => s.manipulated));
    const auc = rocAuc(
      result.tickerYears.map((r) => r.final_score),
      labels,
    );
    expect(auc).not.toBeNull();
    expect(auc ?? 0).toBeGreaterThanOrEqual(0.85);
  }, 120_000);

  it('scores 10,000 companies x 10 years', () => {
    const big = generateUniverse({ companies: 10_000, years: 10, seed: 7, lastYear: 2024 });
    const result = scoreUniverse(big);
    const n = big.companies.reduce((s, c) => s + c.statements.length, 0);
    expect(result.tickerYears).toHaveLength(n);
    expect(result.clusters).toHaveLength(n * 14);
  }, 300_000);

  it('gives each company-year the filing events of the year and the two before, with how many there were', () => {
    const year = (y: number, flags: Partial<StatementYear> = {}): StatementYear => ({
      ...WORKED_EXAMPLE_T,
      year: y,
      auditorID: 1,
      previousAuditorID: null,
      auditorChanged: false,
      lateFiling: false,
      qualifiedOpinion: false,
      restatement: false,
      ...flags,
    });
    const company: ScoringCompany = {
      tickerId: 'EVT-US',
      isin: 'US0000000001',
      name: 'Events Inc.',
      exchange_countryID: 1,
      exchange: 'NYSE',
      domicileIso2: 'US',
      incorporationIso2: 'US',
      sectorID: 20,
      industry_groupID: 2010,
      trading_status: 'Active',
      statements: [
        year(2019),
        year(2020, { lateFiling: true }),
        year(2021, { lateFiling: true, restatement: true }),
        year(2022),
        year(2023),
        year(2024, { auditorChanged: true }),
      ],
      filingEvents: [
        {
          kind: 'non-reliance',
          form: '8-K',
          items: ['4.02'],
          filed: '2023-03-07',
          period: null,
          accn: '0000000000-23-000001',
          cik: 1,
          fiscalYear: 2022,
          report: null,
        },
      ],
      prices: null,
    };
    const rows = scoreUniverse({ companies: [company], indices: [] }).tickerYears;
    expect(rows.map((row) => [row.year, row.filing_events, row.filing_event_count])).toEqual([
      [2019, [], 0],
      [2020, ['late-filing'], 1],
      [2021, ['late-filing', 'restatement'], 3],
      [2022, ['late-filing', 'non-reliance', 'restatement'], 4],
      [2023, ['late-filing', 'non-reliance', 'restatement'], 3],
      [2024, ['auditor-change', 'non-reliance'], 2],
    ]);
  });
});
