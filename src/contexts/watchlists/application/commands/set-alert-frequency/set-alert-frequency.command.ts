import { Command } from '@nestjs/cqrs';
import type { NotificationFrequency } from '../../../domain/alert-setting.js';

export class SetAlertFrequency extends Command<void> {
  constructor(
    readonly tenantId: string,
    readonly userId: string,
    readonly frequency: NotificationFrequency,
  ) {
    super();
  }
}
