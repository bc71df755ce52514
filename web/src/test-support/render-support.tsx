import { ThemeProvider } from '@mui/material/styles';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';

import { createAppTheme, type ThemeMode } from '../shared/theme/theme';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

let root: Root | undefined;

/** Renders a component in the app theme; call cleanup() in afterEach. */
export function render(ui: ReactNode, mode: ThemeMode = 'dark'): HTMLElement {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => {
    root?.render(<ThemeProvider theme={createAppTheme(mode)}>{ui}</ThemeProvider>);
  });
  return container;
}

export function cleanup(): void {
  act(() => {
    root?.unmount();
  });
  root = undefined;
  document.body.innerHTML = '';
}

/** Lets pending promises and React updates run. */
export async function flush(times = 3): Promise<void> {
  for (let index = 0; index < times; index += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

export async function waitFor(check: () => boolean, what: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (check()) return;
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** The input a label names (MUI renders `<label for=id>`); the required marker is ignored. */
export function field(label: string): HTMLInputElement {
  const found = [...document.querySelectorAll('label')].find(
    (candidate) => candidate.textContent.replace(/\s*\*\s*$/, '').trim() === label,
  );
  const input = found === undefined ? null : document.getElementById(found.htmlFor);
  if (!(input instanceof HTMLInputElement)) throw new Error(`no field labelled ${label}`);
  return input;
}

/** An element by its role and accessible name (aria-label, aria-labelledby or its text). */
export function byRole(role: string, name: string): HTMLElement {
  const implicit: Record<string, string> = {
    button: 'button, [role="button"]',
    slider: 'input[type="range"], [role="slider"]',
    region: 'section[aria-label], [role="region"]',
    group: '[role="group"]',
    list: 'ul, ol, [role="list"]',
    dialog: '[role="dialog"]',
    treegrid: '[role="treegrid"]',
  };
  const candidates = [...document.querySelectorAll<HTMLElement>(implicit[role] ?? `[role="${role}"]`)];
  const found = candidates.find((candidate) => accessibleName(candidate) === name);
  if (found === undefined) throw new Error(`no ${role} named ${name}`);
  return found;
}

export function accessibleName(element: HTMLElement): string {
  const label = element.getAttribute('aria-label');
  if (label !== null) return label;
  const labelledBy = element.getAttribute('aria-labelledby');
  if (labelledBy !== null) {
    return labelledBy
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim();
  }
  return element.textContent.trim();
}

export function type(input: HTMLInputElement, value: string): void {
  act(() => {
    Reflect.set(HTMLInputElement.prototype, 'value', value, input);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

export function click(element: Element): void {
  act(() => {
    if (element instanceof HTMLElement) element.click();
    else element.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  });
}

export function key(element: Element, keyName: string): void {
  act(() => {
    element.dispatchEvent(new KeyboardEvent('keydown', { key: keyName, bubbles: true, cancelable: true }));
  });
}

export function submit(form: HTMLFormElement): void {
  act(() => {
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });
}
