import { makeAutoObservable } from 'mobx';

import type { PopupTextInput, PopupTextView } from '../../../api/content-api';
import { errorCodeOf, errorTextOf } from '../../../api/error-text';
import {
  CONTENT_TEXTS,
  POPUP_TEXT_MAX_LENGTH,
  POPUP_TITLE_MAX_LENGTH,
} from '../../../shared/support/content-texts';
import type { FormOutcome } from '../../../shared/validation';

export type PopupTextField = 'title' | 'text';
export type PopupTextErrors = Partial<Record<PopupTextField, string>>;

/** Title required, at most 255 characters; text required, at most 2000 (docs/api/content.md). */
export function validatePopupText(title: string, text: string): PopupTextErrors {
  const errors: PopupTextErrors = {};
  if (title.trim() === '') errors.title = CONTENT_TEXTS.POPUP_TITLE_REQUIRED;
  else if (title.trim().length > POPUP_TITLE_MAX_LENGTH) errors.title = CONTENT_TEXTS.POPUP_TITLE_TOO_LONG;
  if (text.trim() === '') errors.text = CONTENT_TEXTS.POPUP_TEXT_REQUIRED;
  else if (text.trim().length > POPUP_TEXT_MAX_LENGTH) errors.text = CONTENT_TEXTS.POPUP_TEXT_TOO_LONG;
  return errors;
}

/** The edit dialog of one dashboard info popup: its title and plain text. */
export class PopupTextForm {
  title: string;
  text: string;
  errors: PopupTextErrors = {};
  formError: string | undefined = undefined;
  busy = false;
  readonly popup: PopupTextView;

  constructor(popup: PopupTextView) {
    this.popup = popup;
    this.title = popup.title;
    this.text = popup.text;
    makeAutoObservable(this, { popup: false }, { autoBind: true });
  }

  set(field: PopupTextField, value: string): void {
    this[field] = value;
    this.errors = { ...this.errors, [field]: undefined };
    this.formError = undefined;
  }

  async submit(save: (input: PopupTextInput) => Promise<unknown>): Promise<FormOutcome> {
    if (this.busy) return 'failed';
    this.formError = undefined;
    this.errors = validatePopupText(this.title, this.text);
    if (this.errors.title !== undefined || this.errors.text !== undefined) return 'invalid';
    this.busy = true;
    try {
      await save({ id: this.popup.id, title: this.title.trim(), text: this.text.trim() });
      return 'saved';
    } catch (error) {
      this.refused(error);
      return 'failed';
    } finally {
      this.setBusy(false);
    }
  }

  private refused(error: unknown): void {
    const code = errorCodeOf(error);
    if (code === 'POPUP_TITLE_REQUIRED' || code === 'POPUP_TITLE_TOO_LONG')
      this.errors = { ...this.errors, title: errorTextOf(error) };
    else if (code === 'POPUP_TEXT_REQUIRED' || code === 'POPUP_TEXT_TOO_LONG')
      this.errors = { ...this.errors, text: errorTextOf(error) };
    else this.formError = errorTextOf(error);
  }

  private setBusy(busy: boolean): void {
    this.busy = busy;
  }
}
