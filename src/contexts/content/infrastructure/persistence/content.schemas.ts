import { EntitySchema } from '@mikro-orm/core';
import { Setting, SETTING_TYPES } from '../../domain/setting.js';

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

export const contentEntities = [SettingSchema];
