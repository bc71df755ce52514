import { act } from 'react';
import { describe, expect, it } from 'vitest';

import {
  aStaffPrincipal,
  button,
  buttonIn,
  callsTo,
  click,
  dialogNamed,
  eventually,
  fetchRouting,
  field,
  gridHeaders,
  gridReady,
  gridRows,
  openRowMenu,
  rowAction,
  rowMenuItems,
  jsonResponse,
  mountApp,
  type RouteAnswer,
  setUpPageTests,
  submit,
  type,
  unmountApp,
} from '../../../test-support/page-tests';
import { localDay } from '../calendar-day';
import {
  anAnnouncement,
  aPopupText,
  aSetting,
  richTextBox,
  SETTINGS,
  writeRichText,
} from '../content-test-support';

setUpPageTests();

const TODAY = localDay(new Date());

async function open(path: string, routes: Record<string, RouteAnswer | RouteAnswer[]>, ready = gridReady) {
  const fetchMock = fetchRouting({ 'POST /api/announcement/current': jsonResponse(200, []), ...routes });
  const app = mountApp(path, fetchMock, aStaffPrincipal());
  await eventually(ready, `the page ${path}`);
  return { ...app, fetchMock };
}

const editorReady = (label: string) => () => {
  try {
    return (richTextBox(label) as HTMLElement & { editor?: unknown }).editor !== undefined;
  } catch {
    return false;
  }
};

const text = () => document.body.textContent;

describe('console links', () => {
  it('shows Announcements, Terms and Conditions and Settings to the Administrator only', async () => {
    await open('/administrator/announcement', { 'GET /api/announcement/list': jsonResponse(200, []) }, () =>
      text().includes('No announcements yet.'),
    );
    const nav = document.querySelector('nav[aria-label="Administrator console"]');
    expect([...(nav?.querySelectorAll('a') ?? [])].map((link) => link.textContent)).toEqual([
      'Dashboard',
      'Tenants',
      'Tenant Requests',
      'User Requests',
      'Announcements',
      'Terms and Conditions',
      'Settings',
    ]);
    unmountApp();
    mountApp(
      '/administrator/setting',
      fetchRouting({}),
      aStaffPrincipal({ role: 'SALE', administrator: false }),
    );
    await eventually(() => text().includes("You don't have permission"), 'the refusal');
    const saleNav = document.querySelector('nav[aria-label="Administrator console"]');
    expect(saleNav?.textContent).not.toContain('Settings');
  });
});

