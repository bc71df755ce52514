import { EntitySchema } from '@mikro-orm/core';
import { AlertBaseline } from '../../domain/alert-baseline.js';
import { AlertSetting, NOTIFICATION_FREQUENCIES } from '../../domain/alert-setting.js';
import { SavedFilter } from '../../domain/saved-filter.js';
import { Watchlist } from '../../domain/watchlist.js';

export const WatchlistSchema = new EntitySchema<Watchlist>({
  class: Watchlist,
  schema: 'watchlists',
  tableName: 'watchlist',
  indexes: [
    {
      // Names are unique per user regardless of case; this closes the race two concurrent creates leave.
      name: 'watchlist_user_name_unique',
      expression:
        'create unique index "watchlist_user_name_unique" on "watchlists"."watchlist" ("user_id", lower("name"))',
    },
    { name: 'watchlist_tenant_user_idx', properties: ['tenantId', 'userId'] },
  ],
  properties: {
    id: { type: 'uuid', primary: true },
    tenantId: { type: 'uuid' },
    userId: { type: 'uuid' },
    name: { type: 'string', length: 100 },
    /** Real tickers (screening's company ids), in the order added. */
    tickerIds: { type: 'text[]', columnType: 'text[]' },
    createdAt: { type: 'datetime' },
    updatedAt: { type: 'datetime' },
  },
});

export const SavedFilterSchema = new EntitySchema<SavedFilter>({
  class: SavedFilter,
  schema: 'watchlists',
  tableName: 'saved_filter',
  indexes: [
    {
      name: 'saved_filter_user_name_unique',
      expression:
        'create unique index "saved_filter_user_name_unique" on "watchlists"."saved_filter" ("user_id", lower("name"))',
    },
    { name: 'saved_filter_tenant_user_idx', properties: ['tenantId', 'userId'] },
  ],
  properties: {
    id: { type: 'uuid', primary: true },
    tenantId: { type: 'uuid' },
    userId: { type: 'uuid' },
    name: { type: 'string', length: 100 },
    criteria: { type: 'json', columnType: 'jsonb' },
    createdAt: { type: 'datetime' },
    updatedAt: { type: 'datetime' },
  },
});

export const AlertSettingSchema = new EntitySchema<AlertSetting>({
  class: AlertSetting,
  schema: 'watchlists',
  tableName: 'alert_setting',
  properties: {
    userId: { type: 'uuid', primary: true },
    tenantId: { type: 'uuid' },
    frequency: { enum: true, items: () => [...NOTIFICATION_FREQUENCIES] },
    lastDigestAt: { type: 'datetime', nullable: true },
    updatedAt: { type: 'datetime' },
  },
});

/** What each user was last told of each watched company (see AlertBaseline). */
export const AlertBaselineSchema = new EntitySchema<AlertBaseline>({
  class: AlertBaseline,
  schema: 'watchlists',
  tableName: 'alert_baseline',
  properties: {
    userId: { type: 'uuid', primary: true },
    tickerId: { type: 'text', primary: true },
    finalScore: { type: 'double', nullable: true },
    rating: { type: 'string', length: 2, nullable: true },
    updatedAt: { type: 'datetime' },
  },
});

export const watchlistsEntities = [
  WatchlistSchema,
  SavedFilterSchema,
  AlertSettingSchema,
  AlertBaselineSchema,
];
