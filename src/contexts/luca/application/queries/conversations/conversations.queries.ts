import { Query } from '@nestjs/cqrs';
import type { Conversation } from '../../../domain/conversation.js';
import type { Turn } from '../../../domain/turn.js';

/** The caller's conversations, most recently used first. */
export class ListConversations extends Query<Conversation[]> {
  constructor(
    readonly tenantId: string,
    readonly userId: string,
  ) {
    super();
  }
}

/** One of the caller's conversations with its turns (LUCA_CONVERSATION_NOT_FOUND for anybody else's). */
export class GetConversation extends Query<{ conversation: Conversation; turns: Turn[] }> {
  constructor(
    readonly tenantId: string,
    readonly userId: string,
    readonly conversationId: string,
  ) {
    super();
  }
}
