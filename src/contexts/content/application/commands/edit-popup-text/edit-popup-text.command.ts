import { Command } from '@nestjs/cqrs';
import type { PopupTextEntry } from '../../queries/popup-texts/popup-texts.query.js';

/** An administrator's wording of a dashboard info popup; the title defaults to the current one. */
export class EditPopupText extends Command<PopupTextEntry> {
  constructor(
    readonly id: string,
    readonly text: string | undefined,
    readonly title?: string,
  ) {
    super();
  }
}
