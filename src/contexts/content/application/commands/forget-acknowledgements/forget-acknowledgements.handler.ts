import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AnnouncementRepository } from '../../../domain/announcement.repository.js';
import { ForgetAcknowledgements } from './forget-acknowledgements.command.js';

@CommandHandler(ForgetAcknowledgements)
export class ForgetAcknowledgementsHandler implements ICommandHandler<ForgetAcknowledgements> {
  constructor(private readonly announcements: AnnouncementRepository) {}

  async execute({ userIds }: ForgetAcknowledgements): Promise<void> {
    await this.announcements.forgetAcknowledgementsOf(userIds);
  }
}
