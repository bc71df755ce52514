/** The default wording of the dashboard's info popups (screening's, answered by the composition root, ADR 5). */
export interface DefaultPopupText {
  id: string;
  title: string;
  text: string;
}

export abstract class PopupDefaults {
  /** Every popup the dashboard shows, in the dashboard's order. */
  abstract all(): readonly DefaultPopupText[];
}
