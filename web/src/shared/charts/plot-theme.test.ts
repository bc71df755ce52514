import { describe, expect, it } from 'vitest';

import { createAppTheme, FONT_FAMILY } from '../theme/theme';
import { PLOT_CONFIG, plotColors, plotTemplate, themedLayout } from './plot-theme';

describe('plot theme', () => {
  it.each(['dark', 'light'] as const)(
    'gives %s charts transparent backgrounds, the app font and colours',
    (mode) => {
      const theme = createAppTheme(mode);
      const layout = plotTemplate(theme).layout ?? {};
      expect(layout.paper_bgcolor).toBe('rgba(0,0,0,0)');
      expect(layout.plot_bgcolor).toBe('rgba(0,0,0,0)');
      expect(layout.font).toEqual({ family: FONT_FAMILY, size: 12, color: theme.palette.text.primary });
      expect(layout.colorway?.[0]).toBe(theme.palette.primary.main);
      expect(layout.xaxis?.color).toBe(theme.palette.text.secondary);
      expect(layout.yaxis?.linecolor).toBe(theme.palette.divider);
      expect(layout.polar?.radialaxis?.tickfont?.family).toBe(FONT_FAMILY);
    },
  );

  it('differs between the themes', () => {
    expect(plotColors(createAppTheme('dark')).text).not.toBe(plotColors(createAppTheme('light')).text);
  });

  it('puts the template under the chart layout, whose own settings win', () => {
    const theme = createAppTheme('dark');
    const layout = themedLayout({ height: 200, autosize: false }, theme);
    expect(layout.height).toBe(200);
    expect(layout.autosize).toBe(false);
    expect(layout.template).toEqual(plotTemplate(theme));
    expect(themedLayout({}, theme).autosize).toBe(true);
  });

  it('hides the mode bar and resizes with the container', () => {
    expect(PLOT_CONFIG).toMatchObject({ displayModeBar: false, displaylogo: false, responsive: true });
  });
});
