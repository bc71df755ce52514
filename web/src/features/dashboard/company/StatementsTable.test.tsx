import { afterEach, describe, expect, it } from 'vitest';

import type { ScoreBreakdown } from '../../../api/company-api';
import { cleanup, render } from '../../../test-support/render-support';
import { StatementsTable } from './StatementsTable';
import { aScoreBreakdown } from './test-fixtures';

afterEach(cleanup);

// Apple's fiscal 2009 revenue: $36,537m in its 10-K, $42,905m in the 10-K/A of 2010-01-25 (real EDGAR data).
const AMENDMENT = {
  form: '10-K/A',
  filed: '2010-01-25',
  accession: '0001193125-10-012091',
  url: 'https://www.sec.gov/Archives/edgar/data/320193/000119312510012091/0001193125-10-012091-index.htm',
};

const NEXT_10K = {
  form: '10-K',
  filed: '2010-10-27',
  accession: '0001193125-10-238044',
  url: 'https://www.sec.gov/Archives/edgar/data/320193/000119312510238044/0001193125-10-238044-index.htm',
};

/** Apple-like statements of fiscal 2008 to 2010 with the 10-K/A's revisions of 2008 and 2009. */
function revisedStatements(): ScoreBreakdown['statements'] {
  return {
    years: [2008, 2009, 2010],
    items: [
      {
        item: 'revenue',
        label: 'Revenue',
        values: [32_479, 36_537, 65_225],
        notReported: [false, false, false],
        revisions: [
          { from: 32_479, to: 37_491, ...AMENDMENT },
          { from: 36_537, to: 42_905, ...AMENDMENT },
          null,
        ],
      },
      {
        item: 'otherCurrentAssets',
        label: 'Other current assets',
        values: [5_822, 6_884, 11_222],
        notReported: [false, false, false],
        // Revised twice: by the 10-K/A to $3,140m, then by the next 10-K to $1,444m.
        revisions: [null, { from: 6_884, to: 1_444, ...NEXT_10K }, null],
      },
      {
        item: 'longTermDebt',
        label: 'Long-term debt',
        values: [0, 0, 0],
        notReported: [true, true, true],
        revisions: [null, null, null],
      },
    ],
    revisions: [
      { year: 2009, item: 'revenue', label: 'Revenue', from: 36_537, to: 42_905, ...AMENDMENT },
      // A filing without a recorded CIK: named, not linked.
      {
        year: 2009,
        item: 'netIncome',
        label: 'Net income',
        from: 5_704,
        to: 8_235,
        ...AMENDMENT,
        url: null,
      },
      {
        year: 2009,
        item: 'otherCurrentAssets',
        label: 'Other current assets',
        from: 6_884,
        to: 3_140,
        ...AMENDMENT,
      },
      {
        year: 2009,
        item: 'otherCurrentAssets',
        label: 'Other current assets',
        from: 3_140,
        to: 1_444,
        ...NEXT_10K,
      },
      { year: 2008, item: 'revenue', label: 'Revenue', from: 32_479, to: 37_491, ...AMENDMENT },
    ],
  };
}

function cellOf(label: string, column: number): HTMLElement {
  const row = [...document.querySelectorAll('tbody tr')].find((each) => each.textContent.startsWith(label));
  const cell = row?.children[column];
  if (!(cell instanceof HTMLElement)) throw new Error(`no cell ${label} ${column}`);
  return cell;
}

function revisionsSection(): HTMLElement | null {
  return (
    [...document.querySelectorAll<HTMLElement>('section[aria-labelledby]')].find(
      (section) =>
        document.getElementById(section.getAttribute('aria-labelledby') ?? '')?.textContent === 'Revisions',
    ) ?? null
  );
}

