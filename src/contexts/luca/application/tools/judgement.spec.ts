import { AnswerDraft, type AnswerBlock } from '../../domain/answer.js';
import {
  DRIVER_SHARE,
  judge,
  judgeFScore,
  judgeMScore,
  knownFalsePositives,
  termRoles,
} from './judgement.js';
import { writeMScoreDrivers, writeScoreTerms } from './score-breakdown-answers.js';
import {
  ACCRUAL_F,
  BANDS,
  CAPITAL_LIGHT_F,
  ORDINARY_F,
  THRESHOLD,
  apple,
  breakdownOf,
  grower,
} from '../../../../../test/support/luca-breakdowns.js';

/** A reading above the benign level (a flag, an F above normal), or the test fails. */
function raised<T extends { kind: string }>(reading: T | null): Exclude<T, { kind: 'benign' }> {
  if (reading === null || reading.kind === 'benign')
    throw new Error(`Not raised: ${JSON.stringify(reading)}`);
  return reading as Exclude<T, { kind: 'benign' }>;
}

const texts = (blocks: readonly AnswerBlock[]): string =>
  blocks.flatMap((block) => (block.type === 'text' ? [block.text] : [])).join('\n');

describe('judgement rules', () => {
  it('calls an M-score at or below the threshold and an F-score in the normal band benign', () => {
    const b = breakdownOf({ tata: -0.05 }, { ...ORDINARY_F, softAssets: 0.3 }, 0.5);
    expect(b.mScore.value).toBeLessThan(THRESHOLD);
    expect(b.fScore.value).toBeLessThanOrEqual(BANDS.aboveNormal);
    const judgement = judge(b);
    expect(judgement.m?.kind).toBe('benign');
    expect(judgement.f?.kind).toBe('benign');
    expect(judgement.benign).toEqual(['mScore', 'fScore']);
    expect(judgement.drivers).toEqual(['clusters']);
    expect(knownFalsePositives(judgement)).toEqual([]);
    // At the threshold exactly is no flag (the flag is M above it).
    expect(judgeMScore({ ...b.mScore, value: THRESHOLD })?.kind).toBe('benign');
    expect(judgeFScore({ ...b.fScore, value: BANDS.aboveNormal })?.kind).toBe('benign');
  });

  it('judges a capital-light company (Apple-like): M and F benign, the clusters drive the score', () => {
    const b = apple();
    const judgement = judge(b);
    expect(judgement.m?.kind).toBe('benign');
    expect(judgement.f).toMatchObject({ kind: 'capital-light', band: 'above normal' });
    expect(b.fScore.value).toBeGreaterThan(BANDS.aboveNormal);
    // Without its accruals the F-score stays above normal: the asset mix lifts it, not the accruals.
    const f = raised(judgement.f);
    expect(f.withoutAccruals).toBeGreaterThan(BANDS.aboveNormal);
    expect(f.accrualCodes).toEqual(['RSST_ACC', 'CH_REC', 'CH_INV']);
    expect(f.softAssets?.code).toBe('SOFT_ASSETS');
    expect(judgement.benign).toEqual(['mScore', 'fScore']);
    expect(judgement.drivers).toEqual(['clusters']);
    expect(judgement.terms.map((term) => [term.key, term.role])).toEqual([
      ['mScore', 'lowers'],
      ['fScore', 'adds-little'],
      ['clusters', 'drives'],
    ]);
    expect(knownFalsePositives(judgement)).toEqual(['capital-light F']);
  });

  it('calls an F-score lifted by its accruals elevated, not capital-light', () => {
    const b = breakdownOf({}, ACCRUAL_F, 0);
    const f = judgeFScore(b.fScore);
    expect(b.fScore.value).toBeGreaterThan(BANDS.aboveNormal);
    expect(f).toMatchObject({ kind: 'elevated', band: 'above normal' });
    const elevated = raised(f);
    expect(elevated.withoutAccruals).toBeLessThanOrEqual(BANDS.aboveNormal);
    expect(elevated.accrualsAdd).toBeCloseTo(0.79 * 0.2 + 2.518 * 0.1 + 1.191 * 0.05, 10);
    expect(judge(b).benign).not.toContain('fScore');
  });

  it('calls a capital-light F in the substantial band a known false positive, but not benign', () => {
    const b = breakdownOf({}, { ...CAPITAL_LIGHT_F, softAssets: 0.98, chCs: 3 }, 0);
    expect(b.fScore.value).toBeGreaterThanOrEqual(BANDS.substantial);
    const judgement = judge(b);
    expect(judgement.f).toMatchObject({ kind: 'capital-light', band: 'substantial' });
    expect(judgement.benign).not.toContain('fScore');
    expect(knownFalsePositives(judgement)).toContain('capital-light F');
  });

  it('calls an F lifted into the substantial band by its accruals elevated, even when it stays above normal without them', () => {
    // NVIDIA-like (FY2025, rounded): soft assets 0.89 and an issue keep F above normal, the accruals double it.
    const b = breakdownOf(
      {},
      { rsstAcc: 0.395, chRec: 0.148, chInv: 0.054, softAssets: 0.89, chCs: 1, chRoa: 0.265, issue: 1 },
      0,
    );
    const f = raised(judgeFScore(b.fScore));
    expect(f).toMatchObject({ kind: 'elevated', band: 'substantial' });
    expect(f.withoutAccruals).toBeGreaterThan(BANDS.aboveNormal);
    expect(f.withoutAccruals).toBeLessThan(BANDS.substantial);
  });

  it('needs the soft assets to lead the F-score for capital-light: an issue-led F is elevated', () => {
    const b = breakdownOf({}, { ...CAPITAL_LIGHT_F, softAssets: 0.5, chCs: 5 }, 0);
    expect(b.fScore.value).toBeGreaterThan(BANDS.aboveNormal);
    expect(judgeFScore(b.fScore)?.kind).toBe('elevated');
  });

  it('cannot judge the accruals without the predicted value: elevated, no counterfactual', () => {
    const b = apple();
    expect(judgeFScore({ ...b.fScore, predictedValue: null })).toMatchObject({
      kind: 'elevated',
      withoutAccruals: null,
    });
  });

  it('calls a flag growth-driven when M with flat sales (SGI = 1) would be at or below the threshold', () => {
    const b = grower();
    const m = judgeMScore(b.mScore);
    expect(b.mScore.flagged).toBe(true);
    expect(m).toMatchObject({ kind: 'growth-driven' });
    const growth = raised(m);
    expect(growth.growthAdds).toBeCloseTo(0.892 * 1.26, 10);
    expect(growth.withoutGrowth).toBeCloseTo((b.mScore.value as number) - 0.892 * 1.26, 10);
    expect(growth.withoutGrowth).toBeLessThanOrEqual(THRESHOLD);
    expect(knownFalsePositives(judge(b))).toEqual(['growth-driven M']);
    expect(judge(b).benign).not.toContain('mScore');
  });

  it('keeps a flag that stands without the growth a flag, and a flag without growth too', () => {
    const accruals = breakdownOf({ sgi: 1.1, tata: 0.2 }, ORDINARY_F, 0);
    expect(judgeMScore(accruals.mScore)).toMatchObject({ kind: 'flagged' });
    const flagged = raised(judgeMScore(accruals.mScore));
    expect(flagged.withoutGrowth).toBeGreaterThan(THRESHOLD);
    // Growth tips M over the threshold, but the accruals (TATA) add far more: not growth-driven.
    const accrualLed = breakdownOf({ sgi: 1.1, tata: 0.1391 }, ORDINARY_F, 0);
    const led = raised(judgeMScore(accrualLed.mScore));
    expect(led.kind).toBe('flagged');
    expect(led.withoutGrowth).toBeLessThanOrEqual(THRESHOLD);
    const shrinking = breakdownOf({ sgi: 0.9, tata: 0.3 }, ORDINARY_F, 0);
    expect(judgeMScore(shrinking.mScore)).toMatchObject({
      kind: 'flagged',
      growthAdds: null,
      withoutGrowth: null,
    });
  });

  it(`lets a positive term drive the score from ${(DRIVER_SHARE * 100).toFixed(0)}% of the upward push`, () => {
    const final = (contributions: number[]) =>
      termRoles({
        ...apple().final,
        terms: apple().final.terms.map((term, index) => ({ ...term, contribution: contributions[index]! })),
      }).map((term) => term.role);
    expect(final([0.6, 0.2, -0.5])).toEqual(['drives', 'adds-little', 'lowers']);
    expect(final([0.4, 0.2, 0])).toEqual(['drives', 'drives', 'lowers']);
    expect(final([-0.1, -0.2, -0.3])).toEqual(['lowers', 'lowers', 'lowers']);
    expect(termRoles({ ...apple().final, logit: null, reason: 'Not scored: the M-score is N/A' })).toEqual(
      [],
    );
  });

  it('reads the threshold and the bands from the breakdown, never its own numbers', () => {
    const b = grower();
    // The same M under a stricter threshold is no flag at all.
    expect(judgeMScore({ ...b.mScore, threshold: 0 })?.kind).toBe('benign');
    expect(
      judgeFScore({ ...apple().fScore, bands: { aboveNormal: 2, substantial: 3 } as unknown as typeof BANDS })
        ?.kind,
    ).toBe('benign');
  });
});

