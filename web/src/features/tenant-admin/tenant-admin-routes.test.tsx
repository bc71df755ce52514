import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import type { Person } from '../../api/persons-api';
import { callsTo, fetchRouting, jsonResponse, type RouteAnswer } from '../../test-support/http';
import {
  button,
  click,
  enableActEnvironment,
  field,
  mountApp,
  submit,
  type,
  unmountApp,
  waitFor,
} from '../../test-support/mount-app';
import { aPrincipal } from '../../test-support/principals';
import { aPerson, aPersonList, theAdmin } from './stores/persons-test-support';

beforeAll(enableActEnvironment);
afterEach(unmountApp);

const TENANT_ADMIN = aPrincipal({
  uid: 'u-100',
  tenantId: 't-7',
  role: 'TENANT_ADMINISTRATOR',
  tenantAdministrator: true,
  displayName: 'Olivia Owner',
  email: 'owner@acme.test',
});
const LIST_ROUTE = 'GET /api/person/list-user-manage';
/** The grid (Handsontable) and MUI dialogs make these page tests slow on a busy machine. */
const PAGE_TEST_TIMEOUT_MS = 20_000;

const text = () => document.body.textContent;

function mount(path: string, routes: Record<string, RouteAnswer | RouteAnswer[]>, principal = TENANT_ADMIN) {
  const fetchMock = fetchRouting(routes);
  return { fetchMock, ...mountApp(path, fetchMock, principal) };
}

/** The grid's body rows as their cells' texts. */
function gridRows(): string[][] {
  return [...document.querySelectorAll('.ht_master tbody tr')].map((row) =>
    [...row.querySelectorAll('td')].map((cell) => cell.textContent),
  );
}

async function gridReady(): Promise<void> {
  await waitFor(() => document.querySelector('.ht_master tbody td') !== null, 'the grid');
}

function gridButton(name: string): HTMLButtonElement {
  const found = document.querySelector<HTMLButtonElement>(`.ht_master button[aria-label="${name}"]`);
  if (found === null) throw new Error(`no grid button ${name}`);
  return found;
}

/** A button of the open dialog by its text. */
function dialogButton(name: string): HTMLElement {
  const found = [
    ...document.querySelectorAll<HTMLElement>('[role="dialog"] button, [role="alertdialog"] button'),
  ].find((candidate) => candidate.textContent.trim() === name);
  if (found === undefined) throw new Error(`no dialog button ${name}`);
  return found;
}

function dialogsText(): string {
  return [...document.querySelectorAll('[role="dialog"], [role="alertdialog"]')]
    .map((d) => d.textContent)
    .join(' ');
}

function hasGridButton(name: string): boolean {
  return document.querySelector(`.ht_master button[aria-label="${name}"]`) !== null;
}

