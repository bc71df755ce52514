import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Conversation, MAX_TURNS } from '../../domain/conversation.js';
import { ConversationRepository } from '../../domain/conversation.repository.js';
import { LucaError } from '../../domain/luca-error.js';
import { Turn } from '../../domain/turn.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

@Injectable()
export class MikroOrmConversationRepository extends ConversationRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  ofUser(tenantId: string, userId: string): Promise<Conversation[]> {
    return this.em.find(Conversation, { tenantId, userId }, { orderBy: { updatedAt: 'desc', id: 'asc' } });
  }

  byId(tenantId: string, userId: string, id: string): Promise<Conversation | null> {
    if (!UUID.test(id)) return Promise.resolve(null);
    return this.em.findOne(Conversation, { id, tenantId, userId });
  }

  turnsOf(conversation: Conversation): Promise<Turn[]> {
    return this.em.find(Turn, { conversationId: conversation.id }, { orderBy: { position: 'asc' } });
  }

  async recentTurnsOf(conversation: Conversation, count: number): Promise<Turn[]> {
    const latest = await this.em.find(
      Turn,
      { conversationId: conversation.id },
      { orderBy: { position: 'desc' }, limit: count },
    );
    return latest.reverse();
  }

  async save(conversation: Conversation): Promise<void> {
    await this.em.persist(conversation).flush();
  }

  async addTurn(conversation: Conversation, turn: Turn): Promise<void> {
    const taken = await this.em.transactional(
      async (em) => {
        // The counter is taken under the row's lock: concurrent questions get consecutive positions.
        const rows = await em.execute<Array<{ turns: number }>>(
          `update luca.conversation
            set turns = turns + 1, updated_at = ?,
                title = case when titled or turns > 0 then title else ? end
          where id = ? and tenant_id = ? and user_id = ? and turns < ?
          returning turns`,
          [
            turn.askedAt,
            conversation.title,
            conversation.id,
            conversation.tenantId,
            conversation.userId,
            MAX_TURNS,
          ],
        );
        const row = rows[0];
        if (!row) {
          const exists = await em.execute<unknown[]>('select 1 from luca.conversation where id = ?', [
            conversation.id,
          ]);
          throw new LucaError(exists.length > 0 ? 'LUCA_CONVERSATION_FULL' : 'LUCA_CONVERSATION_NOT_FOUND');
        }
        const position = row.turns - 1;
        await em.execute(
          'insert into luca.turn (id, conversation_id, position, question, answer, asked_at) values (?, ?, ?, ?, ?::jsonb, ?)',
          [turn.id, turn.conversationId, position, turn.question, JSON.stringify(turn.answer), turn.askedAt],
        );
        return row.turns;
        // A clear fork: the caller's conversation, already counted in memory by ask(), must not be flushed
        // here, or its stale count would overwrite the one just taken and the next question reuse a position.
      },
      { clear: true },
    );
    turn.position = taken - 1;
    // The entity now holds what the row holds.
    conversation.turns = taken;
    conversation.updatedAt = turn.askedAt;
  }

  async delete(conversation: Conversation): Promise<void> {
    await this.em.transactional(async (em) => {
      await em.nativeDelete(Turn, { conversationId: conversation.id });
      await em.nativeDelete(Conversation, { id: conversation.id, tenantId: conversation.tenantId });
    });
  }

  async forget(tenantId: string, userIds: readonly string[]): Promise<void> {
    if (userIds.length === 0) return;
    await this.em.fork().transactional(async (em) => {
      // One placeholder per id: the driver expands an array parameter into a list, not a PostgreSQL array.
      const placeholders = userIds.map(() => '?').join(', ');
      await em.execute(
        `delete from luca.turn where conversation_id in
           (select id from luca.conversation where tenant_id = ? and user_id in (${placeholders}))`,
        [tenantId, ...userIds],
      );
      await em.nativeDelete(Conversation, { tenantId, userId: { $in: [...userIds] } });
    });
  }
}
