import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { GetSettingValue, SETTING_KEYS } from '../../../content/index.js';

/** The grace period setting from content's settings. */
@Injectable()
export class ContentGracePeriodSetting {
  constructor(private readonly queries: QueryBus) {}

  value(fallback: string): Promise<string> {
    return this.queries.execute(new GetSettingValue(SETTING_KEYS.subscriptionGracePeriodDays, fallback));
  }
}
