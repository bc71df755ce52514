import { Command } from '@nestjs/cqrs';

export class DeleteConversation extends Command<void> {
  constructor(
    readonly tenantId: string,
    readonly userId: string,
    readonly conversationId: string,
  ) {
    super();
  }
}
