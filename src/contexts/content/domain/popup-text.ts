import { ContentError } from './content-error.js';

export const POPUP_TITLE_MAX = 255;
export const POPUP_TEXT_MAX = 2000;

/**
 * An administrator's wording of one of the dashboard's info popups (pop_* ids), plain text. Popups
 * nobody has edited are served with their default wording (the PopupDefaults port).
 */
export class PopupText {
  // Every field is set by the constructor, from an input that has each of them.
  id!: string;
  title!: string;
  text!: string;
  updated!: Date;

  constructor(input: Pick<PopupText, 'id' | 'title' | 'text' | 'updated'>) {
    Object.assign(this, input);
  }

  static edited(id: string, title: string | undefined, text: string | undefined, at: Date): PopupText {
    const checkedTitle = (title ?? '').trim();
    if (checkedTitle === '') throw new ContentError('POPUP_TITLE_REQUIRED');
    if ([...checkedTitle].length > POPUP_TITLE_MAX) throw new ContentError('POPUP_TITLE_TOO_LONG');
    const checkedText = (text ?? '').trim();
    if (checkedText === '') throw new ContentError('POPUP_TEXT_REQUIRED');
    if ([...checkedText].length > POPUP_TEXT_MAX) throw new ContentError('POPUP_TEXT_TOO_LONG');
    return new PopupText({ id, title: checkedTitle, text: checkedText, updated: at });
  }
}
