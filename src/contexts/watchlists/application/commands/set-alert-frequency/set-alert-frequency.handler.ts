import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../../shared/domain/clock.js';
import { AlertSetting } from '../../../domain/alert-setting.js';
import { AlertRepository } from '../../../domain/alert.repository.js';
import { SetAlertFrequency } from './set-alert-frequency.command.js';

@CommandHandler(SetAlertFrequency)
export class SetAlertFrequencyHandler implements ICommandHandler<SetAlertFrequency> {
  constructor(
    private readonly alerts: AlertRepository,
    private readonly clock: Clock,
  ) {}

  async execute({ tenantId, userId, frequency }: SetAlertFrequency): Promise<void> {
    const now = this.clock.now();
    const setting = (await this.alerts.settingOf(userId)) ?? new AlertSetting({ userId, tenantId, at: now });
    setting.choose(frequency, now);
    await this.alerts.saveSetting(setting);
  }
}
