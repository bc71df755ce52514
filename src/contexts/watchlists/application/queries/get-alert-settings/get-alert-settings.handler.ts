import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DEFAULT_FREQUENCY } from '../../../domain/alert-setting.js';
import { AlertRepository } from '../../../domain/alert.repository.js';
import { GetAlertSettings, type AlertSettingsView } from './get-alert-settings.query.js';

@QueryHandler(GetAlertSettings)
export class GetAlertSettingsHandler implements IQueryHandler<GetAlertSettings> {
  constructor(private readonly alerts: AlertRepository) {}

  async execute({ userId }: GetAlertSettings): Promise<AlertSettingsView> {
    const setting = await this.alerts.settingOf(userId);
    return {
      frequency: setting?.frequency ?? DEFAULT_FREQUENCY,
      lastDigestAt: setting?.lastDigestAt ?? null,
    };
  }
}
