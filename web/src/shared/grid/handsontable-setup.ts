/**
 * The Handsontable modules the app's grids use, registered on the slim `handsontable/base` build (not the
 * full `handsontable` package): text cells, column sorting and column stretching (the grids' stretchH: without
 * the plugin a grid narrower than its box left the rest of the box empty). Imported only by the lazily
 * loaded grid, so none of this is in the initial bundle.
 */
import 'handsontable/styles/handsontable.min.css';
import 'handsontable/styles/ht-theme-main.min.css';

import { registerCellType } from 'handsontable/cellTypes/registry';
import { TextCellType } from 'handsontable/cellTypes/textType';
import { ColumnSorting } from 'handsontable/plugins/columnSorting';
import { registerPlugin } from 'handsontable/plugins/registry';
import { StretchColumns } from 'handsontable/plugins/stretchColumns';

registerCellType(TextCellType);
registerPlugin(ColumnSorting);
registerPlugin(StretchColumns);

const EVALUATION_LICENSE_KEY = 'non-commercial-and-evaluation';

/** VITE_HANDSONTABLE_LICENSE_KEY, or the non-commercial evaluation key. */
export function handsontableLicenseKey(env: Readonly<Record<string, unknown>> = import.meta.env): string {
  const key = env['VITE_HANDSONTABLE_LICENSE_KEY'];
  return typeof key === 'string' && key.trim() !== '' ? key.trim() : EVALUATION_LICENSE_KEY;
}
