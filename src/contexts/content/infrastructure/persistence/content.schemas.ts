import { EntitySchema } from '@mikro-orm/core';
import { Setting, SETTING_TYPES } from '../../domain/setting.js';
import { Terms, TERMS_KINDS } from '../../domain/terms.js';

export const SettingSchema = new EntitySchema<Setting>({
  class: Setting,
  schema: 'content',
  tableName: 'setting',
  properties: {
    key: { type: 'string', length: 64, primary: true },
    type: { enum: true, items: () => [...SETTING_TYPES] },
    value: { type: 'text' },
    description: { type: 'text' },
    updatedAt: { type: 'datetime' },
  },
});

export const TermsSchema = new EntitySchema<Terms>({
  class: Terms,
  schema: 'content',
  tableName: 'terms',
  properties: {
    kind: { enum: true, items: () => [...TERMS_KINDS], primary: true },
    content: { type: 'text' },
    updated: { type: 'datetime' },
  },
});

export const contentEntities = [SettingSchema, TermsSchema];
