import {
  CLUSTERS,
  EXCHANGE_COUNTRIES,
  INDUSTRY_GROUPS,
  RATINGS,
  SECTORS,
} from '../../screening/reference.js';
import {
  CLUSTER_ALIASES,
  EXCHANGE_ALIASES,
  INDUSTRY_GROUP_ALIASES,
  SECTOR_ALIASES,
  type Vocabulary,
} from '../domain/understanding/vocabulary.js';

/** Screening's exchange countries, sectors, industry groups, clusters and ratings with Luca's words for them. */
export const LUCA_VOCABULARY: Vocabulary = {
  exchanges: EXCHANGE_COUNTRIES.map((country) => ({
    id: country.exchange_countryID,
    name: country.exchange_country,
    aliases: EXCHANGE_ALIASES[country.exchange_country] ?? [],
  })),
  sectors: SECTORS.map((sector) => ({
    id: sector.sectorID,
    name: sector.sector_name,
    aliases: SECTOR_ALIASES[sector.sector_name] ?? [],
  })),
  industryGroups: INDUSTRY_GROUPS.map((group) => ({
    id: group.industry_groupID,
    name: group.industry_group,
    aliases: INDUSTRY_GROUP_ALIASES[group.industry_group] ?? [],
    sectorId: group.sectorID,
  })),
  clusters: CLUSTERS.map((cluster) => ({
    id: cluster.code,
    name: cluster.name,
    aliases: CLUSTER_ALIASES[cluster.code] ?? [],
  })),
  ratings: RATINGS,
};

/** How a question names an exchange country's companies: "Japanese", "US", else the country's name. */
export function adjectiveOf(exchangeCountry: string): string {
  const alias = (EXCHANGE_ALIASES[exchangeCountry] ?? []).find(
    (word) =>
      word.endsWith('an') ||
      word.endsWith('ese') ||
      word.endsWith('ish') ||
      word.endsWith('ch') ||
      word === word.toUpperCase(),
  );
  if (!alias) return exchangeCountry;
  return alias === alias.toUpperCase() ? alias : alias.charAt(0).toUpperCase() + alias.slice(1);
}
