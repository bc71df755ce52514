import { POPUP_TEXTS } from '../../../screening/index.js';
import { PopupDefaults, type DefaultPopupText } from '../../application/ports/popup-defaults.js';

/** Screening's wording of the dashboard's info popups, served until an administrator edits one. */
export class ScreeningPopupDefaults extends PopupDefaults {
  private readonly texts: readonly DefaultPopupText[] = POPUP_TEXTS.map(({ id, title, text }) => ({
    id,
    title,
    text,
  }));

  all(): readonly DefaultPopupText[] {
    return this.texts;
  }
}
