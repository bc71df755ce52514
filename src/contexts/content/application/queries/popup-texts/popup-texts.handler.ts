import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { MikroOrmPopupTextRepository } from '../../../infrastructure/persistence/mikro-orm-popup-text.repository.js';
import { ScreeningPopupDefaults } from '../../../infrastructure/screening/screening-popup-defaults.js';
import { ListPopupTexts, type PopupTextEntry } from './popup-texts.query.js';

@QueryHandler(ListPopupTexts)
export class ListPopupTextsHandler implements IQueryHandler<ListPopupTexts> {
  constructor(
    private readonly texts: MikroOrmPopupTextRepository,
    private readonly defaults: ScreeningPopupDefaults,
  ) {}

  async execute(): Promise<PopupTextEntry[]> {
    const entries = new Map<string, PopupTextEntry>(
      this.defaults.all().map(({ id, title, text }) => [id, { id, title, text, updated: null }]),
    );
    for (const { id, title, text, updated } of await this.texts.all())
      entries.set(id, { id, title, text, updated });
    return [...entries.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  }
}
