import { ContentError } from './content-error.js';

export const SETTING_TYPES = ['NUMERIC', 'TEXT', 'STRING', 'DATASET'] as const;
export type SettingType = (typeof SETTING_TYPES)[number];

/** The settings the product reads, with their spec defaults. */
export const SETTING_KEYS = {
  idleTime: 'idleTime',
  maxDownloadRows: 'filter',
  contactAdmin: 'contactAdmin',
  dataset: 'dataset',
} as const;

/** A platform setting an administrator edits in the console: key, typed value, description. */
export class Setting {
  key: string;
  type: SettingType;
  value: string;
  description: string;
  updatedAt: Date;

  constructor(input: {
    key: string;
    type: SettingType;
    value: string;
    description: string;
    updatedAt: Date;
  }) {
    this.key = input.key;
    this.type = input.type;
    this.description = input.description;
    this.value = Setting.checkedValue(input.type, input.value);
    this.updatedAt = input.updatedAt;
  }

  static checkedValue(type: SettingType, value: string): string {
    const trimmed = value.trim();
    if (trimmed === '' || trimmed === '<p></p>') throw new ContentError('SETTING_VALUE_REQUIRED');
    if (type === 'NUMERIC' && !/^-?\d+(\.\d+)?$/.test(trimmed))
      throw new ContentError('SETTING_VALUE_NOT_NUMERIC');
    return type === 'TEXT' ? value : trimmed;
  }

  numericValue(): number | null {
    return this.type === 'NUMERIC' ? Number(this.value) : null;
  }
}
