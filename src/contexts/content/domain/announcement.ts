import { addDays, parseCalendarDate } from './calendar-date.js';
import { ContentError } from './content-error.js';
import { isBlankHtml } from './rich-text-rules.js';

export const ANNOUNCEMENT_TITLE_MAX = 255;
export const ANNOUNCEMENT_CONTENT_MAX = 100_000;

/** What an administrator writes: content is rich HTML, already sanitised. */
export interface AnnouncementFields {
  title: string | undefined;
  content: string | undefined;
  startDate: string | undefined;
  endDate: string | undefined;
}

/**
 * A notice shown once to every signed-in user from its start date through its end date (both inclusive).
 * Every edit raises the version, so users who acknowledged an earlier version see it again.
 */
export class Announcement {
  // Every field is set by the constructor, from a state that has each of them.
  id!: string;
  title!: string;
  content!: string;
  /** `YYYY-MM-DD`. */
  startDate!: string;
  /** `YYYY-MM-DD`, not before startDate. */
  endDate!: string;
  version!: number;
  createdAt!: Date;
  updated!: Date;

  /** An announcement as stored; new ones come from `add`, which checks the fields. */
  constructor(state: AnnouncementState) {
    Object.assign(this, state);
  }

  /** `today` is the server's UTC date; one day of leeway lets users behind UTC pick their own today. */
  static add(id: string, fields: AnnouncementFields, today: string, at: Date): Announcement {
    const valid = validated(fields);
    const earliest = addDays(today, -1);
    if (valid.startDate < earliest) throw new ContentError('START_DATE_IN_PAST');
    return new Announcement({ id, ...valid, version: 1, createdAt: at, updated: at });
  }

  /** A date left as stored may lie in the past (an announcement already running); a changed one may not. */
  edit(fields: AnnouncementFields, today: string, at: Date): void {
    const valid = validated(fields);
    const earliest = addDays(today, -1);
    if (valid.startDate !== this.startDate && valid.startDate < earliest)
      throw new ContentError('START_DATE_IN_PAST');
    if (valid.endDate !== this.endDate && valid.endDate < earliest)
      throw new ContentError('END_DATE_IN_PAST');
    Object.assign(this, valid);
    this.version += 1;
    this.updated = at;
  }

  isCurrentOn(today: string): boolean {
    return this.startDate <= today && today <= this.endDate;
  }
}

/** Every field of a stored announcement. */
export type AnnouncementState = Pick<
  Announcement,
  'id' | 'title' | 'content' | 'startDate' | 'endDate' | 'version' | 'createdAt' | 'updated'
>;

type ValidFields = Pick<Announcement, 'title' | 'content' | 'startDate' | 'endDate'>;

function validated(fields: AnnouncementFields): ValidFields {
  const title = (fields.title ?? '').trim();
  if (title === '') throw new ContentError('ANNOUNCEMENT_TITLE_REQUIRED');
  if ([...title].length > ANNOUNCEMENT_TITLE_MAX) throw new ContentError('ANNOUNCEMENT_TITLE_TOO_LONG');
  const content = (fields.content ?? '').trim();
  if (isBlankHtml(content)) throw new ContentError('ANNOUNCEMENT_CONTENT_REQUIRED');
  if (content.length > ANNOUNCEMENT_CONTENT_MAX) throw new ContentError('ANNOUNCEMENT_CONTENT_TOO_LONG');
  if (!fields.startDate?.trim()) throw new ContentError('START_DATE_REQUIRED');
  if (!fields.endDate?.trim()) throw new ContentError('END_DATE_REQUIRED');
  const startDate = parseCalendarDate(fields.startDate);
  if (!startDate) throw new ContentError('INVALID_START_DATE');
  const endDate = parseCalendarDate(fields.endDate);
  if (!endDate) throw new ContentError('INVALID_END_DATE');
  if (startDate > endDate) throw new ContentError('ANNOUNCEMENT_START_AFTER_END');
  return { title, content, startDate, endDate };
}

/** That a user has read an announcement, in the version they were shown. */
export class AnnouncementAcknowledgement {
  announcementId!: string;
  userId!: string;
  version!: number;
  acknowledgedAt!: Date;

  constructor(
    input: Pick<AnnouncementAcknowledgement, 'announcementId' | 'userId' | 'version' | 'acknowledgedAt'>,
  ) {
    Object.assign(this, input);
  }
}
