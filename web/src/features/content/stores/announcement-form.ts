import { makeAutoObservable } from 'mobx';

import type { AnnouncementInput, AnnouncementView } from '../../../api/content-api';
import { errorCodeOf, errorTextOf } from '../../../api/error-text';
import { isEmptyRichText } from '../../../shared/rich-text/rich-text';
import { isCalendarDay, localDay } from '../calendar-day';
import { ANNOUNCEMENT_TITLE_MAX_LENGTH, CONTENT_TEXTS } from '../../../shared/support/content-texts';
import type { FormOutcome } from '../../../shared/validation';

export type AnnouncementField = 'title' | 'content' | 'startDate' | 'endDate';
export type AnnouncementErrors = Partial<Record<AnnouncementField, string>>;

/** The fields in the order of the dialog (the first invalid one gets the focus). */
export const ANNOUNCEMENT_FIELDS: readonly AnnouncementField[] = ['title', 'startDate', 'endDate', 'content'];

/**
 * The checks of spec section 5 and docs/api/content.md, in the server's order: title and content required,
 * title at most 255 characters, both dates required and real, a new or changed day not before today (the
 * stored days of a running announcement may lie in the past), start not after end (the same day is fine).
 */
export function validateAnnouncement(
  values: AnnouncementInput,
  today: string,
  stored?: Pick<AnnouncementInput, 'startDate' | 'endDate'>,
): AnnouncementErrors {
  const errors: AnnouncementErrors = {};
  const title = values.title.trim();
  if (title === '') errors.title = CONTENT_TEXTS.TITLE_REQUIRED;
  else if (title.length > ANNOUNCEMENT_TITLE_MAX_LENGTH) errors.title = CONTENT_TEXTS.TITLE_TOO_LONG;
  if (isEmptyRichText(values.content)) errors.content = CONTENT_TEXTS.CONTENT_REQUIRED;

  if (values.startDate === '') errors.startDate = CONTENT_TEXTS.START_DATE_REQUIRED;
  else if (!isCalendarDay(values.startDate)) errors.startDate = CONTENT_TEXTS.INVALID_START_DATE;
  else if (values.startDate !== stored?.startDate && values.startDate < today)
    errors.startDate = CONTENT_TEXTS.START_DATE_IN_PAST;

  if (values.endDate === '') errors.endDate = CONTENT_TEXTS.END_DATE_REQUIRED;
  else if (!isCalendarDay(values.endDate)) errors.endDate = CONTENT_TEXTS.INVALID_END_DATE;
  else if (values.endDate !== stored?.endDate && values.endDate < today)
    errors.endDate = CONTENT_TEXTS.END_DATE_IN_PAST;

  if (errors.startDate === undefined && errors.endDate === undefined && values.startDate > values.endDate)
    errors.startDate = CONTENT_TEXTS.START_AFTER_END;
  return errors;
}

const FIELD_OF_CODE: Readonly<Record<string, AnnouncementField>> = {
  ANNOUNCEMENT_TITLE_REQUIRED: 'title',
  ANNOUNCEMENT_TITLE_TOO_LONG: 'title',
  ANNOUNCEMENT_CONTENT_REQUIRED: 'content',
  START_DATE_REQUIRED: 'startDate',
  INVALID_START_DATE: 'startDate',
  START_DATE_IN_PAST: 'startDate',
  ANNOUNCEMENT_START_AFTER_END: 'startDate',
  END_DATE_REQUIRED: 'endDate',
  INVALID_END_DATE: 'endDate',
  END_DATE_IN_PAST: 'endDate',
};

/** The field a server error belongs to (docs/api/content.md error codes); undefined: the form's own. */
export function announcementFieldOf(errorCode: string | undefined): AnnouncementField | undefined {
  return errorCode !== undefined && Object.hasOwn(FIELD_OF_CODE, errorCode)
    ? FIELD_OF_CODE[errorCode]
    : undefined;
}

/**
 * The New Announcement and Edit Announcement dialog: values, the errors under the fields after a submit
 * (a field's error clears when it changes), and the save. Nothing is sent while a check fails; a refusal
 * of the server shows under its field, or above the form.
 */
export class AnnouncementForm {
  values: AnnouncementInput;
  errors: AnnouncementErrors = {};
  formError: string | undefined = undefined;
  busy = false;
  readonly announcement: AnnouncementView | undefined;
  readonly #today: () => string;

  constructor(announcement?: AnnouncementView, today: () => string = () => localDay(new Date())) {
    this.announcement = announcement;
    this.#today = today;
    this.values =
      announcement === undefined
        ? { title: '', content: '', startDate: today(), endDate: '' }
        : {
            title: announcement.title,
            content: announcement.content,
            startDate: announcement.startDate,
            endDate: announcement.endDate,
          };
    makeAutoObservable(this, { announcement: false }, { autoBind: true });
  }

  get editing(): boolean {
    return this.announcement !== undefined;
  }

  /** The first day the date pickers offer. */
  get minDay(): string {
    return this.#today();
  }

  get hasErrors(): boolean {
    return Object.values(this.errors).some((error) => error !== undefined);
  }

  get firstInvalidField(): AnnouncementField | undefined {
    return ANNOUNCEMENT_FIELDS.find((field) => this.errors[field] !== undefined);
  }

  set(field: AnnouncementField, value: string): void {
    this.values = { ...this.values, [field]: value };
    if (this.errors[field] !== undefined) this.errors = { ...this.errors, [field]: undefined };
    this.formError = undefined;
  }

  validate(): boolean {
    this.errors = validateAnnouncement(this.values, this.#today(), this.announcement);
    return !this.hasErrors;
  }

  /** Checks, then saves the trimmed title with the content and days. */
  async submit(save: (input: AnnouncementInput) => Promise<unknown>): Promise<FormOutcome> {
    if (this.busy) return 'failed';
    this.formError = undefined;
    if (!this.validate()) return 'invalid';
    this.busy = true;
    try {
      await save({ ...this.values, title: this.values.title.trim() });
      return 'saved';
    } catch (error) {
      this.refused(error);
      return 'failed';
    } finally {
      this.setBusy(false);
    }
  }

  private refused(error: unknown): void {
    const field = announcementFieldOf(errorCodeOf(error));
    if (field === undefined) this.formError = errorTextOf(error);
    else this.errors = { ...this.errors, [field]: errorTextOf(error) };
  }

  private setBusy(busy: boolean): void {
    this.busy = busy;
  }
}
