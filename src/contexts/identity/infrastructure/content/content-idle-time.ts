import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { GetSettingValue, SETTING_KEYS } from '../../../content/index.js';
import { IdleTime } from '../../application/ports/idle-time.js';

export const DEFAULT_IDLE_SECONDS = 43_200;
const CACHE_MS = 60_000;

/** The idleTime setting of the content context, read at most once a minute. */
@Injectable()
export class ContentIdleTime extends IdleTime {
  private cached: { seconds: number; at: number } | undefined;

  constructor(private readonly queries: QueryBus) {
    super();
  }

  async seconds(): Promise<number> {
    const now = Date.now();
    if (this.cached && now - this.cached.at < CACHE_MS) return this.cached.seconds;
    const raw = await this.queries.execute(
      new GetSettingValue(SETTING_KEYS.idleTime, String(DEFAULT_IDLE_SECONDS)),
    );
    const value = Number(raw);
    const seconds = Number.isFinite(value) && value > 0 ? value : DEFAULT_IDLE_SECONDS;
    this.cached = { seconds, at: now };
    return seconds;
  }
}
