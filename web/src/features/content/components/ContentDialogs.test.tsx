import { act } from 'react';
import { describe, expect, it } from 'vitest';

import type { Principal } from '../../../api/types';
import {
  aPrincipal,
  aStaffPrincipal,
  button,
  callsTo,
  click,
  dialogNamed,
  eventually,
  fetchRouting,
  field,
  jsonResponse,
  mountApp,
  type RouteAnswer,
  setUpPageTests,
  submit,
  type,
  unmountApp,
} from '../../../test-support/page-tests';
import { anAnnouncement } from '../content-test-support';
import { showsAnnouncements } from './AnnouncementsHost';
import { showsReportIssues } from '../../../shared/support/SupportActions';

setUpPageTests();

const text = () => document.body.textContent;
const announcementsDialog = () => document.querySelector<HTMLElement>('[data-testid="announcements-dialog"]');

function mount(
  path: string,
  routes: Record<string, RouteAnswer | RouteAnswer[]>,
  principal: Principal = aPrincipal(),
) {
  const fetchMock = fetchRouting(routes);
  return { fetchMock, ...mountApp(path, fetchMock, principal) };
}

describe('the announcements dialog', () => {
  const first = anAnnouncement({
    id: 'a1',
    version: 2,
    title: 'Planned maintenance',
    content:
      '<p>Down on <strong>Saturday</strong>.<img src=x onerror="alert(1)"></p><script>alert(2)</script>',
  });
  const second = anAnnouncement({ id: 'a2', title: 'New exchange', content: '<p>Japan is in.</p>' });

  it('shows each current announcement once, acknowledging the version shown', async () => {
    const { fetchMock } = mount('/dashboard', {
      'POST /api/announcement/current': jsonResponse(200, [first, second]),
      'POST /api/announcement/acknowledge': (request) => jsonResponse(200, request.body),
    });
    await eventually(() => announcementsDialog() !== null, 'the announcements');
    const dialog = dialogNamed('Planned maintenance');
    expect(dialog.textContent).toContain('Announcement 1 of 2');
    const content = document.getElementById(dialog.getAttribute('aria-describedby') ?? '');
    expect(content?.innerHTML).toBe('<p>Down on <strong>Saturday</strong>.</p>');

    click(button('Acknowledge'));
    await eventually(() => text().includes('New exchange'), 'the second announcement');
    expect(callsTo(fetchMock, 'POST /api/announcement/acknowledge')[0]?.body).toEqual({
      id: 'a1',
      version: 2,
    });
    expect(text()).toContain('Announcement 2 of 2');
    click(button('Acknowledge'));
    await eventually(() => announcementsDialog() === null, 'the dialog to close');
    expect(callsTo(fetchMock, 'POST /api/announcement/acknowledge')[1]?.body).toEqual({
      id: 'a2',
      version: 1,
    });
    expect(callsTo(fetchMock, 'POST /api/announcement/current')).toHaveLength(1);
  });

  it('shows them in the console and the tenant administration too; Later hides them', async () => {
    mount(
      '/administrator/tenant',
      {
        'POST /api/announcement/current': jsonResponse(200, [first]),
        'POST /api/tenant/list': jsonResponse(200, { data: [], total: 0 }),
      },
      aStaffPrincipal(),
    );
    await eventually(() => announcementsDialog() !== null, 'the announcements in the console');
    click(button('Later'));
    await eventually(() => announcementsDialog() === null, 'the dialog to close');
    unmountApp();
    mount(
      '/manageUsers',
      { 'POST /api/announcement/current': jsonResponse(200, [first]) },
      aPrincipal({ role: 'TENANT_ADMINISTRATOR', tenantAdministrator: true }),
    );
    await eventually(() => announcementsDialog() !== null, 'the announcements of a tenant administrator');
  });

  it('shows nothing on the sign-in steps and before the terms are agreed', () => {
    const user = aPrincipal();
    expect(showsAnnouncements('/dashboard', user)).toBe(true);
    expect(showsAnnouncements('/access', user)).toBe(true);
    expect(showsAnnouncements('/termsAndConditions', user)).toBe(false);
    expect(showsAnnouncements('/dashboard', aPrincipal({ isAgree: false }))).toBe(false);
    expect(showsAnnouncements('/administrator/tenant', aStaffPrincipal({ isAgree: false }))).toBe(true);
    expect(showsAnnouncements('/dashboard', aPrincipal({ firstLogin: true }))).toBe(false);
    expect(showsAnnouncements('/dashboard', undefined)).toBe(false);
  });
});

