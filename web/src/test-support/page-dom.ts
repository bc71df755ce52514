import { act } from 'react';

/** Waits longer than the app helper: the console's lazy pages and Handsontable load on first use. */
export async function eventually(check: () => boolean, what: string): Promise<void> {
  for (let attempt = 0; attempt < 400; attempt += 1) {
    if (check()) return;
    await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
  }
  throw new Error(`timed out waiting for ${what}`);
}

export const gridReady = (): boolean =>
  document.querySelector('[role="treegrid"] .ht_master tbody td') !== null;

/** The text of each body row of the (first) grid on screen. */
export function gridRows(): string[][] {
  return [...document.querySelectorAll('[role="treegrid"] .ht_master tbody tr')].map((row) =>
    [...row.querySelectorAll('td')].map((cell) => cell.textContent),
  );
}

export function gridHeaders(): string[] {
  return [...document.querySelectorAll('[role="treegrid"] .ht_master thead th')].map(
    (header) => header.textContent,
  );
}

/** Clicks a body row of the grid (mouse down and up on its first cell, as the grid listens for). */
export function clickRow(index: number, column = 0): void {
  const row = document.querySelectorAll('[role="treegrid"] .ht_master tbody tr')[index];
  const cell = row?.querySelectorAll('td')[column];
  if (cell === undefined) throw new Error(`no grid row ${index}`);
  act(() => {
    for (const kind of ['mousedown', 'mouseup']) {
      cell.dispatchEvent(new MouseEvent(kind, { bubbles: true, cancelable: true, button: 0, buttons: 1 }));
    }
  });
}

/** The checkbox (or radio) whose label reads `label` (MUI FormControlLabel wraps its input). */
export function checkbox(label: string): HTMLInputElement {
  const found = [...document.querySelectorAll('label')].find(
    (candidate) => candidate.textContent.trim() === label,
  );
  const input = found?.querySelector('input');
  if (input === null || input === undefined) throw new Error(`no checkbox labelled ${label}`);
  return input;
}

export function dialogNamed(name: string): HTMLElement {
  const found = [...document.querySelectorAll<HTMLElement>('[role="dialog"], [role="alertdialog"]')].find(
    (dialog) => {
      const labelledBy = dialog.getAttribute('aria-labelledby');
      return labelledBy !== null && document.getElementById(labelledBy)?.textContent === name;
    },
  );
  if (found === undefined) throw new Error(`no dialog named ${name}`);
  return found;
}

export function buttonIn(container: HTMLElement, name: string): HTMLElement {
  const found = [...container.querySelectorAll<HTMLElement>('button')].find(
    (candidate) => candidate.getAttribute('aria-label') === name || candidate.textContent.trim() === name,
  );
  if (found === undefined) throw new Error(`no button named ${name}`);
  return found;
}

export function textOfHelper(input: HTMLInputElement): string {
  const id = input.getAttribute('aria-describedby');
  return id === null ? '' : (document.getElementById(id)?.textContent ?? '');
}

/** Opens an MUI select (its combobox inside `scope`) and picks the option with this value. */
export async function chooseSelectOption(scope: Element, value: string): Promise<void> {
  const combobox = scope.querySelector<HTMLElement>('[role="combobox"]');
  if (combobox === null) throw new Error('no select');
  act(() => {
    combobox.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true, button: 0 }));
  });
  await eventually(
    () => document.querySelector(`[role="option"][data-value="${value}"]`) !== null,
    'the options',
  );
  act(() => {
    document.querySelector<HTMLElement>(`[role="option"][data-value="${value}"]`)?.click();
  });
}

/** Opens the actions menu of a body row of the grid (mouse down and up on its Actions cell). */
export async function openRowMenu(index: number): Promise<void> {
  const row = document.querySelectorAll('[role="treegrid"] .ht_master tbody tr')[index];
  const button = row?.querySelector('button.ls-row-actions');
  const cell = button?.closest('td');
  if (cell === null || cell === undefined) throw new Error(`no actions on grid row ${index}`);
  act(() => {
    for (const kind of ['mousedown', 'mouseup']) {
      cell.dispatchEvent(new MouseEvent(kind, { bubbles: true, cancelable: true, button: 0, buttons: 1 }));
    }
  });
  await eventually(() => document.querySelector('[role="menu"] [role="menuitem"]') !== null, 'the row menu');
}

/** The labels of the open row menu's actions, and whether each is disabled. */
export function rowMenuItems(): string[] {
  return [...document.querySelectorAll('[role="menu"] [role="menuitem"]')].map((item) => {
    const label = item.querySelector('.MuiListItemText-primary')?.textContent ?? item.textContent;
    return item.getAttribute('aria-disabled') === 'true' ? `${label} (disabled)` : label;
  });
}

/** Opens a row's actions menu and picks the action with this label. */
export async function rowAction(index: number, label: string): Promise<void> {
  await openRowMenu(index);
  const item = [...document.querySelectorAll<HTMLElement>('[role="menu"] [role="menuitem"]')].find(
    (candidate) => (candidate.querySelector('.MuiListItemText-primary')?.textContent ?? '') === label,
  );
  if (item === undefined)
    throw new Error(`no action ${label} in the row menu (${rowMenuItems().join(', ')})`);
  act(() => {
    item.click();
  });
}