describe('/administrator/announcement', () => {
  const long = anAnnouncement({
    id: 'a2',
    title: 'Quarterly data refresh',
    content: `<p>${'The quarterly statements are being loaded into the screening universe '.repeat(2)}</p>`,
    preview: '',
    startDate: '2030-01-10',
    endDate: '2030-01-20',
    version: 3,
  });

  it('lists the announcements with a 60-character preview of the content', async () => {
    await open('/administrator/announcement', {
      'GET /api/announcement/list': jsonResponse(200, [
        long,
        anAnnouncement({ startDate: '2020-01-01', endDate: '2020-01-02' }),
      ]),
    });
    expect(gridHeaders()).toEqual([
      'Title',
      'Content',
      'Start Date',
      'End Date',
      'Status',
      'Version',
      'Last Updated',
      'Actions',
    ]);
    const [first, second] = gridRows();
    expect(first?.slice(0, 6)).toEqual([
      'Quarterly data refresh',
      'The quarterly statements are being loaded into the screening...',
      '10 Jan 2030',
      '20 Jan 2030',
      'Scheduled',
      '3',
    ]);
    expect(second?.[4]).toBe('Ended');
  });

  it('checks a new announcement, then publishes it with its rich text', async () => {
    const { fetchMock } = await open('/administrator/announcement', {
      'GET /api/announcement/list': jsonResponse(200, [long]),
      'POST /api/announcement/add': (request) =>
        jsonResponse(200, anAnnouncement({ ...(request.body as object), id: 'new', version: 1 })),
    });
    click(button('New Announcement'));
    await eventually(editorReady('Content'), 'the editor');
    expect(field('Start Date').value).toBe(TODAY);
    expect(field('Start Date').min).toBe(TODAY);
    expect(field('End Date').min).toBe(TODAY);
    submit('New Announcement');
    for (const message of ['Title is required.', 'End Date is required.', 'Content is required.'])
      expect(text()).toContain(message);
    expect(richTextBox('Content').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('Title'));

    type(field('Title'), 'Planned maintenance');
    type(field('Start Date'), '2001-01-01');
    type(field('End Date'), TODAY);
    writeRichText(
      'Content',
      '<p>Down on <strong>Saturday</strong>, see <a href="https://status.ledgerscope.test">status</a>.</p>',
    );
    submit('New Announcement');
    expect(text()).toContain('Start Date cannot in the past');
    expect(callsTo(fetchMock, 'POST /api/announcement/add')).toHaveLength(0);

    type(field('Start Date'), TODAY);
    submit('New Announcement');
    await eventually(() => callsTo(fetchMock, 'POST /api/announcement/add').length === 1, 'the add');
    expect(callsTo(fetchMock, 'POST /api/announcement/add')[0]?.body).toEqual({
      title: 'Planned maintenance',
      content:
        '<p>Down on <strong>Saturday</strong>, see <a target="_blank" rel="noopener noreferrer nofollow" href="https://status.ledgerscope.test">status</a>.</p>',
      startDate: TODAY,
      endDate: TODAY,
    });
    await eventually(
      () => document.querySelector('form[aria-label="New Announcement"]') === null,
      'the dialog to close',
    );
  });

  it("edits the chosen announcement (its version rises) and shows the server's refusal under its field", async () => {
    const { fetchMock } = await open('/administrator/announcement', {
      'GET /api/announcement/list': jsonResponse(200, [long]),
      'POST /api/announcement/edit': [
        jsonResponse(400, {
          statusCode: 400,
          errorCode: 'ANNOUNCEMENT_TITLE_TOO_LONG',
          message: 'Title can have at most 255 characters.',
        }),
        jsonResponse(200, { ...long, title: 'Data refresh', version: 4 }),
      ],
    });
    await openRowMenu(0);
    expect(document.querySelector('[role="menu"]')?.textContent).toContain('Scheduled, version 3');
    await rowAction(0, 'Edit');
    await eventually(editorReady('Content'), 'the editor');
    expect(text()).toContain(
      'Saving makes this version 4: users who acknowledged version 3 see the announcement again.',
    );
    expect(field('Title').value).toBe('Quarterly data refresh');
    type(field('Title'), 'Data refresh');
    submit('Edit Announcement');
    await eventually(() => text().includes('Title can have at most 255 characters.'), 'the refusal');
    submit('Edit Announcement');
    await eventually(() => callsTo(fetchMock, 'POST /api/announcement/edit').length === 2, 'the edit');
    expect(callsTo(fetchMock, 'POST /api/announcement/edit')[1]?.body).toMatchObject({
      id: 'a2',
      title: 'Data refresh',
      startDate: '2030-01-10',
      endDate: '2030-01-20',
    });
  });

  it('deletes the chosen announcement after confirmation', async () => {
    const { fetchMock, root } = await open('/administrator/announcement', {
      'GET /api/announcement/list': [jsonResponse(200, [long]), jsonResponse(200, [])],
      'POST /api/announcement/delete': jsonResponse(200, { id: 'a2' }),
    });
    await rowAction(0, 'Delete');
    const confirm = dialogNamed('Delete Announcement');
    expect(confirm.textContent).toContain("Delete the announcement 'Quarterly data refresh'?");
    click(buttonIn(confirm, 'Delete'));
    await eventually(() => text().includes('No announcements yet.'), 'the empty list');
    expect(callsTo(fetchMock, 'POST /api/announcement/delete')[0]?.body).toEqual({ id: 'a2' });
    expect(root.ui.notification).toMatchObject({
      severity: 'success',
      message: "Announcement 'Quarterly data refresh' deleted.",
    });
  });
});

