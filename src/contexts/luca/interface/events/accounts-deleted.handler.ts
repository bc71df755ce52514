import { Logger } from '@nestjs/common';
import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { AccountsDeleted } from '../../../identity/index.js';
import { ConversationRepository } from '../../domain/conversation.repository.js';
import { VisitLog } from '../../application/ports/visit-log.js';

/** A deleted person's conversations and visits go with them. */
@EventsHandler(AccountsDeleted)
export class ForgetDeletedLucaUsersHandler implements IEventHandler<AccountsDeleted> {
  private readonly logger = new Logger(ForgetDeletedLucaUsersHandler.name);

  constructor(
    private readonly conversations: ConversationRepository,
    private readonly visits: VisitLog,
  ) {}

  async handle({ tenantId, userIds }: AccountsDeleted): Promise<void> {
    try {
      await this.conversations.forget(tenantId, userIds);
      await this.visits.forget(tenantId, userIds);
    } catch (error) {
      this.logger.error(
        `Could not remove the Luca data of ${userIds.length} deleted account(s): ${String(error)}`,
      );
    }
  }
}
