import { ThemeProvider } from '@mui/material/styles';
import type { PlotParams } from 'react-plotly.js/factory';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { createAppTheme } from '../theme/theme';
import { LazyPlot } from './LazyPlot';

const received: PlotParams[] = [];
let releasePlotly: () => void = () => undefined;
const plotlyLoaded = new Promise<void>((resolve) => {
  releasePlotly = resolve;
});

// The real module loads plotly.js, which needs a browser; this one records what the chart is given.
vi.mock('./plotly-partial', async () => {
  await plotlyLoaded;
  return {
    default: (props: PlotParams) => {
      received.push(props);
      return <div data-testid="plotly" />;
    },
  };
});

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

beforeAll(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
});

let root: Root | undefined;

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

describe('LazyPlot', () => {
  it('shows a skeleton until Plotly has loaded, then the themed, responsive chart', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    const theme = createAppTheme('light');
    act(() =>
      root?.render(
        <ThemeProvider theme={theme}>
          <LazyPlot
            data={[{ type: 'scatter', x: [1, 2], y: [3, 4] }]}
            layout={{ height: 200 }}
            ariaLabel="A test chart"
            height={200}
          />
        </ThemeProvider>,
      ),
    );
    const figure = container.querySelector('[role="img"]');
    expect(figure?.getAttribute('aria-label')).toBe('A test chart');
    expect(container.querySelector('.MuiSkeleton-root')).not.toBeNull();
    expect(container.querySelector('[data-testid="plotly"]')).toBeNull();

    releasePlotly();
    for (let attempt = 0; attempt < 50 && received.length === 0; attempt += 1) {
      await act(async () => new Promise((resolve) => setTimeout(resolve, 5)));
    }
    expect(container.querySelector('[data-testid="plotly"]')).not.toBeNull();
    const props = received.at(-1);
    expect(props?.useResizeHandler).toBe(true);
    expect(props?.style).toEqual({ width: '100%', height: '100%' });
    expect(props?.config).toMatchObject({ displayModeBar: false, responsive: true });
    expect(props?.layout).toMatchObject({ height: 200, autosize: true });
    expect(
      (props?.layout as { template?: { layout?: { font?: { color?: string } } } }).template?.layout?.font
        ?.color,
    ).toBe(theme.palette.text.primary);
  });
});
