import { Command } from '@nestjs/cqrs';
import type { Conversation } from '../../../domain/conversation.js';

export class RenameConversation extends Command<Conversation> {
  constructor(
    readonly tenantId: string,
    readonly userId: string,
    readonly conversationId: string,
    readonly title: string,
  ) {
    super();
  }
}