describe('/administrator/termandcondition', () => {
  const terms = {
    content: '<h2>Terms</h2><p>Use it <em>well</em>.</p><script>x()</script>',
    updated: '2026-11-21T08:15:00.000Z',
  };

  it('reads the terms, edits them, refuses an empty editor and publishes after confirmation', async () => {
    const { fetchMock } = await open(
      '/administrator/termandcondition',
      {
        'POST /api/tnc': jsonResponse(200, terms),
        'POST /api/tnc/edit': (request) =>
          jsonResponse(200, {
            content: (request.body as { content: string }).content,
            updated: '2026-11-22T00:00:00Z',
          }),
      },
      () => document.querySelector('[role="tabpanel"] h2') !== null,
    );
    const panel = document.querySelector('[role="tabpanel"]');
    expect(panel?.innerHTML).toContain('<h2>Terms</h2><p>Use it <em>well</em>.</p>');
    expect(panel?.innerHTML).not.toContain('script');

    click(button('Edit'));
    await eventually(editorReady('Terms and Conditions content'), 'the editor');
    writeRichText('Terms and Conditions content', '<p></p>');
    click(button('Save'));
    expect(text()).toContain('Terms and conditions content is required.');
    expect(richTextBox('Terms and Conditions content').getAttribute('aria-invalid')).toBe('true');

    writeRichText('Terms and Conditions content', '<p>New <strong>terms</strong></p>');
    click(button('Save'));
    const confirm = dialogNamed('Publish Terms and Conditions');
    expect(confirm.textContent).toContain('agree again at their next sign-in');
    click(buttonIn(confirm, 'Publish'));
    await eventually(() => callsTo(fetchMock, 'POST /api/tnc/edit').length === 1, 'the publish');
    expect(callsTo(fetchMock, 'POST /api/tnc/edit')[0]?.body).toEqual({
      content: '<p>New <strong>terms</strong></p>',
      kind: 'GENERAL',
    });
    await eventually(
      () => panel?.innerHTML.includes('<p>New <strong>terms</strong></p>') === true,
      'the new terms',
    );
  });

  it('shows the subscription terms on their tab', async () => {
    const { fetchMock } = await open(
      '/administrator/termandcondition',
      {
        'POST /api/tnc': jsonResponse(200, terms),
        'POST /api/subscription-tnc': jsonResponse(200, { content: '<p>Billed monthly.</p>', updated: null }),
      },
      () => document.querySelector('[role="tabpanel"] h2') !== null,
    );
    act(() => {
      document.querySelector<HTMLElement>('[role="tab"]:nth-child(2)')?.click();
    });
    await eventually(() => text().includes('Billed monthly.'), 'the subscription terms');
    expect(callsTo(fetchMock, 'POST /api/subscription-tnc')).toHaveLength(1);
  });
});

