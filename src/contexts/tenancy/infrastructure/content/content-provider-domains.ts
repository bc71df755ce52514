import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { GetSettingValue, SETTING_KEYS } from '../../../content/index.js';

export const DEFAULT_PROVIDER_DOMAINS = 'ledgerscope.test,ledgerscope.com';

/** The providerEmailDomains setting of the content context: comma-separated domains. */
@Injectable()
export class ContentProviderDomains {
  constructor(private readonly queries: QueryBus) {}

  async list(): Promise<string[]> {
    const raw = await this.queries.execute(
      new GetSettingValue(SETTING_KEYS.providerEmailDomains, DEFAULT_PROVIDER_DOMAINS),
    );
    return raw
      .split(/[,\s]+/)
      .map((domain) => domain.trim().toLowerCase().replace(/^@/, ''))
      .filter((domain) => domain.length > 0);
  }
}
