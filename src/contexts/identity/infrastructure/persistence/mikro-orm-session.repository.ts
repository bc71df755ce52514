import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Session, type SessionEndReason } from '../../domain/session.js';
import { SessionRepository } from '../../domain/session.repository.js';

@Injectable()
export class MikroOrmSessionRepository extends SessionRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  byId(id: string): Promise<Session | null> {
    return this.em.findOne(Session, { id });
  }

  async add(session: Session): Promise<void> {
    await this.em.persist(session).flush();
  }

  async save(session: Session): Promise<void> {
    await this.em.persist(session).flush();
  }

  endAllOf(userId: string, at: Date, reason: SessionEndReason): Promise<number> {
    return this.em.nativeUpdate(Session, { userId, endedAt: null }, { endedAt: at, endReason: reason });
  }

  deleteFinishedBefore(before: Date): Promise<number> {
    return this.em.nativeDelete(Session, {
      $or: [{ endedAt: { $lt: before } }, { expiresAt: { $lt: before } }],
    });
  }
}
