/** The default wording of the dashboard's info popups (screening's, answered by infrastructure/screening, ADR 8). */
export interface DefaultPopupText {
  id: string;
  title: string;
  text: string;
}

export abstract class PopupDefaults {
  /** Every popup the dashboard shows, in the dashboard's order. */
  abstract all(): readonly DefaultPopupText[];
}
