import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { VisitLog } from '../../application/ports/visit-log.js';
import { LucaVisit } from './luca-visit.js';

@Injectable()
export class MikroOrmVisitLog extends VisitLog {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async firstOfSession(visit: {
    sessionId: string;
    tenantId: string;
    userId: string;
    at: Date;
  }): Promise<boolean> {
    // One row per session: with several API processes the insert decides which call was first.
    const rows = await this.em.execute<unknown[]>(
      `insert into luca.visit (session_id, tenant_id, user_id, at) values (?, ?, ?, ?)
       on conflict (session_id) do nothing returning session_id`,
      [visit.sessionId, visit.tenantId, visit.userId, visit.at],
    );
    return rows.length > 0;
  }

  async forget(tenantId: string, userIds: readonly string[]): Promise<void> {
    if (userIds.length === 0) return;
    await this.em.fork().nativeDelete(LucaVisit, { tenantId, userId: { $in: [...userIds] } });
  }
}
