import type { BarpolarData, ScatterData } from 'plotly.js';
import { describe, expect, it } from 'vitest';

import { plotColors } from '../../../shared/charts/plot-theme';
import { riskColors } from '../../../shared/risk/risk-scale';
import { createAppTheme } from '../../../shared/theme/theme';
import {
  distributionFigure,
  escapeHover,
  historyFigure,
  isEmptyHistogram,
  radialFigure,
  wrapHover,
} from './company-charts';
import { someBins, someClusters } from './test-fixtures';

const colors = plotColors(createAppTheme('dark'));

describe('history figure', () => {
  const series = {
    years: [2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024],
    scores: [10, 20, null, 40, 50, 60, 70, 80, 90],
    averages: [30, 31, 32, 33, 34, 35, 36, 37, 38],
  };

  it('draws the score and the dashed average on a 0-100 axis in steps of 20', () => {
    const { data, layout } = historyFigure(series, colors);
    const [score, average] = data as ScatterData[];
    expect(score?.y).toEqual(series.scores);
    expect(score?.connectgaps).toBe(false);
    expect(average?.y).toEqual(series.averages);
    expect(average?.line?.dash).toBe('dash');
    expect(layout.yaxis?.range).toEqual([0, 100]);
    expect(layout.yaxis?.dtick).toBe(20);
  });

  it('thins the year labels over 7 years', () => {
    const { layout } = historyFigure(series, colors);
    expect(layout.xaxis?.tickvals).toEqual([2016, 2018, 2020, 2022, 2024]);
    expect(layout.xaxis?.ticktext).toEqual(['2016', '2018', '2020', '2022', '2024']);
    expect(layout.xaxis?.range).toEqual([2015.5, 2024.5]);
  });
});

describe('distribution figure', () => {
  it('draws the bins as a stepped area closed at the end of the last bin', () => {
    const bins = someBins();
    const { data } = distributionFigure(bins, 87.31, 92.4, colors, 'dark');
    const [area] = data as ScatterData[];
    expect(area?.fill).toBe('tozeroy');
    expect(area?.line?.shape).toBe('hv');
    expect(area?.x).toHaveLength(21);
    expect(area?.x?.at(-1)).toBe(100);
  });

  it('marks the company with a line in its risk colour and the percentile text', () => {
    const { layout } = distributionFigure(someBins(), 87.31, 92.4, colors, 'dark');
    expect(layout.shapes?.[0]).toMatchObject({
      x0: 87.31,
      x1: 87.31,
      line: { color: riskColors(4, 'dark').fill },
    });
    expect(layout.annotations?.[0]?.text).toBe('This company: 87.3 · 92nd percentile');
    expect(layout.annotations?.[0]?.xanchor).toBe('right');
  });

  it('has no marker without a score', () => {
    const { layout } = distributionFigure(someBins(), null, null, colors, 'light');
    expect(layout.shapes).toEqual([]);
    expect(layout.annotations).toEqual([]);
  });

  it('is empty without companies', () => {
    expect(isEmptyHistogram([])).toBe(true);
    expect(isEmptyHistogram([{ x: 0, y: 0 }])).toBe(true);
    expect(isEmptyHistogram(someBins())).toBe(false);
  });
});

describe('radial figure', () => {
  it('draws each cluster quantile 0-5 in its risk colour, N/A as no bar', () => {
    const clusters = someClusters((i) => (i === 3 ? null : (i % 5) + 1));
    const { data, layout } = radialFigure(clusters, 87.31, colors, 'light');
    const [track, bars] = data as BarpolarData[];
    expect(track?.r).toEqual(Array.from({ length: 14 }, () => 5));
    expect(bars?.theta?.slice(0, 4)).toEqual([
      'Accruals',
      'Working<br>capital',
      'Asset<br>valuation',
      'Earnings<br>smoothing',
    ]);
    expect(bars?.r?.slice(0, 5)).toEqual([1, 2, 3, 0, 5]);
    const fills = (bars?.marker as { color: string[] }).color;
    expect(fills[0]).toBe(riskColors(0, 'light').fill);
    expect(fills[4]).toBe(riskColors(4, 'light').fill);
    expect(fills[3]).toBe('rgba(0,0,0,0)');
    expect(layout.polar?.radialaxis?.range).toEqual([0, 5]);
    expect(layout.annotations?.[0]?.text).toContain('87%');
  });

  it('hovers with the name, the quantile n/5 or N/A and the comment, else the description', () => {
    const clusters = someClusters((i) => (i === 0 ? null : 2));
    const first = clusters[0];
    if (first !== undefined) first.cluster_comment_text = '';
    const { data } = radialFigure(
      clusters,
      null,
      colors,
      'dark',
      (cluster) => `About ${cluster.cluster_name}`,
    );
    const customdata = (data[1] as BarpolarData).customdata as string[][];
    expect(customdata[0]).toEqual(['Accruals', 'N/A', 'About Accruals']);
    expect(customdata[1]).toEqual(['Working capital', '2/5', 'Working capital comment.']);
    expect((data[1] as BarpolarData).hovertemplate).toContain('%{customdata[1]}');
  });

  it('keeps server text as text in hover labels, wrapped', () => {
    expect(escapeHover('a < b & c > d')).toBe('a &lt; b &amp; c &gt; d');
    expect(wrapHover('one two three four', 9)).toBe('one two<br>three<br>four');
  });
});
