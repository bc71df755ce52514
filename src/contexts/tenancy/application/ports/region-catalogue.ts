/** An exchange country a tenant can subscribe to (the spec's Region). */
export interface RegionName {
  exchange_countryID: number;
  exchange_country: string;
}

/** The exchange countries of the risk dataset, answered by the screening context (wired in src/app). */
export abstract class RegionCatalogue {
  abstract all(): RegionName[];
}
