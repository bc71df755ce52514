import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { PopupText } from '../../domain/popup-text.js';

@Injectable()
export class MikroOrmPopupTextRepository {
  constructor(private readonly em: EntityManager) {}

  all(): Promise<PopupText[]> {
    return this.em.find(PopupText, {}, { orderBy: { id: 'asc' } });
  }

  byId(id: string): Promise<PopupText | null> {
    return this.em.findOne(PopupText, { id });
  }

  /**
   * Insert or update in one statement: two first edits of a default popup text at once both find no row,
   * and both inserts would collide on the key (a 500, found by the generated requests).
   */
  async save(text: PopupText): Promise<void> {
    await this.em.upsert(PopupText, {
      id: text.id,
      title: text.title,
      text: text.text,
      updated: text.updated,
    });
  }
}
