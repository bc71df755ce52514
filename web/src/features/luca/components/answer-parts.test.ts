import { createAppTheme } from '../../../shared/theme/theme';
import { describe, expect, it } from 'vitest';

import type { ChartBlock } from '../../../api/luca-api';
import { plotColors } from '../../../shared/charts/plot-theme';
import { chartFigure, chartSummary } from './chart-figure';
import { citationParts, edgarParts, isEdgarUrl } from './citation-text';
import { sendsOnKey } from './Composer';
import { conversationTime, questionsText } from './conversation-time';

describe('citation markers in answer texts', () => {
  it('cuts a text at the markers of known citations', () => {
    expect(citationParts('A score of 71.20 [1] and rating C- [2].', new Set([1, 2]))).toEqual([
      { kind: 'text', text: 'A score of 71.20 ' },
      { kind: 'citation', n: 1 },
      { kind: 'text', text: ' and rating C- ' },
      { kind: 'citation', n: 2 },
      { kind: 'text', text: '.' },
    ]);
  });

  it('keeps unknown numbers and other brackets as text', () => {
    expect(citationParts('[3] see [1][x] and [12]', new Set([1]))).toEqual([
      { kind: 'text', text: '[3] see ' },
      { kind: 'citation', n: 1 },
      { kind: 'text', text: '[x] and [12]' },
    ]);
    expect(citationParts('', new Set([1]))).toEqual([]);
    expect(citationParts('[1][2]', new Set([1, 2]))).toEqual([
      { kind: 'citation', n: 1 },
      { kind: 'citation', n: 2 },
    ]);
  });
});

describe('EDGAR addresses in answer texts', () => {
  const url =
    'https://www.sec.gov/Archives/edgar/data/1318605/000119312513096223/0001193125-13-096223-index.htm';

  it("cuts a sentence at a filing's EDGAR page, leaving the sentence's stop as text", () => {
    expect(edgarParts(`accession 0001193125-13-096223, ${url}. NT 10-K filed`)).toEqual([
      { kind: 'text', text: 'accession 0001193125-13-096223, ' },
      { kind: 'edgar', url },
      { kind: 'text', text: '. NT 10-K filed' },
    ]);
    expect(edgarParts(`(4.02; accession 1, ${url}); next`)[1]).toEqual({ kind: 'edgar', url });
  });

  it('leaves other addresses and plain text alone, and reads a cell that is only an EDGAR page', () => {
    expect(edgarParts('see https://example.com/x and http://www.sec.gov/y')).toEqual([
      { kind: 'text', text: 'see https://example.com/x and http://www.sec.gov/y' },
    ]);
    expect(edgarParts('')).toEqual([]);
    expect(isEdgarUrl(url)).toBe(true);
    expect(isEdgarUrl(`${url} more`)).toBe(false);
    expect(isEdgarUrl('N/A')).toBe(false);
  });
});

describe('conversation list texts', () => {
  const now = new Date('2026-11-21T15:00:00Z');
  it('shows the time today, the day this year, the full date before', () => {
    expect(conversationTime('2026-11-21T09:05:00Z', now, 'UTC')).toBe('09:05');
    expect(conversationTime('2026-03-12T09:05:00Z', now, 'UTC')).toBe('12 Mar');
    expect(conversationTime('2025-03-12T09:05:00Z', now, 'UTC')).toBe('12 Mar 2025');
    expect(conversationTime('not a date', now, 'UTC')).toBe('');
  });

  it('counts questions', () => {
    expect(questionsText(0)).toBe('0 questions');
    expect(questionsText(1)).toBe('1 question');
    expect(questionsText(3)).toBe('3 questions');
  });
});

describe('the question box keys', () => {
  const key = (overrides: Partial<Parameters<typeof sendsOnKey>[0]> = {}) => ({
    key: 'Enter',
    shiftKey: false,
    altKey: false,
    ctrlKey: false,
    metaKey: false,
    ...overrides,
  });
  it('sends on Enter, not on Shift+Enter, other keys, or while composing', () => {
    expect(sendsOnKey(key())).toBe(true);
    expect(sendsOnKey(key({ ctrlKey: true }))).toBe(true);
    expect(sendsOnKey(key({ shiftKey: true }))).toBe(false);
    expect(sendsOnKey(key({ altKey: true }))).toBe(false);
    expect(sendsOnKey(key({ key: 'a' }))).toBe(false);
    expect(sendsOnKey({ ...key(), nativeEvent: { isComposing: true } })).toBe(false);
  });
});

describe('answer charts', () => {
  const history: ChartBlock = {
    type: 'chart',
    title: 'Final score by year',
    kind: 'line',
    xLabel: 'Year',
    yLabel: 'Final score',
    series: [
      {
        name: 'Hoshino Industrial',
        points: [
          { x: 2023, y: 60.5 },
          { x: 2024, y: null },
          { x: 2025, y: 71.2 },
        ],
      },
      {
        name: 'Japan average',
        points: [
          { x: 2023, y: 50 },
          { x: 2024, y: 51 },
          { x: 2025, y: 52 },
        ],
      },
    ],
  };
  const colors = plotColors(createAppTheme('dark'));

  it('draws the company in the accent colour and the average dashed, on a 0-100 score axis', () => {
    const figure = chartFigure(history, colors);
    expect(figure.data).toHaveLength(2);
    expect(figure.data[0]).toMatchObject({
      type: 'scatter',
      name: 'Hoshino Industrial',
      x: [2023, 2024, 2025],
      y: [60.5, null, 71.2],
      line: { color: colors.accent },
    });
    expect(figure.data[1]).toMatchObject({
      name: 'Japan average',
      line: { color: colors.muted, dash: 'dash' },
    });
    expect(figure.layout.yaxis).toMatchObject({ range: [0, 100], title: { text: 'Final score' } });
    expect(figure.layout.xaxis).toMatchObject({ type: 'category', categoryarray: [2023, 2024, 2025] });
    expect(figure.layout.showlegend).toBe(true);
  });

  it('draws bars, with a free axis for other figures', () => {
    const bars: ChartBlock = {
      ...history,
      kind: 'bar',
      yLabel: 'Value',
      series: [
        {
          name: 'Value',
          points: [
            { x: 'Gearing', y: 2.5 },
            { x: 'Accruals', y: -1 },
          ],
        },
      ],
    };
    const figure = chartFigure(bars, colors);
    expect(figure.data[0]).toMatchObject({ type: 'bar', x: ['Gearing', 'Accruals'] });
    expect(figure.layout.yaxis).not.toHaveProperty('range');
    expect(figure.layout.showlegend).toBe(false);
  });

  it('says in words what the chart shows', () => {
    expect(chartSummary(history)).toBe(
      'Final score by year. Hoshino Industrial: 2023 60.5, 2024 no value, 2025 71.2. Japan average: 2023 50, 2024 51, 2025 52',
    );
  });
});