describe('/manageUsers', { timeout: PAGE_TEST_TIMEOUT_MS }, () => {
  it('shows the seats left and the users, without delete on the own row', async () => {
    const { fetchMock } = mount('/manageUsers', { [LIST_ROUTE]: jsonResponse(200, aPersonList()) });
    await gridReady();
    expect(text()).toContain('Manage Users');
    expect(text()).toContain('3 seat(s) left!');
    expect(button('Buy More')).toBeDefined();
    expect([...document.querySelectorAll('.ht_master thead th')].map((th) => th.textContent)).toEqual([
      'NAME',
      'EMAIL',
      'STATUS',
      'ACTIONS',
    ]);
    expect(gridRows()).toEqual([
      ['Ana Analyst', 'analyst@acme.test', 'Active', 'EditDelete'],
      ['Olivia Owner', 'owner@acme.test', 'Active', 'Edit'],
    ]);
    expect(hasGridButton('Delete Ana Analyst')).toBe(true);
    expect(hasGridButton('Delete Olivia Owner')).toBe(false);
    expect(callsTo(fetchMock, LIST_ROUTE)[0]?.headers.get('authorization')).toBe('Bearer token-abc');
    // The header of the tenant administrator's shell.
    expect(button('Dashboard').getAttribute('href')).toBe('/dashboard');
    expect(button('Manage Users').getAttribute('aria-current')).toBe('page');
    expect(button('Logout')).toBeDefined();
  });

  it('blocks Add User when the seats are used up, and Buy More goes to the plans', async () => {
    const { router, fetchMock } = mount('/manageUsers', {
      [LIST_ROUTE]: jsonResponse(200, aPersonList({ limit: 2 })),
    });
    await gridReady();
    expect(text()).toContain('0 seat(s) left!');
    click(button('Add User'));
    expect(text()).toContain(
      "You don't have enough seats. Please update your subscription to add more users.",
    );
    expect(router.state.location.pathname).toBe('/manageUsers');
    click(dialogButton('Buy More'));
    await waitFor(() => router.state.location.pathname === '/subscriptionPlans', 'the plans');
    expect(callsTo(fetchMock, 'POST /api/person/add')).toHaveLength(0);
  });

  it('says so when there is no subscription, also for Dashboard', async () => {
    const noSeats = "You haven't subscribed to any bundle yet. Please update your subscription first.";
    const { router } = mount('/manageUsers', {
      [LIST_ROUTE]: jsonResponse(200, aPersonList({ limit: 0, listUser: [theAdmin()] })),
    });
    await gridReady();
    click(button('Add User'));
    expect(text()).toContain(noSeats);
    click(dialogButton('Close'));
    click(button('Dashboard'));
    expect(router.state.location.pathname).toBe('/manageUsers');
    expect(dialogsText()).toContain(noSeats);
  });

  it('adds a user on /createUser and comes back with a notice', async () => {
    const added = aPerson({ uid: 'p-neo', displayName: 'Neo New', email: 'neo@acme.test' });
    const { router, fetchMock, root } = mount('/manageUsers', {
      [LIST_ROUTE]: jsonResponse(200, aPersonList()),
      'POST /api/person/add': jsonResponse(201, added),
    });
    await gridReady();
    click(button('Add User'));
    await waitFor(() => router.state.location.pathname === '/createUser', 'the form');
    await waitFor(() => document.querySelector('form[aria-label="Add User"]') !== null, 'the form');

    submit('Add User');
    expect(text()).toContain('User Name is required.');
    expect(text()).toContain('Email is required.');
    type(field('User Name'), 'Neo New');
    type(field('Email'), 'neo@acme');
    submit('Add User');
    expect(text()).toContain('Please enter a valid email.');
    expect(callsTo(fetchMock, 'POST /api/person/add')).toHaveLength(0);

    type(field('Email'), 'neo@acme.test');
    submit('Add User');
    await waitFor(() => router.state.location.pathname === '/manageUsers', 'back to the list');
    expect(callsTo(fetchMock, 'POST /api/person/add')[0]?.body).toEqual({
      displayName: 'Neo New',
      email: 'neo@acme.test',
      tenantId: 't-7',
    });
    expect(root.ui.notification?.message).toBe(
      'User added. An email has been sent to neo@acme.test to set up a password; the link expires in 3 days.',
    );
  });

  it('shows the refusals of the server on /createUser, and Cancel goes back', async () => {
    const { router } = mount('/createUser', {
      [LIST_ROUTE]: jsonResponse(200, aPersonList()),
      'POST /api/person/add': [
        jsonResponse(409, {
          statusCode: 409,
          errorCode: 'EMAIL_ALREADY_EXISTS',
          message: 'The user with the provided email already exists',
        }),
        jsonResponse(409, {
          statusCode: 409,
          errorCode: 'NOT_ENOUGH_SEATS',
          message: "You don't have enough seats. Please update your subscription to add more users.",
        }),
      ],
    });
    await waitFor(() => document.querySelector('form[aria-label="Add User"]') !== null, 'the form');
    type(field('User Name'), 'Neo New');
    type(field('Email'), 'analyst@acme.test');
    submit('Add User');
    await waitFor(() => text().includes('The user with the provided email already exists'), 'the refusal');
    expect(field('Email').getAttribute('aria-invalid')).toBe('true');
    type(field('Email'), 'neo@acme.test');
    submit('Add User');
    await waitFor(() => document.querySelector('[role="alert"]') !== null, 'the seat refusal');
    expect(document.querySelector('[role="alert"]')?.textContent).toBe(
      "You don't have enough seats. Please update your subscription to add more users.",
    );
    click(button('Cancel'));
    await waitFor(() => router.state.location.pathname === '/manageUsers', 'back to the list');
    await gridReady();
  });

  it('edits a user in a dialog: user name, email disabled, status', async () => {
    const updated: Person = aPerson({ displayName: 'Ana Lee', disabled: true, status: 'Inactive' });
    const { fetchMock } = mount('/manageUsers', {
      [LIST_ROUTE]: jsonResponse(200, aPersonList()),
      'POST /api/person/edit': jsonResponse(200, updated),
    });
    await gridReady();
    click(gridButton('Edit Ana Analyst'));
    await waitFor(() => document.querySelector('form[aria-label="Edit user"]') !== null, 'the dialog');
    expect(field('Email').disabled).toBe(true);
    expect(field('Email').value).toBe('analyst@acme.test');
    type(field('User Name'), 'Ana Lee');
    // The status select: open it and choose Inactive.
    const status = document.querySelector<HTMLElement>('#edit-user-status');
    act(() => {
      status?.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, button: 0 }));
    });
    await waitFor(() => document.querySelector('[role="option"]') !== null, 'the options');
    const inactive = [...document.querySelectorAll<HTMLElement>('[role="option"]')].find(
      (option) => option.textContent === 'Inactive',
    );
    click(inactive as HTMLElement);
    submit('Edit user');
    await waitFor(() => callsTo(fetchMock, 'POST /api/person/edit').length > 0, 'the edit');
    expect(callsTo(fetchMock, 'POST /api/person/edit')[0]?.body).toEqual({
      uid: 'p-ana',
      tenantId: 't-7',
      displayName: 'Ana Lee',
      disabled: true,
    });
    await waitFor(() => gridRows()[0]?.[2] === 'Inactive', 'the updated row');
    expect(gridRows()[0]?.[0]).toBe('Ana Lee');
  });

  it("locks the status in the caller's own edit dialog", async () => {
    mount('/manageUsers', { [LIST_ROUTE]: jsonResponse(200, aPersonList()) });
    await gridReady();
    click(gridButton('Edit Olivia Owner'));
    await waitFor(() => document.querySelector('form[aria-label="Edit user"]') !== null, 'the dialog');
    expect(text()).toContain('You cannot disable your own account.');
    expect(document.querySelector('#edit-user-status')?.getAttribute('aria-disabled')).toBe('true');
  });

  it('deletes another user after confirmation', async () => {
    const { fetchMock, root } = mount('/manageUsers', {
      [LIST_ROUTE]: [
        jsonResponse(200, aPersonList()),
        jsonResponse(200, aPersonList({ listUser: [theAdmin()] })),
      ],
      'POST /api/person/delete': jsonResponse(204),
    });
    await gridReady();
    click(gridButton('Delete Ana Analyst'));
    expect(text()).toContain('Delete Ana Analyst (analyst@acme.test)?');
    click(dialogButton('Delete'));
    await waitFor(() => callsTo(fetchMock, 'POST /api/person/delete').length > 0, 'the delete');
    expect(callsTo(fetchMock, 'POST /api/person/delete')[0]?.body).toEqual({ uid: 'p-ana', tenantId: 't-7' });
    await waitFor(() => gridRows().length === 1, 'the shorter list');
    expect(text()).toContain('4 seat(s) left!');
    expect(root.ui.notification?.message).toBe('Ana Analyst has been deleted.');
  });

  it('shows a failed load with Retry', async () => {
    mount('/manageUsers', {
      [LIST_ROUTE]: [
        jsonResponse(500, { statusCode: 500, errorCode: 'UNDEFINED_ERROR', message: 'boom' }),
        jsonResponse(200, aPersonList()),
      ],
    });
    await waitFor(() => text().includes('Retry'), 'the error');
    expect(text()).toContain('An unknown error has occurred');
    click(button('Retry'));
    await gridReady();
  });

  it('is for tenant administrators who agreed to the terms', async () => {
    mount('/manageUsers', {}, aPrincipal());
    await waitFor(() => text().includes('No permission'), 'the no-permission page');

    unmountApp();
    const { router } = mount(
      '/manageUsers',
      { 'POST /api/tnc': jsonResponse(200, { content: '<p>Terms</p>', updated: null }) },
      { ...TENANT_ADMIN, isAgree: false },
    );
    await waitFor(() => router.state.location.pathname === '/termsAndConditions', 'the terms');
  });

  it('logs out after confirmation from the header', async () => {
    const { router, root } = mount('/manageUsers', {
      [LIST_ROUTE]: jsonResponse(200, aPersonList()),
      'POST /api/auth/logout': jsonResponse(204),
    });
    await gridReady();
    click(button('Logout'));
    expect(text()).toContain('Are you sure you want to log out?');
    click(button('Log out'));
    await waitFor(() => router.state.location.pathname === '/', 'the sign-in page');
    expect(root.session.isAuthenticated).toBe(false);
  });

  it('is linked from the dashboard header for tenant administrators only', async () => {
    mount('/dashboard', {}, TENANT_ADMIN);
    await waitFor(() => document.querySelector('a[href="/manageUsers"]') !== null, 'the link');
    unmountApp();
    mount('/dashboard', {}, aPrincipal());
    await waitFor(() => document.querySelector('header') !== null, 'the header');
    expect(document.querySelector('a[href="/manageUsers"]')).toBeNull();
  });
});

