import { Injectable } from '@nestjs/common';
import { CATALOGUE } from '../domain/pricing/catalogue.config.js';
import { ContentGracePeriodSetting } from '../infrastructure/content/content-grace-period-setting.js';

/** How long the setting is reused: the subscription check runs on every dashboard request. */
export const GRACE_SETTING_TTL_MS = 5_000;

/** Days an OVERDUE subscription keeps access after the failed charge: setting subscriptionGracePeriodDays. */
@Injectable()
export class GracePeriod {
  private cached: { at: number; days: Promise<number> } | null = null;

  constructor(private readonly setting: ContentGracePeriodSetting) {}

  days(now = Date.now()): Promise<number> {
    if (this.cached && now - this.cached.at < GRACE_SETTING_TTL_MS) return this.cached.days;
    const days = this.read();
    this.cached = { at: now, days };
    days.catch(() => (this.cached = null));
    return days;
  }

  private async read(): Promise<number> {
    const fallback = CATALOGUE.gracePeriodDays;
    const value = await this.setting.value(String(fallback));
    const days = Number(value);
    return Number.isFinite(days) && days >= 0 ? days : fallback;
  }
}