describe('StatementsTable', () => {
  it('marks a revised figure and says what it was revised to, by which filing', () => {
    render(<StatementsTable statements={revisedStatements()} />);
    const fy2009 = cellOf('Revenue', 2);
    const mark = fy2009.querySelector('sup');
    expect(mark?.textContent).toBe('r');
    expect(mark?.getAttribute('aria-hidden')).toBe('true');
    // The figure is as first reported; assistive technology reads the revision beside it.
    expect(fy2009.textContent).toBe(
      '$36,537mr (First reported $36,537m; revised to $42,905m by 10-K/A filed 2010-01-25)',
    );
    // The tooltip's text: a native title until MUI opens its own.
    expect(fy2009.querySelector('[data-revised]')?.getAttribute('title')).toBe(
      'First reported $36,537m; revised to $42,905m by 10-K/A filed 2010-01-25',
    );
    expect(cellOf('Revenue', 3).querySelector('sup')).toBeNull();
    expect(cellOf('Revenue', 3).textContent).toBe('$65,225m');
    // A figure revised twice: its latest value and filing, and how many revisions the list has.
    expect(cellOf('Other current assets', 2).textContent).toContain(
      '(First reported $6,884m; revised to $1,444m by 10-K filed 2010-10-27; 2 revisions, listed below)',
    );
    // Not reported, taken as 0, is still its own mark.
    expect(cellOf('Long-term debt', 1).textContent).toBe('$0.0m† (not reported, taken as 0)');
    expect(document.body.textContent).toContain(
      'Revised: a later filing reported the figure differently. The table shows each figure as first reported',
    );
  });

  it('lists the revisions by year, latest first, each linked to its filing on EDGAR in a new tab', () => {
    render(<StatementsTable statements={revisedStatements()} />);
    const section = revisionsSection();
    expect(section).not.toBeNull();
    const years = [...(section?.querySelectorAll('h5') ?? [])].map((heading) => heading.textContent);
    expect(years).toEqual(['Fiscal 2009', 'Fiscal 2008']);
    const lists = [...(section?.querySelectorAll('ul') ?? [])];
    expect(lists.map((list) => list.querySelectorAll('li').length)).toEqual([4, 1]);
    const revenue = lists[0]?.querySelector('li');
    expect(revenue?.textContent).toBe('Revenue$36,537m→ revised to $42,905m10-K/A filed 2010-01-25');
    const link = revenue?.querySelector('a');
    expect(link?.getAttribute('href')).toBe(AMENDMENT.url);
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toContain('noopener');
    expect(link?.getAttribute('aria-label')).toBe(
      '10-K/A filed 2010-01-25: the filing on SEC EDGAR (opens in a new tab)',
    );
    // Without a link the filing is still named.
    const netIncome = lists[0]?.querySelectorAll('li')[1];
    expect(netIncome?.querySelector('a')).toBeNull();
    expect(netIncome?.textContent).toContain('Net income$5,704m');
    expect(netIncome?.textContent).toContain('10-K/A filed 2010-01-25');
    expect(lists[1]?.textContent).toContain('$32,479m→ revised to $37,491m');
  });

  it('wraps the list on a phone: no row of it is kept on one line', () => {
    render(<StatementsTable statements={revisedStatements()} />);
    const item = revisionsSection()?.querySelector('li');
    if (!item) throw new Error('no revision');
    const style = getComputedStyle(item);
    expect(style.display).toBe('flex');
    expect(style.flexWrap).toBe('wrap');
    // The list is not inside the table's sideways-scrolling box.
    expect(item.closest('[role="group"]')).toBeNull();
  });

  it('shows nothing more without revisions (generated data, a trial tenant)', () => {
    render(<StatementsTable statements={aScoreBreakdown().statements} />, 'light');
    expect(revisionsSection()).toBeNull();
    expect(document.querySelector('[data-revised]')).toBeNull();
    expect(document.body.textContent).not.toContain('Revised:');
    expect(document.body.textContent).not.toContain('First reported');
    expect(document.querySelector('table')?.textContent).toContain('$1,200m');
  });
});
