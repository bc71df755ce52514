import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { GetSettingValue, SETTING_KEYS } from '../../../content/index.js';
import { GracePeriodSetting } from '../../application/ports/grace-period-setting.js';

/** The grace period setting from content's settings. */
@Injectable()
export class ContentGracePeriodSetting extends GracePeriodSetting {
  constructor(private readonly queries: QueryBus) {
    super();
  }

  value(fallback: string): Promise<string> {
    return this.queries.execute(new GetSettingValue(SETTING_KEYS.subscriptionGracePeriodDays, fallback));
  }
}
