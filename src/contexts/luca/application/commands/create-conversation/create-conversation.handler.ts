import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../../shared/domain/clock.js';
import { Conversation } from '../../../domain/conversation.js';
import { ConversationRepository } from '../../../domain/conversation.repository.js';
import { CreateConversation } from './create-conversation.command.js';

@CommandHandler(CreateConversation)
export class CreateConversationHandler implements ICommandHandler<CreateConversation> {
  constructor(
    private readonly conversations: ConversationRepository,
    private readonly clock: Clock,
  ) {}

  async execute({ tenantId, userId, title }: CreateConversation): Promise<Conversation> {
    const conversation = new Conversation({
      id: randomUUID(),
      tenantId,
      userId,
      title,
      createdAt: this.clock.now(),
    });
    await this.conversations.save(conversation);
    return conversation;
  }
}
