import { POPUP_TEXTS } from '../../../screening/index.js';

/** The default wording of the dashboard's info popups (screening's, answered by infrastructure/screening, ADR 8). */
export interface DefaultPopupText {
  id: string;
  title: string;
  text: string;
}

/** Screening's wording of the dashboard's info popups, served until an administrator edits one. */
export class ScreeningPopupDefaults {
  private readonly texts: readonly DefaultPopupText[] = POPUP_TEXTS.map(({ id, title, text }) => ({
    id,
    title,
    text,
  }));

  all(): readonly DefaultPopupText[] {
    return this.texts;
  }
}
