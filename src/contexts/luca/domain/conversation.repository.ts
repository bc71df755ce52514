import type { Conversation } from './conversation.js';
import type { Turn } from './turn.js';

/** A user's conversations: every read is scoped by the caller's tenant and user, never by an id alone. */
export abstract class ConversationRepository {
  /** The user's conversations, most recently used first. */
  abstract ofUser(tenantId: string, userId: string): Promise<Conversation[]>;
  abstract byId(tenantId: string, userId: string, id: string): Promise<Conversation | null>;
  /** The conversation's turns, oldest first. */
  abstract turnsOf(conversation: Conversation): Promise<Turn[]>;
  /** The latest `count` turns, oldest first (follow-up questions about "it", a language model's context). */
  abstract recentTurnsOf(conversation: Conversation, count: number): Promise<Turn[]>;
  abstract save(conversation: Conversation): Promise<void>;
  /**
   * Adds the turn the conversation has just taken (Conversation.ask) in one transaction with the
   * conversation's counter and title. The position is taken there, so two questions sent at once get
   * two positions; LUCA_CONVERSATION_FULL when it filled meanwhile, LUCA_CONVERSATION_NOT_FOUND when deleted.
   */
  abstract addTurn(conversation: Conversation, turn: Turn): Promise<void>;
  /** Removes the conversation and its turns. */
  abstract delete(conversation: Conversation): Promise<void>;
  /** Everything of these deleted users. */
  abstract forget(tenantId: string, userIds: readonly string[]): Promise<void>;
}
