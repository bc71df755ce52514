import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { mapSecFacts, type SecMapping } from '../../domain/sec/annual-statements.js';
import { parseCompanyFacts } from '../../domain/sec/companyfacts.js';
import { parseFsdsNumbers, parseFsdsSubmissions } from '../../domain/sec/fsds.js';
import { SEC_LINE_ITEMS } from '../../domain/sec/concept-map.js';

const SEC = resolve(process.cwd(), '../shared/data/sec');
const describeIfShared = existsSync(SEC) ? describe : describe.skip;
if (!existsSync(SEC)) console.warn(`Skipping the two-formats test: ${SEC} is absent.`);

const mapping = (outcome: ReturnType<typeof mapSecFacts>): SecMapping => {
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.mapping;
};

/** Apple's FY2024 10-K in two formats: companyfacts JSON and the Financial Statement Data Sets' sub/num. */
describeIfShared("Apple's FY2024 10-K in companyfacts and in FSDS", () => {
  it('maps to the same line items', () => {
    const json: unknown = JSON.parse(readFileSync(resolve(SEC, 'companyfacts/CIK0000320193.json'), 'utf8'));
    const accn = '0000320193-24-000123';
    // Only the facts of that one filing, as the FSDS files hold only it.
    const all = parseCompanyFacts(json);
    const fromFacts = mapping(mapSecFacts({ ...all, facts: all.facts.filter((fact) => fact.accn === accn) }));
    const dir = resolve(SEC, 'fsds/apple-10k-2024');
    const submissions = parseFsdsSubmissions(readFileSync(resolve(dir, 'sub.txt'), 'utf8'));
    const { filers } = parseFsdsNumbers(
      submissions,
      readFileSync(resolve(dir, 'num.txt'), 'utf8').split('\n'),
    );
    const fromFsds = mapping(mapSecFacts(filers[0]!));
    const a = fromFacts.years.find((year) => year.year === 2024)!;
    const b = fromFsds.years.find((year) => year.year === 2024)!;
    expect(a.filing.accn).toBe(accn);
    expect(b.filing.accn).toBe(accn);
    // FSDS has no dei cover facts for Apple, so market value (the public float) is compared apart.
    const compared = SEC_LINE_ITEMS.filter((item) => item !== 'marketValue');
    for (const item of compared) expect([item, b[item]]).toEqual([item, a[item]]);
    expect(compared.filter((item) => a[item] !== null).length).toBeGreaterThanOrEqual(17);
    for (const item of compared) expect(b.sources[item]?.concept).toBe(a.sources[item]?.concept);
    expect(a.comparative).toEqual(b.comparative);
  });
});
