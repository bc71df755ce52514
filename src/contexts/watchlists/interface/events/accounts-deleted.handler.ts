import { Logger } from '@nestjs/common';
import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { AccountsDeleted } from '../../../identity/index.js';
import { MikroOrmUserWatchDataRepository } from '../../infrastructure/persistence/mikro-orm-user-watch-data.repository.js';

/** A deleted person's watchlists, saved filters and alert settings go with them. */
@EventsHandler(AccountsDeleted)
export class ForgetDeletedAccountsHandler implements IEventHandler<AccountsDeleted> {
  private readonly logger = new Logger(ForgetDeletedAccountsHandler.name);

  constructor(private readonly data: MikroOrmUserWatchDataRepository) {}

  async handle({ tenantId, userIds }: AccountsDeleted): Promise<void> {
    try {
      await this.data.forget(tenantId, userIds);
    } catch (error) {
      this.logger.error(
        `Could not remove the watch data of ${userIds.length} deleted account(s): ${String(error)}`,
      );
    }
  }
}
