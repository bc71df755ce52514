import { ThemeProvider } from '@mui/material/styles';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, type DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { createAppTheme } from '../shared/theme/theme';
import { memoryStorage } from '../stores/key-value-storage';
import { RootStore } from '../stores/root-store';
import { PRINCIPAL_STORAGE_KEY } from '../stores/session-store';
import { StoreContext } from '../stores/store-context';
import { fetchAnswering, jsonResponse, requestOf, type FetchMock } from '../test-support/http';
import { aPrincipal } from '../test-support/principals';
import { appRoutes } from './router';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

interface Mounted {
  router: DataRouter;
  root: RootStore;
  container: HTMLElement;
}

let reactRoot: Root | undefined;
let mountedStore: RootStore | undefined;

beforeAll(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(() => {
  act(() => reactRoot?.unmount());
  mountedStore?.ui.dispose();
  reactRoot = undefined;
  document.body.innerHTML = '';
});

function mount(path: string, fetchMock: FetchMock, signedIn = false): Mounted {
  const storage = memoryStorage();
  if (signedIn) storage.setItem(PRINCIPAL_STORAGE_KEY, JSON.stringify(aPrincipal()));
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const root = new RootStore({
    fetch: fetchMock,
    storage,
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
  return { router, root, container };
}

async function waitFor(check: () => boolean, what: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    if (check()) return;
    await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
  }
  throw new Error(`timed out waiting for ${what}`);
}

function input(label: string): HTMLInputElement {
  const found = document.querySelector<HTMLInputElement>(
    label === 'Email' ? '#login-email' : '#login-password',
  );
  if (found === null) throw new Error(`no ${label} field`);
  return found;
}

function type(field: HTMLInputElement, value: string): void {
  act(() => {
    // Through the prototype's setter, as a user's typing does, so React sees the change.
    Reflect.set(HTMLInputElement.prototype, 'value', value, field);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

function button(name: string): HTMLElement {
  const found = [...document.querySelectorAll<HTMLElement>('button, [role="button"]')].find(
    (candidate) => candidate.getAttribute('aria-label') === name || candidate.textContent.trim() === name,
  );
  if (found === undefined) throw new Error(`no button named ${name}`);
  return found;
}

function submitLogin(): void {
  const form = document.querySelector('form');
  act(() => {
    form?.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });
}

describe('routes', () => {
  it('sends an unauthenticated visit to /dashboard to sign-in, keeping ?share=', async () => {
    const { router } = mount('/dashboard?share=enc%2Fview', fetchAnswering());
    await waitFor(() => router.state.location.pathname === '/', 'the redirect');
    expect(router.state.location.search).toBe('?share=enc%2Fview');
    expect(document.body.textContent).toContain('Sign in');
  });

  it('validates the form inline before calling the API', () => {
    const fetchMock = fetchAnswering();
    const { container } = mount('/', fetchMock);
    submitLogin();
    expect(container.textContent).toContain('Please enter your Email Address and Password.');

    type(input('Email'), 'ana.lee');
    type(input('Password'), 'secret');
    submitLogin();
    expect(container.textContent).toContain(
      'You have entered an invalid Email Address format. Please try again.',
    );
    expect(input('Email').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('signs in and opens the dashboard, keeping ?share=', async () => {
    const fetchMock = fetchAnswering(jsonResponse(200, aPrincipal()));
    const { router, root, container } = mount('/?share=abc', fetchMock);
    type(input('Email'), 'ana.lee@northwind.example');
    type(input('Password'), 'secret');
    submitLogin();

    await waitFor(() => router.state.location.pathname === '/dashboard', 'the dashboard');
    expect(router.state.location.search).toBe('?share=abc');
    const { body } = requestOf(fetchMock).init;
    expect(typeof body === 'string' ? JSON.parse(body) : body).toEqual({
      email: 'ana.lee@northwind.example',
      password: 'secret',
    });
    expect(root.session.isAuthenticated).toBe(true);
    await waitFor(() => container.textContent.includes('Welcome back, Ana Lee'), 'the welcome panel');
    expect(container.textContent).toContain('Northwind Capital');
  });

  it('shows the catalogue text of a refused sign-in inline', async () => {
    const refused = jsonResponse(401, {
      statusCode: 401,
      errorCode: 'WRONG_LOGIN_INFORMATION',
      message: 'Unauthorized',
    });
    const { container, router } = mount('/', fetchAnswering(refused));
    type(input('Email'), 'ana.lee@northwind.example');
    type(input('Password'), 'wrong');
    submitLogin();
    await waitFor(() => container.querySelector('[role="alert"]') !== null, 'the error');
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(
      'This Email Address and/or Password is not recognised. Have you registered?',
    );
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends a signed-in visitor of / to the dashboard', async () => {
    const { router } = mount('/', fetchAnswering(), true);
    await waitFor(() => router.state.location.pathname === '/dashboard', 'the dashboard');
  });

  it('logs out after confirmation from the account drawer', async () => {
    const fetchMock = fetchAnswering(jsonResponse(204));
    const { router, root } = mount('/dashboard', fetchMock, true);
    act(() => {
      button('Open account panel').click();
    });
    expect(document.body.textContent).toContain('User Details');
    expect(document.body.textContent).toContain('ana.lee@northwind.example');
    act(() => {
      button('Logout').click();
    });
    expect(document.body.textContent).toContain('Are you sure you want to log out?');
    act(() => {
      button('Log out').click();
    });

    await waitFor(() => router.state.location.pathname === '/', 'the sign-in page');
    expect(requestOf(fetchMock).url).toBe('/api/auth/logout');
    expect(requestOf(fetchMock).headers.get('authorization')).toBe('Bearer token-abc');
    expect(root.session.isAuthenticated).toBe(false);
  });

  it('shows a 404 page with a way back for unknown routes', () => {
    const { container } = mount('/no/such/page', fetchAnswering());
    expect(container.textContent).toContain('Page not found');
    expect(container.querySelector('a[href="/"]')?.textContent).toBe('Back to sign in');
  });
});
