import { Announcement, type AnnouncementFields } from './announcement.js';
import { ContentError } from './content-error.js';

const at = new Date('2026-11-21T08:00:00Z');
const today = '2026-11-21';
const fields: AnnouncementFields = {
  title: ' Maintenance ',
  content: '<p>Down on Saturday.</p>',
  startDate: '2026-11-21',
  endDate: '2026-11-30',
};

function codeOf(work: () => unknown): string {
  try {
    work();
    return 'accepted';
  } catch (error) {
    return error instanceof ContentError ? error.code : String(error);
  }
}

describe('Announcement', () => {
  it('starts at version 1 with trimmed title and calendar dates', () => {
    const announcement = Announcement.add(
      'a-1',
      { ...fields, endDate: '2026-11-30T15:59:59.999Z' },
      today,
      at,
    );
    expect(announcement).toMatchObject({
      title: 'Maintenance',
      version: 1,
      endDate: '2026-11-30',
      updated: at,
    });
    expect(announcement.isCurrentOn('2026-11-21')).toBe(true);
    expect(announcement.isCurrentOn('2026-11-30')).toBe(true);
    expect(announcement.isCurrentOn('2026-12-01')).toBe(false);
  });

  it.each([
    [{ title: '  ' }, 'ANNOUNCEMENT_TITLE_REQUIRED'],
    [{ title: undefined }, 'ANNOUNCEMENT_TITLE_REQUIRED'],
    [{ title: 'x'.repeat(256) }, 'ANNOUNCEMENT_TITLE_TOO_LONG'],
    [{ content: '<p></p>' }, 'ANNOUNCEMENT_CONTENT_REQUIRED'],
    [{ content: '<p><br></p>' }, 'ANNOUNCEMENT_CONTENT_REQUIRED'],
    [{ content: '<p>&nbsp; </p>' }, 'ANNOUNCEMENT_CONTENT_REQUIRED'],
    [{ startDate: '' }, 'START_DATE_REQUIRED'],
    [{ endDate: undefined }, 'END_DATE_REQUIRED'],
    [{ startDate: '2026-02-30' }, 'INVALID_START_DATE'],
    [{ endDate: 'tomorrow' }, 'INVALID_END_DATE'],
    [{ startDate: '2026-11-19' }, 'START_DATE_IN_PAST'],
    [{ startDate: '2026-12-01' }, 'ANNOUNCEMENT_START_AFTER_END'],
  ] as Array<[Partial<AnnouncementFields>, string]>)('refuses %p with %s', (change, code) => {
    expect(codeOf(() => Announcement.add('a-1', { ...fields, ...change }, today, at))).toBe(code);
  });

  it('accepts a title of 255 characters, one day of leeway and a one-day announcement', () => {
    expect(codeOf(() => Announcement.add('a', { ...fields, title: 'x'.repeat(255) }, today, at))).toBe(
      'accepted',
    );
    expect(codeOf(() => Announcement.add('a', { ...fields, startDate: '2026-11-20' }, today, at))).toBe(
      'accepted',
    );
    expect(
      codeOf(() =>
        Announcement.add('a', { ...fields, startDate: '2026-11-25', endDate: '2026-11-25' }, today, at),
      ),
    ).toBe('accepted');
  });

  it('raises the version on every edit and keeps a past start date that is not changed', () => {
    const announcement = Announcement.add('a-1', fields, today, at);
    const later = new Date('2026-11-25T00:00:00Z');
    announcement.edit({ ...fields, title: 'Maintenance (moved)' }, '2026-11-25', later);
    expect(announcement).toMatchObject({ title: 'Maintenance (moved)', version: 2, updated: later });
    announcement.edit({ ...fields, content: '<p>Again</p>' }, '2026-11-25', later);
    expect(announcement.version).toBe(3);
    expect(codeOf(() => announcement.edit({ ...fields, startDate: '2026-11-22' }, '2026-11-25', later))).toBe(
      'START_DATE_IN_PAST',
    );
    expect(codeOf(() => announcement.edit({ ...fields, endDate: '2026-11-23' }, '2026-11-25', later))).toBe(
      'END_DATE_IN_PAST',
    );
    expect(announcement.version).toBe(3);
  });
});
