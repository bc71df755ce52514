import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { ReadModelSql } from '../../../../shared/database/read-model-sql.js';
import type { Role } from '../../../../shared/domain/roles.js';
import { Session, type SessionEndReason } from '../../domain/session.js';
import { SessionRepository, type SessionWithAccount } from '../../domain/session.repository.js';

interface SessionAccountRow {
  id: string;
  user_id: string;
  created_at: Date | string;
  last_seen_at: Date | string;
  expires_at: Date | string;
  ended_at: Date | string | null;
  end_reason: string | null;
  tenant_id: string;
  email: string;
  role: Role;
  disabled: boolean;
  luca_accessible: boolean;
  terms_agreed_at: Date | string | null;
}

/**
 * The check of every authenticated request: one prepared statement on the primary, read as plain rows
 * (no entity hydration, no identity map, nothing for a later flush).
 */
const SESSION_WITH_ACCOUNT = `select s.id, s.user_id, s.created_at, s.last_seen_at, s.expires_at, s.ended_at,
  s.end_reason, a.tenant_id, a.email, a.role, a.disabled, a.luca_accessible, a.terms_agreed_at
from identity.session s join identity.user_account a on a.id = s.user_id
where s.id = $1`;

const date = (value: Date | string): Date => (value instanceof Date ? value : new Date(value));
const dateOrNull = (value: Date | string | null): Date | null => (value === null ? null : date(value));

@Injectable()
export class MikroOrmSessionRepository extends SessionRepository {
  constructor(
    private readonly em: EntityManager,
    private readonly sql: ReadModelSql,
  ) {
    super();
  }

  byId(id: string): Promise<Session | null> {
    return this.em.findOne(Session, { id });
  }

  async withAccount(id: string): Promise<SessionWithAccount | null> {
    const {
      rows: [row],
    } = await this.sql.prepared<SessionAccountRow>('identity.session-with-account', SESSION_WITH_ACCOUNT, [
      id,
    ]);
    if (!row) return null;
    return {
      session: Session.restore({
        id: row.id,
        userId: row.user_id,
        createdAt: date(row.created_at),
        lastSeenAt: date(row.last_seen_at),
        expiresAt: date(row.expires_at),
        endedAt: dateOrNull(row.ended_at),
        endReason: row.end_reason as SessionEndReason | null,
      }),
      account: {
        id: row.user_id,
        tenantId: row.tenant_id,
        email: row.email,
        role: row.role,
        disabled: row.disabled,
        lucaAccessible: row.luca_accessible,
        termsAgreedAt: dateOrNull(row.terms_agreed_at),
      },
    };
  }

  async markSeen(id: string, at: Date): Promise<void> {
    await this.em.execute('update identity.session set last_seen_at = ? where id = ?', [at, id], 'run');
  }

  async endOne(id: string, at: Date, reason: SessionEndReason): Promise<void> {
    await this.em.execute(
      'update identity.session set ended_at = ?, end_reason = ? where id = ? and ended_at is null',
      [at, reason, id],
      'run',
    );
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
