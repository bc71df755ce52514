import { Logger } from '@nestjs/common';
import { CommandBus, EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { AccountsDeleted } from '../../../identity/index.js';
import { ForgetAcknowledgements } from '../../application/commands/forget-acknowledgements/forget-acknowledgements.command.js';

/** A deleted person's announcement acknowledgements go with them. */
@EventsHandler(AccountsDeleted)
export class ForgetDeletedReadersHandler implements IEventHandler<AccountsDeleted> {
  private readonly logger = new Logger(ForgetDeletedReadersHandler.name);

  constructor(private readonly commands: CommandBus) {}

  async handle({ userIds }: AccountsDeleted): Promise<void> {
    try {
      await this.commands.execute(new ForgetAcknowledgements(userIds));
    } catch (error) {
      this.logger.error(
        `Could not remove the announcement acknowledgements of ${userIds.length} deleted account(s): ${String(error)}`,
      );
    }
  }
}
