import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ConversationRepository } from '../../../domain/conversation.repository.js';
import { LucaError } from '../../../domain/luca-error.js';
import { DeleteConversation } from './delete-conversation.command.js';

@CommandHandler(DeleteConversation)
export class DeleteConversationHandler implements ICommandHandler<DeleteConversation> {
  constructor(private readonly conversations: ConversationRepository) {}

  async execute({ tenantId, userId, conversationId }: DeleteConversation): Promise<void> {
    const conversation = await this.conversations.byId(tenantId, userId, conversationId);
    if (!conversation) throw new LucaError('LUCA_CONVERSATION_NOT_FOUND');
    await this.conversations.delete(conversation);
  }
}
