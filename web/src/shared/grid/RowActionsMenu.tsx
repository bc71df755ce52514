import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';

import type { GridRowAction } from './data-grid-types';

/** The class of a row's actions button (the last column's cells). */
export const ROW_ACTIONS_BUTTON_CLASS = 'ls-row-actions';

/** The header of the actions column. */
export const ROW_ACTIONS_HEADER = 'Actions';

// MUI's MoreVert icon, drawn into the cell without React.
const MORE_VERT_PATH =
  'M12 8c1.1 0 2-.9 2-2s-.9-2-2-2-2 .9-2 2 .9 2 2 2m0 2c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2m0 6c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2';
const SVG = 'http://www.w3.org/2000/svg';

/**
 * Draws a row's actions button into a cell (kept between repaints). The grid keeps the keyboard focus
 * (tabIndex -1): a click on the cell or Enter on it opens the menu.
 */
export function paintRowActionsButton(cell: HTMLElement, label: string): void {
  let button = cell.querySelector<HTMLButtonElement>(`button.${ROW_ACTIONS_BUTTON_CLASS}`);
  if (button === null) {
    button = cell.ownerDocument.createElement('button');
    button.type = 'button';
    button.className = ROW_ACTIONS_BUTTON_CLASS;
    button.tabIndex = -1;
    button.setAttribute('aria-haspopup', 'menu');
    const svg = cell.ownerDocument.createElementNS(SVG, 'svg');
    svg.setAttribute('viewBox', '0 0 24 24');
    svg.setAttribute('width', '20');
    svg.setAttribute('height', '20');
    svg.setAttribute('aria-hidden', 'true');
    svg.setAttribute('focusable', 'false');
    const path = cell.ownerDocument.createElementNS(SVG, 'path');
    path.setAttribute('d', MORE_VERT_PATH);
    path.setAttribute('fill', 'currentColor');
    svg.append(path);
    button.append(svg);
    cell.replaceChildren(button);
  }
  button.setAttribute('aria-label', label);
  button.title = label;
}

export interface RowActionsMenuProps {
  /** Where the menu opens (under the row's button), or undefined while closed. */
  anchor: { top: number; left: number } | undefined;
  /** The menu's accessible name ('Actions for Acme Capital'). */
  label: string;
  actions: readonly GridRowAction[];
  onClose: () => void;
}

/** The menu of a row's actions: a click closes it and runs the action. */
export function RowActionsMenu({ anchor, label, actions, onClose }: RowActionsMenuProps) {
  return (
    <Menu
      open={anchor !== undefined && actions.length > 0}
      onClose={onClose}
      anchorReference="anchorPosition"
      anchorPosition={anchor}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ list: { 'aria-label': label, dense: true } }}
    >
      {actions.map((action) => (
        <MenuItem
          key={action.label}
          disabled={action.disabled === true}
          onClick={() => {
            onClose();
            action.onSelect();
          }}
          sx={action.destructive === true ? { color: 'error.main' } : undefined}
        >
          <ListItemText
            primary={action.label}
            secondary={action.hint}
            slotProps={{
              secondary: { sx: { maxWidth: 260, whiteSpace: 'normal' } },
              primary: action.destructive === true ? { sx: { color: 'error.main' } } : {},
            }}
          />
        </MenuItem>
      ))}
    </Menu>
  );
}
