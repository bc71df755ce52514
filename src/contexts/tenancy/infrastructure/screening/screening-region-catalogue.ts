import { Injectable } from '@nestjs/common';
import { EXCHANGE_COUNTRIES } from '../../../screening/reference.js';

/** An exchange country a tenant can subscribe to (the spec's Region). */
export interface RegionName {
  exchange_countryID: number;
  exchange_country: string;
}

/** The exchange countries of the screening reference data. */
@Injectable()
export class ScreeningRegionCatalogue {
  private readonly regions: RegionName[] = EXCHANGE_COUNTRIES.map(
    ({ exchange_countryID, exchange_country }) => ({
      exchange_countryID,
      exchange_country,
    }),
  );

  all(): RegionName[] {
    return this.regions;
  }
}
