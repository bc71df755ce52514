import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Conversation } from '../../../domain/conversation.js';
import { ConversationRepository } from '../../../domain/conversation.repository.js';
import { LucaError } from '../../../domain/luca-error.js';
import type { Turn } from '../../../domain/turn.js';
import { GetConversation, ListConversations } from './conversations.queries.js';

@QueryHandler(ListConversations)
export class ListConversationsHandler implements IQueryHandler<ListConversations> {
  constructor(private readonly conversations: ConversationRepository) {}

  execute({ tenantId, userId }: ListConversations): Promise<Conversation[]> {
    return this.conversations.ofUser(tenantId, userId);
  }
}

@QueryHandler(GetConversation)
export class GetConversationHandler implements IQueryHandler<GetConversation> {
  constructor(private readonly conversations: ConversationRepository) {}

  async execute({ tenantId, userId, conversationId }: GetConversation): Promise<{
    conversation: Conversation;
    turns: Turn[];
  }> {
    const conversation = await this.conversations.byId(tenantId, userId, conversationId);
    if (!conversation) throw new LucaError('LUCA_CONVERSATION_NOT_FOUND');
    return { conversation, turns: await this.conversations.turnsOf(conversation) };
  }
}
