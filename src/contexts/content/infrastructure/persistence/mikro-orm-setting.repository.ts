import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Setting } from '../../domain/setting.js';

@Injectable()
export class MikroOrmSettingRepository {
  constructor(private readonly em: EntityManager) {}

  byKey(key: string): Promise<Setting | null> {
    return this.em.findOne(Setting, { key });
  }

  all(): Promise<Setting[]> {
    return this.em.find(Setting, {}, { orderBy: { key: 'asc' } });
  }

  async save(setting: Setting): Promise<void> {
    await this.em.persist(setting).flush();
  }
}
