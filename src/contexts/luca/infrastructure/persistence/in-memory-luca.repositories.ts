import { Conversation, MAX_TURNS } from '../../domain/conversation.js';
import { ConversationRepository } from '../../domain/conversation.repository.js';
import { LucaError } from '../../domain/luca-error.js';
import { Turn } from '../../domain/turn.js';
import { VisitLog } from '../../application/ports/visit-log.js';

/** Conversations in memory (unit tests). */
export class InMemoryConversationRepository extends ConversationRepository {
  readonly conversations = new Map<string, Conversation>();
  readonly turns: Turn[] = [];

  ofUser(tenantId: string, userId: string): Promise<Conversation[]> {
    return Promise.resolve(
      [...this.conversations.values()]
        .filter((each) => each.tenantId === tenantId && each.userId === userId)
        .sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime()),
    );
  }

  byId(tenantId: string, userId: string, id: string): Promise<Conversation | null> {
    const found = this.conversations.get(id);
    return Promise.resolve(found && found.tenantId === tenantId && found.userId === userId ? found : null);
  }

  turnsOf(conversation: Conversation): Promise<Turn[]> {
    return Promise.resolve(
      this.turns
        .filter((turn) => turn.conversationId === conversation.id)
        .sort((a, b) => a.position - b.position),
    );
  }

  async recentTurnsOf(conversation: Conversation, count: number): Promise<Turn[]> {
    return (await this.turnsOf(conversation)).slice(-count);
  }

  save(conversation: Conversation): Promise<void> {
    this.conversations.set(conversation.id, conversation);
    return Promise.resolve();
  }

  addTurn(conversation: Conversation, turn: Turn): Promise<void> {
    if (!this.conversations.has(conversation.id)) throw new LucaError('LUCA_CONVERSATION_NOT_FOUND');
    const taken = this.turns.filter((each) => each.conversationId === conversation.id).length;
    if (taken >= MAX_TURNS) throw new LucaError('LUCA_CONVERSATION_FULL');
    turn.position = taken;
    conversation.turns = taken + 1;
    this.turns.push(turn);
    this.conversations.set(conversation.id, conversation);
    return Promise.resolve();
  }

  delete(conversation: Conversation): Promise<void> {
    this.conversations.delete(conversation.id);
    this.turns.splice(
      0,
      this.turns.length,
      ...this.turns.filter((turn) => turn.conversationId !== conversation.id),
    );
    return Promise.resolve();
  }

  async forget(tenantId: string, userIds: readonly string[]): Promise<void> {
    for (const conversation of [...this.conversations.values()])
      if (conversation.tenantId === tenantId && userIds.includes(conversation.userId))
        await this.delete(conversation);
  }
}

export class InMemoryVisitLog extends VisitLog {
  readonly sessions = new Set<string>();

  firstOfSession(visit: { sessionId: string }): Promise<boolean> {
    if (this.sessions.has(visit.sessionId)) return Promise.resolve(false);
    this.sessions.add(visit.sessionId);
    return Promise.resolve(true);
  }

  forget(): Promise<void> {
    return Promise.resolve();
  }
}