describe('/manager/tenant', { timeout: PAGE_TEST_TIMEOUT_MS }, () => {
  const many = Array.from({ length: 12 }, (_, index) =>
    aPerson({
      uid: `p-${String(12 - index).padStart(2, '0')}`,
      displayName: `User ${index}`,
      email: `user${index}@acme.test`,
    }),
  );

  it('lists the users 10 a page by User ID, with the remaining seats', async () => {
    const { fetchMock } = mount('/manager/tenant', {
      'POST /api/person/list': jsonResponse(200, aPersonList({ listUser: [...many, theAdmin()], limit: 20 })),
    });
    await gridReady();
    expect(callsTo(fetchMock, 'POST /api/person/list')[0]?.body).toEqual({ tenantId: 't-7' });
    expect([...document.querySelectorAll('.ht_master thead th')].map((th) => th.textContent)).toEqual([
      'User ID',
      'User Name',
      'Contact Email',
      'Status',
      'Actions',
    ]);
    expect(text()).toContain('Remaining Seats: 7');
    expect(gridRows().map((row) => row[0])).toEqual([
      'p-01',
      'p-02',
      'p-03',
      'p-04',
      'p-05',
      'p-06',
      'p-07',
      'p-08',
      'p-09',
      'p-10',
    ]);
    expect(gridRows()[0]?.[4]).toBe('Reset PasswordEdit StatusEditDelete');
    click(button('Go to next page'));
    await waitFor(() => gridRows().length === 3, 'the second page');
    expect(gridRows().map((row) => row[0])).toEqual(['p-11', 'p-12', 'u-100']);
    expect(gridRows()[2]?.[4]).toBe('Reset PasswordEdit StatusEdit');
  });

  it('tells the manager to contact the team when no seat is free', async () => {
    mount('/manager/tenant', { 'POST /api/person/list': jsonResponse(200, aPersonList({ limit: 2 })) });
    await gridReady();
    click(button('Add User'));
    expect(text()).toContain("You don't have enough seats. Please contact our team to add more seats");
    expect(document.querySelector('form[aria-label="Add User"]')).toBeNull();
  });

  it('adds a user in a dialog, and sends a password reset link', async () => {
    const added = aPerson({ uid: 'p-neo', displayName: 'Neo New', email: 'neo@acme.test' });
    const { fetchMock, root } = mount('/manager/tenant', {
      'POST /api/person/list': jsonResponse(200, aPersonList()),
      'POST /api/person/add': jsonResponse(201, added),
      'POST /api/person/reset-password': jsonResponse(204),
    });
    await gridReady();
    click(button('Add User'));
    await waitFor(() => document.querySelector('form[aria-label="Add User"]') !== null, 'the dialog');
    type(field('User Name'), 'Neo New');
    type(field('Email'), 'neo@acme.test');
    submit('Add User');
    await waitFor(() => callsTo(fetchMock, 'POST /api/person/add').length > 0, 'the add');
    expect(callsTo(fetchMock, 'POST /api/person/add')[0]?.body).toEqual({
      displayName: 'Neo New',
      email: 'neo@acme.test',
      tenantId: 't-7',
    });
    await waitFor(() => root.ui.notification !== undefined, 'the notice');

    click(gridButton('Reset Password of Ana Analyst'));
    expect(text()).toContain('Send Ana Analyst (analyst@acme.test) a link to reset their password?');
    click(dialogButton('Send link'));
    await waitFor(() => callsTo(fetchMock, 'POST /api/person/reset-password').length > 0, 'the reset');
    expect(callsTo(fetchMock, 'POST /api/person/reset-password')[0]?.body).toEqual({
      uid: 'p-ana',
      tenantId: 't-7',
    });
  });
});
