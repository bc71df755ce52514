import { VISUALLY_HIDDEN } from '../../../shared/a11y/visually-hidden';
import type { DataGridColumn } from '../../../shared/grid/DataGrid';

/** A row that can be ticked in a grid. */
export interface SelectableRow {
  selected: boolean;
}

/**
 * Draws a tick box in a cell (the grid's accent colour), with 'Selected' / 'Not selected' as text for
 * screen readers. A click or Enter on the row ticks it (the page's onRowActivate).
 */
export function paintSelection(cell: HTMLTableCellElement, selected: boolean): void {
  const document = cell.ownerDocument;
  cell.textContent = '';
  const box = document.createElement('span');
  box.setAttribute('aria-hidden', 'true');
  box.className = 'ls-tick';
  Object.assign(box.style, {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '16px',
    height: '16px',
    boxSizing: 'border-box',
    border: '2px solid var(--ht-accent-color)',
    borderRadius: '3px',
    background: selected ? 'var(--ht-accent-color)' : 'transparent',
    color: 'var(--ht-background-color)',
    fontSize: '12px',
    fontWeight: '700',
    lineHeight: '1',
    verticalAlign: 'middle',
  } satisfies Partial<CSSStyleDeclaration>);
  box.textContent = selected ? '✓' : '';
  const text = document.createElement('span');
  Object.assign(text.style, VISUALLY_HIDDEN);
  text.textContent = selected ? 'Selected' : 'Not selected';
  cell.append(box, text);
}

/** The first column of a grid with ticked rows. */
export function selectionColumn<Row extends SelectableRow & object>(
  key: Extract<keyof Row, string>,
): DataGridColumn<Row> {
  return {
    key,
    header: 'Select',
    width: 64,
    align: 'center',
    sortable: false,
    format: (_value, row) => (row.selected ? 'Selected' : 'Not selected'),
    render: (cell, row) => {
      paintSelection(cell, row.selected);
    },
  };
}
