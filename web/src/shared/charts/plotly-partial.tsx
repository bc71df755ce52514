// Must stay the first import: it defines `global` before plotly.js's modules evaluate.
import './node-global-shim';

import * as barpolar from 'plotly.js/lib/barpolar';
import Plotly from 'plotly.js/lib/core';
import * as scatter from 'plotly.js/lib/scatter';
import createPlotlyComponent from 'react-plotly.js/factory';

/**
 * The app's partial Plotly bundle: the core and only the traces the charts use (scatter for lines and
 * areas, barpolar for the radial cluster chart). Loaded on demand by LazyPlot, never in the entry chunk.
 */
Plotly.register([scatter, barpolar]);

const Plot = createPlotlyComponent(Plotly);

export default Plot;
