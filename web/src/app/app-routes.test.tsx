import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import { callsTo, fetchAnswering, fetchRouting, jsonResponse } from '../test-support/http';
import {
  button,
  enableActEnvironment,
  field,
  mountApp as mount,
  submit,
  type,
  unmountApp,
  waitFor,
} from '../test-support/mount-app';
import { aPrincipal } from '../test-support/principals';

beforeAll(enableActEnvironment);
afterEach(unmountApp);

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
    submit('Sign in');
    expect(container.textContent).toContain('Please enter your Email Address and Password.');

    type(field('Email'), 'ana.lee');
    type(field('Password'), 'secret');
    submit('Sign in');
    expect(container.textContent).toContain(
      'You have entered an invalid Email Address format. Please try again.',
    );
    expect(field('Email').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('signs in and opens the dashboard, keeping ?share= and opening the shared view', async () => {
    const fetchMock = fetchRouting({
      'POST /api/auth/login': jsonResponse(200, aPrincipal()),
      'POST /api/share/open': jsonResponse(200, {
        filter: { order: ['EXC'], exchange: [1], year: 2025 },
        selected: { tickerId: 'ACME-US', exchangeCountryId: 1, year: 2025 },
      }),
    });
    const { router, root, container } = mount('/?share=abc', fetchMock);
    type(field('Email'), 'ana.lee@northwind.example');
    type(field('Password'), 'secret');
    submit('Sign in');

    await waitFor(() => router.state.location.pathname === '/dashboard', 'the dashboard');
    expect(router.state.location.search).toBe('?share=abc');
    expect(callsTo(fetchMock, 'POST /api/auth/login')[0]?.body).toEqual({
      email: 'ana.lee@northwind.example',
      password: 'secret',
    });
    expect(root.session.isAuthenticated).toBe(true);
    // The dashboard, loaded on demand, opens the shared view: its filter and its company.
    await waitFor(
      () => callsTo(fetchMock, 'POST /api/dashboard/availableYears').length > 0,
      'the shared company',
    );
    expect(callsTo(fetchMock, 'POST /api/share/open')[0]?.body).toEqual({ share: 'abc' });
    expect(callsTo(fetchMock, 'POST /api/dashboard/availableYears')[0]?.body).toEqual({
      tickerId: 'ACME-US',
      exchangeCountryId: 1,
    });
    expect(container.querySelector('[aria-label="Screening"]')).not.toBeNull();
  });

  it('sends a user who has not agreed to the terms to /termsAndConditions after sign-in', async () => {
    const fetchMock = fetchRouting({
      'POST /api/auth/login': jsonResponse(200, aPrincipal({ isAgree: false })),
      'POST /api/tnc': jsonResponse(200, { content: '<p>Terms</p>', updated: null }),
    });
    const { router } = mount('/?share=abc', fetchMock);
    type(field('Email'), 'ana.lee@northwind.example');
    type(field('Password'), 'secret');
    submit('Sign in');
    await waitFor(() => router.state.location.pathname === '/termsAndConditions', 'the terms');
    expect(router.state.location.search).toBe('?share=abc');
  });

  it('shows the catalogue text of a refused sign-in inline', async () => {
    const refused = jsonResponse(401, {
      statusCode: 401,
      errorCode: 'WRONG_LOGIN_INFORMATION',
      message: 'Unauthorized',
    });
    const { container, router } = mount('/', fetchAnswering(refused));
    type(field('Email'), 'ana.lee@northwind.example');
    type(field('Password'), 'wrong');
    submit('Sign in');
    await waitFor(() => container.querySelector('[role="alert"]') !== null, 'the error');
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(
      'This Email Address and/or Password is not recognised. Have you registered?',
    );
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends a signed-in visitor of / on by the login redirect rules', async () => {
    const { router } = mount('/', fetchRouting({}), true);
    await waitFor(() => router.state.location.pathname === '/dashboard', 'the dashboard');
  });

  it('logs out after confirmation from the account drawer', async () => {
    const fetchMock = fetchRouting({ 'POST /api/auth/logout': jsonResponse(204) });
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
    const [logout] = callsTo(fetchMock, 'POST /api/auth/logout');
    expect(logout?.headers.get('authorization')).toBe('Bearer token-abc');
    expect(root.session.isAuthenticated).toBe(false);
  });

  it('shows a 404 page with a way back for unknown routes', () => {
    const { container } = mount('/no/such/page', fetchAnswering());
    expect(container.textContent).toContain('Page not found');
    expect(container.querySelector('a[href="/"]')?.textContent).toBe('Back to sign in');
  });
});
