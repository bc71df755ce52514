import { Query } from '@nestjs/cqrs';

export interface PopupTextEntry {
  id: string;
  title: string;
  /** Plain text. */
  text: string;
  /** When an administrator last edited it; null for the default wording. */
  updated: Date | null;
}

/** Every dashboard info popup (pop_* ids) by id: an administrator's wording, else the default one. */
export class ListPopupTexts extends Query<PopupTextEntry[]> {}