describe('/administrator/setting', () => {
  const routes = () => ({
    'POST /api/setting/list': jsonResponse(200, SETTINGS),
    'POST /api/setting/edit': (request: { body: unknown }) =>
      jsonResponse(200, aSetting({ ...(request.body as object) })),
    'POST /api/setting/testConnection': jsonResponse(200, {
      data: false,
      message: 'Failed to connect to dataset. Dataset is not found / Invalid format.',
      reason: 'NOT_FOUND',
    }),
    'POST /api/setting/popup/list': jsonResponse(200, [aPopupText()]),
    'POST /api/setting/popup/edit': (request: { body: unknown }) =>
      jsonResponse(200, aPopupText({ ...(request.body as object) })),
  });

  it('lists key, value and description; rich text shows as its text', async () => {
    await open('/administrator/setting', routes());
    expect(gridHeaders()).toEqual(['Key', 'Value', 'Description', 'Type', 'Last Updated', 'Actions']);
    expect(gridRows().map((row) => row.slice(0, 2))).toEqual([
      ['contactAdmin', 'Contact your administrator or write to support@ledgerscope.test.'],
      ['dataset', 'data/statements.csv'],
      ['idleTime', '43200'],
    ]);
  });

  it('edits a numeric setting with a numeric editor', async () => {
    const { fetchMock, root } = await open('/administrator/setting', routes());
    await rowAction(2, 'Edit');
    const input = field('Value');
    expect(input.type).toBe('number');
    type(input, '59');
    submit('Edit Setting');
    expect(text()).toContain('This value is not valid for this setting.');
    type(input, '60');
    submit('Edit Setting');
    await eventually(() => callsTo(fetchMock, 'POST /api/setting/edit').length === 1, 'the save');
    expect(callsTo(fetchMock, 'POST /api/setting/edit')[0]?.body).toEqual({
      key: 'idleTime',
      value: '60',
      description: 'Seconds of inactivity before a user is signed out.',
    });
    await eventually(() => root.ui.notification !== undefined, 'the notice');
    expect(root.ui.notification).toMatchObject({ severity: 'success', message: 'Setting idleTime saved.' });
  });

  it('marks an empty rich-text editor invalid and does not save it', async () => {
    const { fetchMock } = await open('/administrator/setting', routes());
    await rowAction(0, 'Edit');
    await eventually(editorReady('Value'), 'the editor');
    writeRichText('Value', '<p></p>');
    submit('Edit Setting');
    expect(richTextBox('Value').getAttribute('aria-invalid')).toBe('true');
    expect(text()).toContain('Value is required.');
    expect(callsTo(fetchMock, 'POST /api/setting/edit')).toHaveLength(0);
    writeRichText('Value', '<p>Write to <strong>support</strong>.</p>');
    submit('Edit Setting');
    await eventually(() => callsTo(fetchMock, 'POST /api/setting/edit').length === 1, 'the save');
    expect(callsTo(fetchMock, 'POST /api/setting/edit')[0]?.body).toMatchObject({
      key: 'contactAdmin',
      value: '<p>Write to <strong>support</strong>.</p>',
    });
  });

  it('tests the dataset connection and shows the result in a dialog', async () => {
    const { fetchMock } = await open('/administrator/setting', routes());
    await openRowMenu(0);
    expect(rowMenuItems()).toEqual(['Edit']);
    act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    await rowAction(1, 'Test connection');
    await eventually(() => document.querySelector('[role="alertdialog"]') !== null, 'the result');
    const result = dialogNamed('Test connection');
    expect(result.textContent).toContain(
      'Failed to connect to dataset. Dataset is not found / Invalid format.',
    );
    expect(callsTo(fetchMock, 'POST /api/setting/testConnection')[0]?.body).toEqual({
      value: 'data/statements.csv',
    });
    click(buttonIn(result, 'OK'));

    // From the edit dialog, the unsaved value is tested.
    await rowAction(1, 'Edit');
    type(field('Value'), 'https://data.example.test/statements.csv');
    const editForm = document.querySelector<HTMLElement>('form[aria-label="Edit Setting"]');
    if (editForm === null) throw new Error('no edit form');
    click(buttonIn(editForm, 'Test connection'));
    await eventually(
      () => callsTo(fetchMock, 'POST /api/setting/testConnection').length === 2,
      'the second test',
    );
    expect(callsTo(fetchMock, 'POST /api/setting/testConnection')[1]?.body).toEqual({
      value: 'https://data.example.test/statements.csv',
    });
  });

  it('edits a popup text of the dashboard', async () => {
    const { fetchMock } = await open('/administrator/setting', routes());
    act(() => {
      document.querySelector<HTMLElement>('[role="tab"]:nth-child(2)')?.click();
    });
    await eventually(() => gridRows()[0]?.[0] === 'pop_history', 'the popup texts');
    await rowAction(0, 'Edit');
    const textArea = document.querySelector<HTMLTextAreaElement>('textarea[name="text"]');
    if (textArea === null) throw new Error('no text area');
    act(() => {
      Reflect.set(HTMLTextAreaElement.prototype, 'value', '', textArea);
      textArea.dispatchEvent(new Event('input', { bubbles: true }));
    });
    submit('Edit Popup Text');
    expect(text()).toContain('Popup text is required.');
    act(() => {
      Reflect.set(HTMLTextAreaElement.prototype, 'value', 'Scores of past years.', textArea);
      textArea.dispatchEvent(new Event('input', { bubbles: true }));
    });
    submit('Edit Popup Text');
    await eventually(() => callsTo(fetchMock, 'POST /api/setting/popup/edit').length === 1, 'the save');
    expect(callsTo(fetchMock, 'POST /api/setting/popup/edit')[0]?.body).toEqual({
      id: 'pop_history',
      title: 'Risk score history',
      text: 'Scores of past years.',
    });
  });
});
