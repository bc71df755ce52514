import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';

import { FilterSidebar } from './FilterSidebar';
import {
  byRole,
  cleanup,
  click,
  field,
  flush,
  key,
  render,
  type,
} from '../../../test-support/render-support';
import { fakeScreenStore } from './screen-test-support';

afterEach(cleanup);

async function mounted(routes: Parameters<typeof fakeScreenStore>[0] = {}) {
  const fake = fakeScreenStore(routes, { debounceMs: 60_000 });
  const container = render(<FilterSidebar store={fake.store} />);
  await act(async () => {
    await fake.store.init({ openFirst: false });
  });
  await flush();
  return { ...fake, container };
}

/** A typed bound's field by its name (the slider's thumb has the same name, as a slider). */
function boundField(name: string): HTMLInputElement {
  const input = document.querySelector(`input[type="text"][aria-label="${name}"]`);
  if (!(input instanceof HTMLInputElement)) throw new Error(`no field named ${name}`);
  return input;
}

function labelOf(input: HTMLInputElement): string {
  return document.querySelector(`label[for="${input.id}"]`)?.textContent.trim() ?? '';
}

function describedText(input: HTMLInputElement): string {
  return (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

function options(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>('[role="option"]')];
}

describe('FilterSidebar', () => {
  it('labels every filter, shows the counts beside them and the number of companies', async () => {
    const { container } = await mounted();
    for (const label of ['Exchange country', 'Year', 'Sector', 'Industry group', 'Rating']) {
      expect(field(label)).toBeInstanceOf(HTMLInputElement);
    }
    expect(byRole('group', 'Risk score')).toBeDefined();
    expect(byRole('slider', 'Risk score minimum')).toBeDefined();
    expect(byRole('slider', 'Risk score maximum').getAttribute('aria-valuetext')).toBe('97.90');
    expect(byRole('button', 'Clear filter')).toBeDefined();
    expect(container.textContent).toContain('2 companies');

    const exchange = field('Exchange country');
    const described = exchange.getAttribute('aria-describedby') ?? '';
    const countText = described
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
    expect(countText).toContain('1,234');
    expect(countText).toContain('companies match the other filters');
    expect(field('Year').value).toBe('2025');
  });

  it('opens the advanced filters with the toggle', async () => {
    await mounted();
    const toggle = byRole('button', 'Advanced filter');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    for (const label of [
      'Auditor',
      'Domicile',
      'Incorporation',
      'Trading status',
      'Min market cap ($m)',
      'Max market cap ($m)',
    ]) {
      expect(field(label)).toBeInstanceOf(HTMLInputElement);
    }
    expect(byRole('group', 'One-year change')).toBeDefined();
    expect(byRole('slider', 'One-year change minimum').getAttribute('aria-valuetext')).toBe('-46%');
  });

  it("offers the models' criteria in the advanced filters: M-score and F-score sliders, the M-score flag switch", async () => {
    const { store } = await mounted();
    click(byRole('button', 'Advanced filter'));
    expect(byRole('group', 'Beneish M-score')).toBeDefined();
    expect(byRole('slider', 'Beneish M-score minimum').getAttribute('aria-valuetext')).toBe('-4.61');
    expect(byRole('slider', 'Beneish M-score maximum').getAttribute('aria-valuetext')).toBe('2.67');
    expect(byRole('group', 'Dechow F-score')).toBeDefined();
    expect(byRole('slider', 'Dechow F-score maximum').getAttribute('aria-valuetext')).toBe('2.21');

    const label = [...document.querySelectorAll('label')].find(
      (candidate) => candidate.textContent.trim() === 'Beneish M-score flag',
    );
    const flag = label?.querySelector('input');
    if (!(flag instanceof HTMLInputElement)) throw new Error('no M-score flag switch');
    expect(flag.type).toBe('checkbox');
    expect(flag.checked).toBe(false);
    const described = (flag.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
    expect(described).toContain('M-score is above -1.78');
    expect(described).toContain('290');

    click(flag);
    await flush();
    expect(store.criteria.flags.MF).toBe(true);
    expect(store.criteria.order).toEqual(['EXC', 'MF']);
    expect(flag.checked).toBe(true);
    expect(byRole('button', 'Advanced filter').parentElement?.textContent).toContain('1 active');
  });

  it("says how to read the models' scores under their labels, as the groups' descriptions", async () => {
    await mounted();
    click(byRole('button', 'Advanced filter'));
    const description = (group: HTMLElement) =>
      (group.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ');
    const mScore = byRole('group', 'Beneish M-score');
    expect(description(mScore)).toBe('Above −1.78 flags a likely manipulator (Beneish 1999)');
    expect(mScore.textContent).toContain('Above −1.78 flags a likely manipulator (Beneish 1999)');
    expect(description(byRole('group', 'Dechow F-score'))).toBe(
      "1.00 is average risk, 2.45 and above substantial; not Piotroski's 0–9 F-score",
    );
    // The other ranges have no hint.
    expect(byRole('group', 'Risk score').hasAttribute('aria-describedby')).toBe(false);
  });

  it('shows an open end of a scale as no bound: the thumb reads "or less", the field is empty', async () => {
    const { store } = await mounted({
      '/dashboard/mScore': { min: -23.65, max: 1.21, low: -4.613, high: 0.897 },
    });
    click(byRole('button', 'Advanced filter'));
    const group = byRole('group', 'Beneish M-score');
    const minimum = byRole('slider', 'Beneish M-score minimum');
    expect(minimum.getAttribute('aria-valuetext')).toBe('-4.62 or less');
    expect(byRole('slider', 'Beneish M-score maximum').getAttribute('aria-valuetext')).toBe('0.90 or more');
    expect(group.textContent).toContain('Any');
    const min = boundField('Beneish M-score minimum');
    expect(min.value).toBe('');
    expect(min.placeholder).toBe('Any');

    // A typed minimum: a bound; the maximum stays open.
    type(min, '-1.78');
    key(min, 'Enter');
    expect(minimum.getAttribute('aria-valuetext')).toBe('-1.78');
    expect(group.textContent).toContain('≥ -1.78');
    expect(store.toFilterBody()).toMatchObject({ minMScore: -1.78 });
    expect(store.toFilterBody()).not.toHaveProperty('maxMScore');

    // A maximum below the open minimum's end is accepted: the minimum has no bound.
    type(min, '');
    key(min, 'Enter');
    const max = boundField('Beneish M-score maximum');
    type(max, '-6');
    key(max, 'Enter');
    expect(store.toFilterBody()).toMatchObject({ maxMScore: -6 });
    expect(store.toFilterBody()).not.toHaveProperty('minMScore');
    expect(group.textContent).toContain('≤ -6.00');
  });

  it('lists options with their counts and chooses one', async () => {
    const { store } = await mounted();
    const sector = field('Sector');
    act(() => {
      sector.focus();
    });
    key(sector, 'ArrowDown');
    await flush(1);
    const listed = options();
    expect(listed.map((option) => option.textContent)).toEqual(['Energy40', 'Materials25']);
    const energy = listed[0];
    if (energy === undefined) throw new Error('no option');
    click(energy);
    expect(store.criteria.selections.SEC).toEqual([10]);
    expect(store.criteria.order).toEqual(['EXC', 'SEC']);
  });

  it('shows the ratings in the spec order with their letters', async () => {
    await mounted();
    const rating = field('Rating');
    act(() => {
      rating.focus();
    });
    key(rating, 'ArrowDown');
    await flush(1);
    expect(options().map((option) => option.textContent)).toEqual(['A+5', 'C30', 'F2']);
  });

  it('offers the filing events with their counts and says which years they look at', async () => {
    const { store, container } = await mounted();
    const events = field('Filing events');
    expect(describedText(events)).toContain('In the selected year or the two before');
    expect(describedText(events)).toContain('280 companies match the other filters');
    expect(container.textContent).toContain('In the selected year or the two before');
    act(() => {
      events.focus();
    });
    key(events, 'ArrowDown');
    await flush(1);
    const listed = options();
    expect(listed.map((option) => option.textContent)).toEqual([
      'Late filing12',
      'Auditor change9',
      'Non-reliance3',
      'Restatement15',
    ]);
    const nonReliance = listed[2];
    if (nonReliance === undefined) throw new Error('no option');
    click(nonReliance);
    expect(store.criteria.selections.FE).toEqual(['non-reliance']);
    expect(store.criteria.order).toEqual(['EXC', 'FE']);
    expect(store.toFilterBody()).toMatchObject({ order: ['EXC', 'FE'], filingEvent: ['non-reliance'] });
  });

  it('names a chosen filing event by its label when no company under the other filters has it', async () => {
    const { store, container } = await mounted({
      '/dashboard/filingEvent': [{ filing_event: 'late-filing', count: 12 }],
    });
    act(() => {
      store.applyFilterBody({ order: ['EXC', 'FE'], exchange: [1], filingEvent: ['restatement'] });
    });
    await flush();
    const chips = [...container.querySelectorAll('.MuiChip-label')].map((chip) => chip.textContent);
    expect(chips).toContain('Restatement');
    expect(chips).not.toContain('restatement');
  });

  it('says the exchange country is required when none is selected', async () => {
    const { store, container, calls } = await mounted();
    calls.length = 0;
    act(() => {
      store.criteria.setSelection('EXC', []);
    });
    await flush();
    expect(container.textContent).toContain('Exchange country is required');
    expect(field('Exchange country').getAttribute('aria-invalid')).toBe('true');
    expect(calls).toHaveLength(0);
  });

  it('accepts digits and a point in the market cap inputs and flags min ≥ max', async () => {
    const { store, container } = await mounted();
    click(byRole('button', 'Advanced filter'));
    const min = field('Min market cap ($m)');
    const max = field('Max market cap ($m)');
    type(min, '12a');
    expect(min.value).toBe('');
    type(min, '500.5');
    expect(min.value).toBe('500.5');
    type(max, '100');
    expect(container.textContent).toContain('Min Market Cap should be smaller than Max Market Cap');
    expect(store.criteria.appliedMarketCap).toEqual({ min: 500.5, max: undefined });
    type(max, '1000');
    expect(container.textContent).not.toContain('Min Market Cap should be smaller');
    expect(store.criteria.appliedMarketCap).toEqual({ min: 500.5, max: 1000 });
  });

  it('clears the filter back to every exchange', async () => {
    const { store } = await mounted();
    act(() => {
      store.criteria.setSelection('SEC', [10]);
      store.criteria.setSelection('EXC', [3]);
    });
    click(byRole('button', 'Clear filter'));
    await flush();
    expect(store.criteria.order).toEqual(['EXC']);
    expect(store.criteria.selections.EXC).toEqual([1, 3]);
    expect(store.criteria.selections.SEC).toEqual([]);
  });

  it('takes a typed bound of a range: Enter or leaving the field applies it, empty is no bound', async () => {
    const { store } = await mounted();
    click(byRole('button', 'Advanced filter'));
    const min = boundField('Beneish M-score minimum');
    expect(min.value).toBe('-4.61');
    expect(labelOf(min)).toBe('Min');
    expect(labelOf(boundField('Beneish M-score maximum'))).toBe('Max');

    type(min, '-1.78');
    key(min, 'Enter');
    expect(store.criteria.sliders.MS).toEqual({ min: -1.78, max: 2.67 });
    expect(store.criteria.order).toEqual(['EXC', 'MS']);
    expect(byRole('slider', 'Beneish M-score minimum').getAttribute('aria-valuetext')).toBe('-1.78');
    expect(min.value).toBe('-1.78');

    // Leaving the field applies it too; a bound beyond the scale stops at its end.
    const risk = boundField('Risk score maximum');
    act(() => {
      risk.focus();
    });
    type(risk, '50');
    act(() => {
      risk.blur();
    });
    expect(store.criteria.sliders.RS).toEqual({ min: 3.45, max: 50 });
    type(boundField('One-year change minimum'), '-500');
    key(boundField('One-year change minimum'), 'Enter');
    expect(store.criteria.sliders.OYC).toEqual({ min: -46, max: 81 });
    expect(store.criteria.isChosen('OYC')).toBe(false);

    // Emptied: no bound on that side, the criterion leaves the order list.
    type(min, '');
    key(min, 'Enter');
    expect(store.criteria.sliders.MS).toEqual({ min: -4.61, max: 2.67 });
    expect(store.criteria.order).toEqual(['EXC', 'RS']);
  });

  it('refuses a typed bound that is not a number or a minimum above the maximum, and applies nothing', async () => {
    const { store, container } = await mounted();
    click(byRole('button', 'Advanced filter'));
    const min = boundField('Beneish M-score minimum');
    type(min, 'abc');
    key(min, 'Enter');
    expect(container.textContent).toContain('Enter a number');
    expect(min.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(min)).toContain('Enter a number');
    expect(store.criteria.isChosen('MS')).toBe(false);

    type(min, '3');
    key(min, 'Enter');
    expect(container.textContent).toContain('The minimum cannot be above the maximum');
    expect(store.criteria.sliders.MS).toEqual({ min: -4.61, max: 2.67 });

    // Escape puts the range's value back.
    key(min, 'Escape');
    expect(min.value).toBe('-4.61');
    expect(min.getAttribute('aria-invalid')).toBe('false');
  });

  it('steps the sliders by the scale: PageUp moves about a tenth of the range, the arrows a hundredth', async () => {
    const { store } = await mounted();
    click(byRole('button', 'Advanced filter'));
    // M-score scale -4.61 to 2.67: a page is 1, an arrow 0.1 (not 10 and 0.01).
    const slider = byRole('slider', 'Beneish M-score minimum');
    act(() => {
      slider.focus();
    });
    key(slider, 'PageUp');
    expect(store.criteria.sliders.MS.min).toBe(-3.61);
    key(slider, 'ArrowRight');
    expect(store.criteria.sliders.MS.min).toBe(-3.51);
    expect(boundField('Beneish M-score minimum').value).toBe('-3.51');
    // Risk score 3.45 to 97.90: a page is 10.
    const risk = byRole('slider', 'Risk score minimum');
    act(() => {
      risk.focus();
    });
    key(risk, 'PageUp');
    expect(store.criteria.sliders.RS.min).toBe(13.45);
  });

  it("shows 'No Exchange country Data Found' when there is no exchange", async () => {
    const { container } = await mounted({ '/dashboard/exchange': [] });
    expect(container.textContent).toContain('No Exchange country Data Found');
    expect(container.textContent).not.toContain('Exchange country is required');
  });
});
