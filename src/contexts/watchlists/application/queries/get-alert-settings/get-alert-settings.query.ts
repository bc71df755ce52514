import { Query } from '@nestjs/cqrs';
import type { NotificationFrequency } from '../../../domain/alert-setting.js';

export interface AlertSettingsView {
  frequency: NotificationFrequency;
  /** When the last digest went out; null before the first. */
  lastDigestAt: Date | null;
}

export class GetAlertSettings extends Query<AlertSettingsView> {
  constructor(readonly userId: string) {
    super();
  }
}
