import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../../shared/domain/clock.js';
import type { Conversation } from '../../../domain/conversation.js';
import { ConversationRepository } from '../../../domain/conversation.repository.js';
import { LucaError } from '../../../domain/luca-error.js';
import { RenameConversation } from './rename-conversation.command.js';

@CommandHandler(RenameConversation)
export class RenameConversationHandler implements ICommandHandler<RenameConversation> {
  constructor(
    private readonly conversations: ConversationRepository,
    private readonly clock: Clock,
  ) {}

  async execute({ tenantId, userId, conversationId, title }: RenameConversation): Promise<Conversation> {
    const conversation = await this.conversations.byId(tenantId, userId, conversationId);
    if (!conversation) throw new LucaError('LUCA_CONVERSATION_NOT_FOUND');
    conversation.rename(title, this.clock.now());
    await this.conversations.save(conversation);
    return conversation;
  }
}
