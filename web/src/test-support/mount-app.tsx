import { ThemeProvider } from '@mui/material/styles';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, type DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { vi } from 'vitest';

import type { Principal } from '../api/types';
import { appRoutes } from '../app/router';
import { createAppTheme } from '../shared/theme/theme';
import { memoryStorage, type KeyValueStorage } from '../stores/key-value-storage';
import { RootStore } from '../stores/root-store';
import { PRINCIPAL_STORAGE_KEY } from '../stores/session-store';
import { StoreContext } from '../stores/store-context';
import type { FetchMock } from './http';
import { aPrincipal } from './principals';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

export interface MountedApp {
  router: DataRouter;
  root: RootStore;
  container: HTMLElement;
  /** Every value written to storage during the test, in order (to check what is, and is not, persisted). */
  writes: Array<{ key: string; value: string }>;
  storage: KeyValueStorage;
}

let reactRoot: Root | undefined;
let mountedStore: RootStore | undefined;

/** Call in beforeAll: React's act() warns outside an act environment. */
export function enableActEnvironment(): void {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
}

/** Call in afterEach. */
export function unmountApp(): void {
  act(() => reactRoot?.unmount());
  mountedStore?.ui.dispose();
  reactRoot = undefined;
  mountedStore = undefined;
  document.body.innerHTML = '';
}

/** Renders the app's routes at path, with a fake fetch; signedIn stores a principal (aPrincipal() for true). */
export function mountApp(
  path: string,
  fetchMock: FetchMock,
  signedIn: boolean | Principal = false,
): MountedApp {
  const storage = memoryStorage();
  const writes: MountedApp['writes'] = [];
  const recording: KeyValueStorage = {
    getItem: (key) => storage.getItem(key),
    removeItem: (key) => {
      storage.removeItem(key);
    },
    setItem: (key, value) => {
      writes.push({ key, value });
      storage.setItem(key, value);
    },
  };
  if (signedIn !== false) {
    storage.setItem(PRINCIPAL_STORAGE_KEY, JSON.stringify(signedIn === true ? aPrincipal() : signedIn));
  }
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const root = new RootStore({
    fetch: fetchMock,
    storage: recording,
    navigate: (to) => void router.navigate(to),
    logger: { error: vi.fn() },
  });
  mountedStore = root;
  const container = document.createElement('div');
  document.body.append(container);
  reactRoot = createRoot(container);
  act(() =>
    reactRoot?.render(
      <StoreContext value={root}>
        <ThemeProvider theme={createAppTheme('dark')}>
          <RouterProvider router={router} />
        </ThemeProvider>
      </StoreContext>,
    ),
  );
  return { router, root, container, writes, storage };
}

export async function waitFor(check: () => boolean, what: string): Promise<void> {
  // Up to 3 s: lazy pages and grids take longer on a busy machine than on a quiet one.
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (check()) return;
    await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
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

export function type(input: HTMLInputElement, value: string): void {
  act(() => {
    // Through the prototype's setter, as a user's typing does, so React sees the change.
    Reflect.set(HTMLInputElement.prototype, 'value', value, input);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** A button (or link styled as one) by its accessible name or text. */
export function button(name: string): HTMLElement {
  const found = [...document.querySelectorAll<HTMLElement>('button, [role="button"], a')].find(
    (candidate) => candidate.getAttribute('aria-label') === name || candidate.textContent.trim() === name,
  );
  if (found === undefined) throw new Error(`no button named ${name}`);
  return found;
}

export function click(element: HTMLElement): void {
  act(() => {
    element.click();
  });
}

/** Submits the form with the given accessible name (the first form without one). */
export function submit(formName?: string): void {
  const form = [...document.querySelectorAll('form')].find(
    (candidate) => formName === undefined || candidate.getAttribute('aria-label') === formName,
  );
  if (form === undefined) throw new Error(`no form named ${formName ?? '(any)'}`);
  act(() => {
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });
}

export function alertText(): string | undefined {
  return document.querySelector('[role="alert"]')?.textContent ?? undefined;
}
