import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { MikroOrmAnnouncementRepository } from '../../../infrastructure/persistence/mikro-orm-announcement.repository.js';
import { ForgetAcknowledgements } from './forget-acknowledgements.command.js';

@CommandHandler(ForgetAcknowledgements)
export class ForgetAcknowledgementsHandler implements ICommandHandler<ForgetAcknowledgements> {
  constructor(private readonly announcements: MikroOrmAnnouncementRepository) {}

  async execute({ userIds }: ForgetAcknowledgements): Promise<void> {
    await this.announcements.forgetAcknowledgementsOf(userIds);
  }
}
