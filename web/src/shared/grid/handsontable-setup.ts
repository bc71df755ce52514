/**
 * The Handsontable modules the app's grids use, registered on the slim `handsontable/base` build (not the
 * full `handsontable` package): text cells and column sorting. Imported only by the lazily loaded grid, so
 * none of this is in the initial bundle.
 */
import 'handsontable/styles/handsontable.min.css';
import 'handsontable/styles/ht-theme-main.min.css';

import { registerCellType } from 'handsontable/cellTypes/registry';
import { TextCellType } from 'handsontable/cellTypes/textType';
import { ColumnSorting } from 'handsontable/plugins/columnSorting';
import { registerPlugin } from 'handsontable/plugins/registry';

registerCellType(TextCellType);
registerPlugin(ColumnSorting);

const EVALUATION_LICENSE_KEY = 'non-commercial-and-evaluation';

/** VITE_HANDSONTABLE_LICENSE_KEY, or the non-commercial evaluation key. */
export function handsontableLicenseKey(env: Readonly<Record<string, unknown>> = import.meta.env): string {
  const key = env['VITE_HANDSONTABLE_LICENSE_KEY'];
  return typeof key === 'string' && key.trim() !== '' ? key.trim() : EVALUATION_LICENSE_KEY;
}
