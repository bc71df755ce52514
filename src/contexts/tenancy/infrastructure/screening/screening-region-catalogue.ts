import { Injectable } from '@nestjs/common';
import { EXCHANGE_COUNTRIES } from '../../../screening/reference.js';
import { RegionCatalogue, type RegionName } from '../../application/ports/region-catalogue.js';

/** The exchange countries of the screening reference data. */
@Injectable()
export class ScreeningRegionCatalogue extends RegionCatalogue {
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
