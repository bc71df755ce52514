import type { Theme } from '@mui/material/styles';

import type { PersonStatus } from '../../../api/persons-api';
import type { GridCellContext } from '../../../shared/grid/DataGrid';

/** One button of a grid row's actions cell. */
export interface CellAction<Row> {
  /** The visible text ('Edit'). */
  label: string;
  /** The accessible name, naming the row ('Edit Ana Analyst'); it starts with the label. */
  name: (row: Row) => string;
  onClick: (row: Row) => void;
  /** Destructive actions are red. */
  danger?: boolean;
  /** Leave the button out for some rows (delete is hidden on the caller's own row). */
  visible?: (row: Row) => boolean;
}

export const CELL_ACTIONS_CLASS = 'ls-cell-actions';
export const CELL_ACTION_CLASS = 'ls-cell-action';
export const CELL_ACTION_DANGER_CLASS = 'ls-cell-action-danger';
export const STATUS_CLASS = 'ls-person-status';

const stop = (event: Event): void => {
  event.stopPropagation();
};

/**
 * A renderer for an actions cell: real buttons (focusable, named after the row). Their mouse and key events
 * stay with them, so a click on one does not also select or activate the grid row.
 */
export function actionsCell<Row extends object>(
  actions: readonly CellAction<Row>[],
): (cell: HTMLTableCellElement, row: Row, context: GridCellContext) => void {
  return (cell, row) => {
    cell.replaceChildren();
    const group = document.createElement('div');
    group.className = CELL_ACTIONS_CLASS;
    group.setAttribute('role', 'group');
    group.setAttribute('aria-label', 'Actions');
    for (const action of actions) {
      if (action.visible !== undefined && !action.visible(row)) continue;
      const button = document.createElement('button');
      button.type = 'button';
      button.className =
        action.danger === true ? `${CELL_ACTION_CLASS} ${CELL_ACTION_DANGER_CLASS}` : CELL_ACTION_CLASS;
      button.textContent = action.label;
      button.setAttribute('aria-label', action.name(row));
      button.addEventListener('mousedown', stop);
      button.addEventListener('mouseup', stop);
      button.addEventListener('keydown', stop);
      button.addEventListener('click', (event) => {
        event.stopPropagation();
        action.onClick(row);
      });
      group.append(button);
    }
    cell.append(group);
  };
}

/** A renderer for the status: a dot beside the word (never the colour alone). */
export function statusCell<Row extends object>(
  statusOf: (row: Row) => PersonStatus,
): (cell: HTMLTableCellElement, row: Row, context: GridCellContext) => void {
  return (cell, row) => {
    const status = statusOf(row);
    cell.replaceChildren();
    const chip = document.createElement('span');
    chip.className = `${STATUS_CLASS} ${STATUS_CLASS}-${status.toLowerCase()}`;
    const dot = document.createElement('span');
    dot.setAttribute('aria-hidden', 'true');
    chip.append(dot, document.createTextNode(status));
    cell.append(chip);
  };
}

/** The look of the cells above in the app theme: put on a box around the grid. */
export function personCellsSx(theme: Theme) {
  return {
    [`& .${CELL_ACTIONS_CLASS}`]: { display: 'flex', flexWrap: 'nowrap', gap: '4px', alignItems: 'center' },
    [`& .${CELL_ACTION_CLASS}`]: {
      font: 'inherit',
      fontSize: '0.8125rem',
      fontWeight: 600,
      lineHeight: '22px',
      padding: '0 8px',
      border: 0,
      borderRadius: '6px',
      background: 'transparent',
      color: theme.palette.primary.main,
      cursor: 'pointer',
      whiteSpace: 'nowrap',
      '&:hover': { backgroundColor: theme.palette.action.hover },
      '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: '1px' },
    },
    [`& .${CELL_ACTION_DANGER_CLASS}`]: { color: theme.palette.error.main },
    [`& .${STATUS_CLASS}`]: { display: 'inline-flex', alignItems: 'center', gap: '6px' },
    [`& .${STATUS_CLASS} > span`]: { width: 8, height: 8, borderRadius: '50%', flexShrink: 0 },
    [`& .${STATUS_CLASS}-active > span`]: { backgroundColor: theme.palette.success.main },
    [`& .${STATUS_CLASS}-inactive`]: { color: theme.palette.text.secondary },
    [`& .${STATUS_CLASS}-inactive > span`]: { backgroundColor: theme.palette.text.disabled },
  };
}
