import { Command } from '@nestjs/cqrs';
import type { Conversation } from '../../../domain/conversation.js';

export class CreateConversation extends Command<Conversation> {
  constructor(
    readonly tenantId: string,
    readonly userId: string,
    readonly title: string | null,
  ) {
    super();
  }
}
