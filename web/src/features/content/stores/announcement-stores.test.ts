import { describe, expect, it } from 'vitest';

import { ApiError } from '../../../api/api-client';
import { anAnnouncement, badRequest, fakeContentHttp } from '../content-test-support';
import { AnnouncementForm, validateAnnouncement } from './announcement-form';
import { announcementPreview, AnnouncementsStore } from './announcements-store';
import { CurrentAnnouncementsStore } from './current-announcements-store';

const TODAY = '2026-11-21';
const today = () => TODAY;
const VALID = { title: 'Maintenance', content: '<p>Down on Saturday.</p>', startDate: TODAY, endDate: TODAY };

describe('validateAnnouncement', () => {
  it('requires a title and content: an empty editor counts as no content', () => {
    for (const content of ['', '<p></p>', '<p><br></p>', '<p>&nbsp; </p>', '<script>alert(1)</script>']) {
      expect(validateAnnouncement({ ...VALID, title: '  ', content }, TODAY)).toEqual({
        title: 'Title is required.',
        content: 'Content is required.',
      });
    }
  });

  it('allows 255 characters of title, not 256', () => {
    expect(validateAnnouncement({ ...VALID, title: 'x'.repeat(255) }, TODAY)).toEqual({});
    expect(validateAnnouncement({ ...VALID, title: 'x'.repeat(256) }, TODAY).title).toBe(
      'Title can have at most 255 characters.',
    );
  });

  it('requires real days, from today on, the start not after the end (the same day is fine)', () => {
    expect(validateAnnouncement({ ...VALID, startDate: '', endDate: '' }, TODAY)).toEqual({
      startDate: 'Start Date is required.',
      endDate: 'End Date is required.',
    });
    expect(validateAnnouncement({ ...VALID, startDate: '2026-02-30', endDate: 'soon' }, TODAY)).toEqual({
      startDate: 'Start Date is not a valid date.',
      endDate: 'End Date is not a valid date.',
    });
    expect(validateAnnouncement({ ...VALID, startDate: '2026-11-20', endDate: '2026-11-20' }, TODAY)).toEqual(
      {
        startDate: 'Start Date cannot in the past',
        endDate: 'End Date cannot in the past',
      },
    );
    expect(validateAnnouncement({ ...VALID, startDate: '2026-11-23', endDate: '2026-11-22' }, TODAY)).toEqual(
      {
        startDate: 'Start Date cannot be after End Date.',
      },
    );
  });

  it('lets an edit keep the stored start of a running announcement', () => {
    const stored = { startDate: '2026-11-01', endDate: '2026-11-30' };
    expect(validateAnnouncement({ ...VALID, ...stored }, TODAY, stored)).toEqual({});
    expect(validateAnnouncement({ ...VALID, ...stored, startDate: '2026-11-02' }, TODAY, stored)).toEqual({
      startDate: 'Start Date cannot in the past',
    });
  });
});

describe('AnnouncementForm', () => {
  it('starts a new announcement today; the date pickers start at today', () => {
    const form = new AnnouncementForm(undefined, today);
    expect(form.values).toEqual({ title: '', content: '', startDate: TODAY, endDate: '' });
    expect(form.minDay).toBe(TODAY);
    expect(form.editing).toBe(false);
  });

  it('sends nothing while a check fails, clears a field error when the field changes', async () => {
    const form = new AnnouncementForm(undefined, today);
    const sent: unknown[] = [];
    expect(await form.submit((input) => Promise.resolve(sent.push(input)))).toBe('invalid');
    expect(sent).toEqual([]);
    expect(form.firstInvalidField).toBe('title');
    form.set('title', '  Maintenance ');
    expect(form.errors.title).toBeUndefined();
    form.set('content', '<p>Down.</p>');
    form.set('endDate', TODAY);
    expect(await form.submit((input) => Promise.resolve(sent.push(input)))).toBe('saved');
    expect(sent).toEqual([
      { title: 'Maintenance', content: '<p>Down.</p>', startDate: TODAY, endDate: TODAY },
    ]);
  });

  it("puts the server's refusal under its field, or above the form", async () => {
    const form = new AnnouncementForm(anAnnouncement({ startDate: TODAY, endDate: TODAY }), today);
    expect(
      await form.submit(() =>
        Promise.reject(badRequest('ANNOUNCEMENT_START_AFTER_END', 'Start Date cannot be after End Date.')),
      ),
    ).toBe('failed');
    expect(form.errors.startDate).toBe('Start Date cannot be after End Date.');
    expect(
      await form.submit(() => Promise.reject(new ApiError(404, 'ANNOUNCEMENT_NOT_FOUND', 'Not found.'))),
    ).toBe('failed');
    expect(form.formError).toBe('Not found.');
  });
});

describe('announcementPreview', () => {
  it("shows the server's preview, else the first 60 characters of the text with '...'", () => {
    expect(announcementPreview(anAnnouncement())).toBe(
      'The service is down on Saturday from 02:00 to 04:00 SGT.',
    );
    const long = `<p>${'a'.repeat(50)} <strong>bold</strong></p><p>${'b'.repeat(20)}</p>`;
    const preview = announcementPreview({ content: long, preview: '' });
    expect(preview).toBe(`${'a'.repeat(50)} bold bbbb...`);
    expect(preview.length).toBe(63);
    expect(announcementPreview({ content: '<p>Short</p><p>text</p>', preview: '' })).toBe('Short text');
  });
});

