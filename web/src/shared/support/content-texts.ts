import { message } from '../messages';

/**
 * The texts of the content screens: the server's messages for the same rules (docs/api/content.md), so a
 * check made here and one made by the server read alike; the spec's own texts where it gives them.
 */
export const CONTENT_TEXTS = {
  // Announcements (spec section 5; docs/api/content.md "Validation").
  TITLE_REQUIRED: 'Title is required.',
  TITLE_TOO_LONG: 'Title can have at most 255 characters.',
  CONTENT_REQUIRED: 'Content is required.',
  START_DATE_REQUIRED: message('START_DATE_REQUIRED'),
  END_DATE_REQUIRED: message('END_DATE_REQUIRED'),
  INVALID_START_DATE: 'Start Date is not a valid date.',
  INVALID_END_DATE: 'End Date is not a valid date.',
  START_DATE_IN_PAST: message('START_DATE_IN_PAST'),
  END_DATE_IN_PAST: message('END_DATE_IN_PAST'),
  START_AFTER_END: 'Start Date cannot be after End Date.',

  // Terms and conditions.
  TERMS_CONTENT_REQUIRED: 'Terms and conditions content is required.',

  // Settings.
  VALUE_REQUIRED: 'Value is required.',
  VALUE_NOT_NUMERIC: 'Value must be a number.',
  VALUE_TOO_LONG: 'The value is too long.',
  VALUE_INVALID: 'This value is not valid for this setting.',
  DESCRIPTION_TOO_LONG: 'Description can have at most 1000 characters.',

  // Popup texts.
  POPUP_TITLE_REQUIRED: 'Popup title is required.',
  POPUP_TITLE_TOO_LONG: 'Popup title can have at most 255 characters.',
  POPUP_TEXT_REQUIRED: 'Popup text is required.',
  POPUP_TEXT_TOO_LONG: 'Popup text can have at most 2000 characters.',

  // Support tickets (spec section 5).
  TICKET_TITLE_REQUIRED: message('TICKET_TITLE_REQUIRED'),
  TICKET_BODY_REQUIRED: message('TICKET_BODY_REQUIRED'),
  TICKET_REQUIRED: message('TICKET_TITLE_AND_BODY_REQUIRED'),
  TICKET_TITLE_TOO_LONG: 'Ticket Title can have at most 100 characters.',
  TICKET_BODY_TOO_LONG: 'Ticket Body can have at most 500 characters.',
  TICKET_SENT: 'Your ticket has been sent. Our support team will get back to you by email.',

  // Dataset test connection (spec section 8).
  DATASET_CONNECTION_FAILED: message('DATASET_CONNECTION_FAILED'),
  DATASET_CONNECTION_SUCCEEDED: message('DATASET_CONNECTION_SUCCEEDED'),
} as const;

/** Announcement title at most 255 characters; the grid previews 60 characters of the content (spec section 9). */
export const ANNOUNCEMENT_TITLE_MAX_LENGTH = 255;
export const ANNOUNCEMENT_PREVIEW_LENGTH = 60;
/** Ticket title at most 100 characters, body at most 500 (spec section 9). */
export const TICKET_TITLE_MAX_LENGTH = 100;
export const TICKET_BODY_MAX_LENGTH = 500;
/** Setting values: 20000 characters of rich text, 2000 of anything else; descriptions 1000. */
export const SETTING_TEXT_MAX_LENGTH = 20_000;
export const SETTING_VALUE_MAX_LENGTH = 2_000;
export const SETTING_DESCRIPTION_MAX_LENGTH = 1_000;
export const POPUP_TITLE_MAX_LENGTH = 255;
export const POPUP_TEXT_MAX_LENGTH = 2_000;