describe('the judgement in the answers', () => {
  const link = { tickerId: 'TEST-US', exchangeCountryId: 1, year: 2024 };

  it('says of an Apple-like score that both models are benign and the peer-relative clusters drive it', () => {
    const draft = new AnswerDraft();
    const breakdown = apple();
    writeScoreTerms(draft, { name: 'Apple', year: 2024, link, breakdown });
    const text = texts(draft.blocks);
    const m = breakdown.mScore.value as number;
    const f = breakdown.fScore.value as number;
    expect(text).toMatch(/What drives the score: the cluster red-flag share term \(\+1\.200 \[\d+\]\)\./);
    expect(text).toContain(
      "The cluster red-flag share is peer-relative: it grows as Apple's accounts fall in the riskiest tail of its peers' in the 14 clusters, " +
        'so its score and rating come from how it stands against its peers, not from a manipulation model.',
    );
    expect(text).toMatch(
      new RegExp(
        `Both models are benign\\. Apple's Beneish M-score ${m.toFixed(2)} \\[\\d+\\] is at or below the threshold of -1\\.78 \\[\\d+\\]: ` +
          'no manipulation flag; it lowers the score \\(-0\\.\\d{3} \\[\\d+\\]\\)\\.',
      ),
    );
    expect(text).toMatch(
      new RegExp(
        `Apple's Dechow F-score ${f.toFixed(2)} \\[\\d+\\] is above normal \\(above 1\\.00\\) through its asset mix, not its accruals: ` +
          'soft assets are 79% \\[\\d+\\] of its total assets \\(few hard assets: PP&E and cash\\)',
      ),
    );
    expect(text).toMatch(
      /without its accruals \(RSST_ACC, CH_REC and CH_INV\) F would be 1\.\d\d \[\d+\], still above normal; it adds little to the score/,
    );
    expect(text).toContain(
      'A high Dechow F-score of a company with few hard assets is a known false positive (capital-light).',
    );
    // Every [n] is a citation whose display is the figure before it.
    for (const [, before, n] of text.matchAll(/(\S+) \[(\d+)\]/g)) {
      const citation = draft.citations[Number(n) - 1]!;
      expect(citation.source).toBe('scoreBreakdown');
      if (/^[-+]?\d/.test(before!)) expect(before!.replace(/[(),]/g, '')).toBe(citation.display);
    }
    expect(draft.facts).toEqual([
      {
        kind: 'judgement',
        about: 'TEST-US',
        value: expect.objectContaining({
          company: 'Apple',
          drivers: ['Cluster red-flag share'],
          benign: ['Beneish M-score', 'Dechow F-score'],
          beneishMScore: 'benign',
          dechowFScore: 'capital-light',
          knownFalsePositives: ['capital-light F'],
        }),
      },
    ]);
  });

  it('says of a fast grower that its M-score flag is growth-driven, a known false positive', () => {
    const draft = new AnswerDraft();
    const breakdown = grower();
    writeScoreTerms(draft, { name: 'NVIDIA', year: 2024, link, breakdown });
    const text = texts(draft.blocks);
    expect(text).toMatch(
      /NVIDIA's Beneish M-score -1\.\d\d \[\d+\] is above the threshold of -1\.78 \[\d+\], but the flag is growth-driven: sales grew 126% \(SGI 2\.260 \[\d+\]\), which adds \+1\.124 \[\d+\] to M, and with flat sales M would be -2\.\d\d \[\d+\], at or below the threshold\. A growth-driven flag is a known false positive of the Beneish M-score for fast growers\. Benign: NVIDIA's Dechow F-score/,
    );
    expect(text).toMatch(/What drives the score: the Beneish M-score term \(\+0\.283 \[\d+\]\)\./);
    expect(text).not.toContain('Both models are benign');
    expect(text).toMatch(
      /Benign: NVIDIA's Dechow F-score 0\.\d\d \[\d+\] is in the normal band \(at most 1\.00\)/,
    );
    expect(draft.facts[0]!.value).toMatchObject({
      drivers: ['Beneish M-score'],
      benign: ['Dechow F-score'],
      beneishMScore: 'growth-driven',
      knownFalsePositives: ['growth-driven M'],
    });
  });

  it('says in the M-score answer that a growth-driven flag is a known false positive', () => {
    const draft = new AnswerDraft();
    writeMScoreDrivers(draft, { name: 'NVIDIA', year: 2024, link, breakdown: grower() });
    const text = texts(draft.blocks);
    expect(text).toMatch(
      /it flags NVIDIA as a likely earnings manipulator \[\d+\] \(Beneish 1999\)\. But the flag is growth-driven: sales grew 126%/,
    );
    expect(text).toContain(
      'A growth-driven flag is a known false positive of the Beneish M-score for fast growers.',
    );
  });

  it('says a flag that does not rest on growth alone stands, and names no false positive', () => {
    const draft = new AnswerDraft();
    writeMScoreDrivers(draft, {
      name: 'Hoshino',
      year: 2024,
      link,
      breakdown: breakdownOf({ sgi: 1.1, tata: 0.2 }, ORDINARY_F, 0),
    });
    const text = texts(draft.blocks);
    expect(text).toMatch(
      /The flag does not rest on sales growth alone: with flat sales M would still be -?\d\.\d\d \[\d+\]\./,
    );
    expect(text).not.toContain('false positive');
  });

  it('says a flag tipped over by growth but led by other indices rests not mainly on growth', () => {
    const draft = new AnswerDraft();
    writeMScoreDrivers(draft, {
      name: 'Hoshino',
      year: 2024,
      link,
      breakdown: breakdownOf({ sgi: 1.1, tata: 0.1391 }, ORDINARY_F, 0),
    });
    const text = texts(draft.blocks);
    expect(text).toMatch(
      /The flag does not rest mainly on sales growth: other indices add more to M than its growth's \+0\.089 \[\d+\]\./,
    );
    expect(text).not.toContain('false positive');
  });

  it('says when an accrual-lifted F-score is not benign, with what the accruals add', () => {
    const draft = new AnswerDraft();
    writeScoreTerms(draft, { name: 'Hoshino', year: 2024, link, breakdown: breakdownOf({}, ACCRUAL_F, 0) });
    expect(texts(draft.blocks)).toMatch(
      /Hoshino's Dechow F-score 1\.\d\d \[\d+\] is above normal \(above 1\.00\), lifted by its accruals: they add \+0\.469 \[\d+\] to its predicted value, and without its accruals \(RSST_ACC, CH_REC and CH_INV\) F would be 0\.\d\d \[\d+\]/,
    );
  });
});