describe('AnnouncementsStore', () => {
  it('lists, pages 10 a page, and reloads after add, edit and delete', async () => {
    const many = Array.from({ length: 12 }, (_, index) => anAnnouncement({ id: `a${index}` }));
    const { api, callsTo, routes } = fakeContentHttp({
      'GET /announcement/list': many,
      'POST /announcement/add': anAnnouncement({ id: 'new' }),
      'POST /announcement/edit': anAnnouncement({ id: 'a1', version: 2 }),
      'POST /announcement/delete': { id: 'a1' },
    });
    const store = new AnnouncementsStore(api);
    await store.load();
    expect(store.pageCount).toBe(2);
    store.setPage(3);
    expect(store.pageRows.map((row) => row.id)).toEqual(['a10', 'a11']);

    routes['GET /announcement/list'] = [...many, anAnnouncement({ id: 'new' })];
    await store.save(VALID);
    expect(callsTo('POST /announcement/add')[0]?.body).toEqual(VALID);
    expect(store.announcements.some((announcement) => announcement.id === 'new')).toBe(true);

    const edited = await store.save(VALID, 'a1');
    expect(callsTo('POST /announcement/edit')[0]?.body).toEqual({ id: 'a1', ...VALID });
    expect(edited.version).toBe(2);

    await store.delete(anAnnouncement({ id: 'a1' }));
    expect(callsTo('POST /announcement/delete')[0]?.body).toEqual({ id: 'a1' });
    expect(callsTo('GET /announcement/list')).toHaveLength(4);
  });

  it('says why when the list cannot be loaded', async () => {
    const { api } = fakeContentHttp({
      'GET /announcement/list': new ApiError(403, 'INSUFFICIENT_PERMISSION', "You don't have permission."),
    });
    const store = new AnnouncementsStore(api);
    await store.load();
    expect(store.status).toBe('error');
    expect(store.error).toBe("You don't have permission.");
  });
});

describe('CurrentAnnouncementsStore', () => {
  const first = anAnnouncement({ id: 'a', version: 3 });
  const second = anAnnouncement({ id: 'b', title: 'New feature' });

  it('fetches once a sign-in and shows each announcement once, acknowledging the version shown', async () => {
    const { api, callsTo } = fakeContentHttp({
      'POST /announcement/current': [first, second],
      'POST /announcement/acknowledge': (body: { id: string; version: number }) => body,
    });
    const store = new CurrentAnnouncementsStore(api);
    await store.loadFor('token-1');
    await store.loadFor('token-1');
    expect(callsTo('POST /announcement/current')).toHaveLength(1);
    expect(store.current?.id).toBe('a');
    expect([store.position, store.total]).toEqual([1, 2]);

    await store.acknowledge();
    expect(callsTo('POST /announcement/acknowledge')[0]?.body).toEqual({ id: 'a', version: 3 });
    expect(store.current?.id).toBe('b');
    expect(store.position).toBe(2);
    await store.acknowledge();
    expect(store.current).toBeUndefined();
  });

  it('asks again at the next sign-in: an edited announcement (a higher version) shows again', async () => {
    const { api, routes } = fakeContentHttp({
      'POST /announcement/current': [first],
      'POST /announcement/acknowledge': { id: 'a', version: 3 },
    });
    const store = new CurrentAnnouncementsStore(api);
    await store.loadFor('token-1');
    await store.acknowledge();
    routes['POST /announcement/current'] = [];
    store.reset();
    await store.loadFor('token-2');
    expect(store.current).toBeUndefined();
    routes['POST /announcement/current'] = [{ ...first, version: 4 }];
    await store.loadFor('token-3');
    expect(store.current?.version).toBe(4);
  });

  it('keeps an announcement whose acknowledgement failed; drops one deleted meanwhile', async () => {
    const { api, routes } = fakeContentHttp({
      'POST /announcement/current': [first, second],
      'POST /announcement/acknowledge': new ApiError(0, undefined, 'An unknown error has occurred'),
    });
    const store = new CurrentAnnouncementsStore(api);
    await store.loadFor('token-1');
    await store.acknowledge();
    expect(store.current?.id).toBe('a');
    expect(store.error).toBe('An unknown error has occurred');
    routes['POST /announcement/acknowledge'] = new ApiError(404, 'ANNOUNCEMENT_NOT_FOUND', 'Not found');
    await store.acknowledge();
    expect(store.current?.id).toBe('b');
  });

  it('Later hides the rest until the next sign-in; a failed fetch shows nothing', async () => {
    const { api, routes } = fakeContentHttp({ 'POST /announcement/current': [first] });
    const store = new CurrentAnnouncementsStore(api);
    await store.loadFor('token-1');
    store.dismiss();
    expect(store.current).toBeUndefined();
    await store.loadFor('token-2');
    expect(store.current?.id).toBe('a');
    routes['POST /announcement/current'] = new ApiError(500, undefined, 'boom');
    await store.loadFor('token-3');
    expect(store.current).toBeUndefined();
  });
});
