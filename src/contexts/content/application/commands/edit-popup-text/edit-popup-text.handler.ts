import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../../shared/domain/clock.js';
import { ContentError } from '../../../domain/content-error.js';
import { PopupText } from '../../../domain/popup-text.js';
import { MikroOrmPopupTextRepository } from '../../../infrastructure/persistence/mikro-orm-popup-text.repository.js';
import { ScreeningPopupDefaults } from '../../../infrastructure/screening/screening-popup-defaults.js';
import type { PopupTextEntry } from '../../queries/popup-texts/popup-texts.query.js';
import { EditPopupText } from './edit-popup-text.command.js';

@CommandHandler(EditPopupText)
export class EditPopupTextHandler implements ICommandHandler<EditPopupText> {
  constructor(
    private readonly texts: MikroOrmPopupTextRepository,
    private readonly defaults: ScreeningPopupDefaults,
    private readonly clock: Clock,
  ) {}

  async execute({ id, text, title }: EditPopupText): Promise<PopupTextEntry> {
    const stored = await this.texts.byId(id);
    const fallback = this.defaults.all().find((popup) => popup.id === id);
    if (!stored && !fallback) throw new ContentError('POPUP_TEXT_NOT_FOUND');
    const edited = PopupText.edited(id, title ?? stored?.title ?? fallback?.title, text, this.clock.now());
    if (stored) {
      stored.title = edited.title;
      stored.text = edited.text;
      stored.updated = edited.updated;
      await this.texts.save(stored);
    } else {
      await this.texts.save(edited);
    }
    return { id, title: edited.title, text: edited.text, updated: edited.updated };
  }
}
