import type { EntitySchema } from '@mikro-orm/core';
import { billingEntities } from '../contexts/billing/index.js';
import { contentEntities } from '../contexts/content/index.js';
import { identityEntities } from '../contexts/identity/index.js';
import { lucaEntities } from '../contexts/luca/index.js';
import { screeningEntities } from '../contexts/screening/index.js';
import { tenancyEntities } from '../contexts/tenancy/index.js';
import { watchlistsEntities } from '../contexts/watchlists/index.js';
import { mailEntities } from '../shared/mail/mail-outbox.schema.js';

/** Every context's mapped entities, for the ORM, the migrator and the schema check. */
export const ALL_ENTITIES: EntitySchema[] = [
  ...identityEntities,
  ...tenancyEntities,
  ...billingEntities,
  ...screeningEntities,
  ...contentEntities,
  ...watchlistsEntities,
  ...lucaEntities,
  ...mailEntities,
] as EntitySchema[];
