import { act } from 'react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { Answer, TableBlock } from '../../../api/luca-api';
import type { LazyPlotProps } from '../../../shared/charts/LazyPlot';
import { cleanup, render } from '../../../test-support/render-support';
import { anAnswer, aRefusal, HOSHINO_LINK } from '../stores/luca-test-support';
import { AnswerCard } from './AnswerCard';

// Plotly needs a real browser: the chart renders as a labelled stand-in.
vi.mock('../../../shared/charts/LazyPlot', () => ({
  LazyPlot: ({ ariaLabel, data }: LazyPlotProps) => (
    <div role="img" aria-label={ariaLabel} data-testid="plot" data-traces={data.length} />
  ),
}));

afterEach(cleanup);

function show(answer: Answer, onAsk: (question: string) => void = () => undefined) {
  const router = createMemoryRouter(
    [{ path: '*', element: <AnswerCard turnId="t1" answer={answer} onAsk={onAsk} busy={false} /> }],
    { initialEntries: ['/luca'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const years = [2018, 2019, 2020, 2021, 2022, 2023, 2024, 2025];
const historyTable: TableBlock = {
  type: 'table',
  title: 'Final score by year',
  columns: [
    { key: 'year', label: 'Year', align: 'left' },
    { key: 'score', label: 'Final score', align: 'right' },
  ],
  rows: years.map((year) => ({
    cells: { year: String(year), score: '50.00' },
    citations: [],
    link: { ...HOSHINO_LINK, year },
  })),
};

function buttonNamed(name: string): HTMLButtonElement {
  const found = [...document.querySelectorAll('button')].find((candidate) => candidate.textContent === name);
  if (found === undefined) throw new Error(`no button ${name}`);
  return found;
}

describe('AnswerCard', () => {
  it('shows texts with citation links, a table with rating and quintile on the risk scale, and its sources', () => {
    const answer = anAnswer();
    const firstTable = answer.blocks[1] as TableBlock;
    show({
      ...answer,
      blocks: [
        ...answer.blocks.slice(0, 1),
        {
          ...firstTable,
          columns: [...firstTable.columns, { key: 'rating', label: 'Rating', align: 'left' }],
          rows: firstTable.rows.map((row) => ({ ...row, cells: { ...row.cells, rating: 'C-' } })),
        },
      ],
    });
    const links = [...document.querySelectorAll('a')].map((link) => [
      link.textContent,
      link.getAttribute('href'),
    ]);
    expect(links).toContainEqual(['1', '/dashboard?tickerId=6501.T&exchangeCountryId=6&year=2025']);
    expect(links).toContainEqual([
      'Credit and receivables',
      '/dashboard?tickerId=6501.T&exchangeCountryId=6&year=2025',
    ]);
    expect(links).toContainEqual(['3', '#source-t1-3']);
    expect(document.querySelector('[aria-label="Rating C-, elevated risk"]')).not.toBeNull();
    expect(document.querySelector('[aria-label="Quantile 5/5, very high risk"]')).not.toBeNull();
    expect(document.querySelector('th[scope="row"]')?.textContent).toBe('Credit and receivables3');
    // The company of the answer, one click away.
    expect(links).toContainEqual([
      'Open Hoshino Industrial in the dashboard',
      '/dashboard?tickerId=6501.T&exchangeCountryId=6&year=2025',
    ]);
    // The sources, folded until asked for.
    const sources = buttonNamed('Sources (3)');
    expect(sources.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById('source-t1-3')?.closest('ol')?.hidden).toBe(true);
    act(() => {
      sources.click();
    });
    expect(sources.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById('source-t1-3')?.textContent).toContain(
      'Credit and receivables quintile, Hoshino Industrial, 2025: 5',
    );
  });

  it("shows a rating cell's note as a 'Not rated' or 'Not scored' chip, and N/A as no rating, never a grade", () => {
    const answer = anAnswer();
    const firstTable = answer.blocks[1] as TableBlock;
    const notes = ['Not rated: fewer than 30 peers', 'Not scored: the M-score is N/A (DSRI is N/A)', 'N/A'];
    show({
      ...answer,
      blocks: [
        {
          ...firstTable,
          columns: [...firstTable.columns, { key: 'rating', label: 'Rating', align: 'left' }],
          rows: notes.map((rating, index) => ({
            ...(firstTable.rows[0] as TableBlock['rows'][number]),
            cells: { ...firstTable.rows[0]?.cells, rating, key: String(index) },
          })),
        },
      ],
    });
    for (const [label, text] of [
      ['Not rated: fewer than 30 peers', 'Not rated'],
      ['Not scored: the M-score is N/A (DSRI is N/A)', 'Not scored'],
      ['No rating', 'No rating'],
    ] as const) {
      const chip = document.querySelector<HTMLElement>(`[role="img"][aria-label="${label}"]`);
      expect(chip?.textContent).toBe(text);
      expect(chip?.title).toBe(label);
    }
  });

  it('shows a chart and folds a long table beside it', () => {
    show(
      anAnswer({
        intent: 'SCORE_HISTORY',
        citations: [],
        blocks: [
          historyTable,
          {
            type: 'chart',
            title: 'Final score by year',
            kind: 'line',
            xLabel: 'Year',
            yLabel: 'Final score',
            series: [{ name: 'Hoshino Industrial', points: years.map((year) => ({ x: year, y: 50 })) }],
          },
        ],
      }),
    );
    expect(document.querySelector('[data-testid="plot"]')?.getAttribute('aria-label')).toMatch(
      /^Final score by year\. Hoshino Industrial: 2018 50/,
    );
    const toggle = buttonNamed('Show table (8 rows)');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.querySelector('table')?.closest('[hidden]')).not.toBeNull();
    act(() => {
      toggle.click();
    });
    expect(buttonNamed('Hide table').getAttribute('aria-expanded')).toBe('true');
    expect(document.querySelector('table')?.closest('[hidden]')).toBeNull();
  });

  it('marks a refusal and a question not understood, and asks a suggested question on click', () => {
    const asked: string[] = [];
    show(
      anAnswer({
        status: 'NOT_UNDERSTOOD',
        intent: 'UNKNOWN',
        blocks: [{ type: 'text', text: "I can't answer that yet." }],
        citations: [],
        subject: null,
        suggestions: ['What does the accruals cluster mean?'],
      }),
      (question) => asked.push(question),
    );
    expect(document.body.textContent).toContain('Not understood');
    expect(document.body.textContent).toContain('Questions Luca can answer');
    const suggestion = [...document.querySelectorAll<HTMLElement>('[role="button"]')].find(
      (candidate) => candidate.textContent === 'What does the accruals cluster mean?',
    );
    act(() => {
      suggestion?.click();
    });
    expect(asked).toEqual(['What does the accruals cluster mean?']);
    cleanup();

    show(aRefusal({ fallback: true }));
    expect(document.body.textContent).toContain('Not permitted');
    expect(document.body.textContent).toContain("Luca's built-in engine answered instead");
    expect(document.body.textContent).not.toContain('Sources');
  });
});