describe('Get Support, Report issues and Contact', () => {
  it('sends a support ticket with the view the user is on, after the required-field checks', async () => {
    const { fetchMock, root } = mount('/dashboard?share=abc', {
      'POST /api/announcement/current': jsonResponse(200, []),
      'POST /api/share/open': jsonResponse(404, { statusCode: 404, errorCode: 'NOT_FOUND', message: 'x' }),
      'POST /api/ticket': jsonResponse(200, { id: 't-1', createdAt: '2026-11-21T08:00:00Z', mailed: true }),
    });
    await eventually(() => document.querySelector('header') !== null, 'the header');
    click(button('Get Support'));
    submit('Get Support');
    expect(document.querySelector('[role="alert"]')?.textContent).toBe(
      "Please enter ticket's title and body. Both are required.",
    );
    expect(field('Ticket Title').getAttribute('aria-invalid')).toBe('true');
    type(field('Ticket Title'), 'Cannot find a company');
    submit('Get Support');
    expect(text()).toContain('Ticket Body is required.');
    expect(field('Ticket Title').maxLength).toBe(100);
    const body = document.querySelector<HTMLTextAreaElement>('textarea[name="ticketBody"]');
    if (body === null) throw new Error('no body');
    expect(body.maxLength).toBe(500);
    act(() => {
      Reflect.set(HTMLTextAreaElement.prototype, 'value', 'Searching ACME gives nothing.', body);
      body.dispatchEvent(new Event('input', { bubbles: true }));
    });
    submit('Get Support');
    await eventually(() => callsTo(fetchMock, 'POST /api/ticket').length === 1, 'the ticket');
    const sent = callsTo(fetchMock, 'POST /api/ticket')[0]?.body as Record<string, string>;
    expect(sent).toMatchObject({
      ticketTitle: 'Cannot find a company',
      ticketBody: 'Searching ACME gives nothing.',
      kind: 'SUPPORT',
    });
    expect(sent['currentView']).toMatch(/^\/dashboard/);
    await eventually(() => root.ui.notification !== undefined, 'the confirmation');
    expect(root.ui.notification?.message).toBe(
      'Your ticket has been sent. Our support team will get back to you by email.',
    );
  });

  it('offers Report issues outside production only', async () => {
    expect(showsReportIssues('production')).toBe(false);
    expect(showsReportIssues(undefined)).toBe(false);
    expect(showsReportIssues('development')).toBe(true);
    const { root, fetchMock } = mount('/dashboard', {
      'POST /api/announcement/current': jsonResponse(200, []),
      'GET /api/app-config': jsonResponse(200, { environment: 'production' }),
      'POST /api/ticket': jsonResponse(200, { id: 't-2', createdAt: '2026-11-21T08:00:00Z', mailed: false }),
    });
    await act(async () => root.loadAppConfig());
    expect(() => button('Report issues')).toThrow();
    act(() => {
      root.ui.setAppEnvironment('test');
    });
    click(button('Report issues'));
    expect(dialogNamed('Report issues').textContent).toContain(
      'The page you are on is sent with the report.',
    );
    type(field('Ticket Title'), 'Chart is blank');
    const body = document.querySelector<HTMLTextAreaElement>('textarea[name="ticketBody"]');
    if (body === null) throw new Error('no body');
    act(() => {
      Reflect.set(HTMLTextAreaElement.prototype, 'value', 'The history chart is empty.', body);
      body.dispatchEvent(new Event('input', { bubbles: true }));
    });
    submit('Report issues');
    await eventually(() => callsTo(fetchMock, 'POST /api/ticket').length === 1, 'the report');
    expect(callsTo(fetchMock, 'POST /api/ticket')[0]?.body).toMatchObject({
      kind: 'ISSUE',
      currentView: '/dashboard',
    });
  });

  it('shows the contactAdmin text in the Contact dialog', async () => {
    mount('/dashboard', {
      'POST /api/announcement/current': jsonResponse(200, []),
      'POST /api/setting/contactAdmin': jsonResponse(200, {
        value: '<p>Write to <a href="mailto:support@ledgerscope.test">support@ledgerscope.test</a>.</p>',
      }),
    });
    click(button('Contact'));
    await eventually(() => text().includes('Write to'), 'the contact text');
    const link = dialogNamed('Contact').querySelector('a');
    expect(link?.getAttribute('href')).toBe('mailto:support@ledgerscope.test');
  });

  it('puts the help items in the tenant administration header', async () => {
    mount(
      '/manageUsers',
      { 'POST /api/announcement/current': jsonResponse(200, []) },
      aPrincipal({ role: 'TENANT_ADMINISTRATOR', tenantAdministrator: true }),
    );
    await eventually(
      () => document.querySelector('nav[aria-label="Tenant administration"]') !== null,
      'the header',
    );
    const header = document.querySelector('nav[aria-label="Tenant administration"]');
    expect(header?.querySelector('button[aria-label="Get Support"]')).not.toBeNull();
    expect(header?.querySelector('button[aria-label="Contact"]')).not.toBeNull();
  });
});
