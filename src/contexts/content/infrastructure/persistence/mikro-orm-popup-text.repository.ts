import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { PopupText } from '../../domain/popup-text.js';
import { PopupTextRepository } from '../../domain/popup-text.repository.js';

@Injectable()
export class MikroOrmPopupTextRepository extends PopupTextRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  all(): Promise<PopupText[]> {
    return this.em.find(PopupText, {}, { orderBy: { id: 'asc' } });
  }

  byId(id: string): Promise<PopupText | null> {
    return this.em.findOne(PopupText, { id });
  }

  async save(text: PopupText): Promise<void> {
    await this.em.persist(text).flush();
  }
}
