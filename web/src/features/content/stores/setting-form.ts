import { makeAutoObservable } from 'mobx';

import type { SettingInput, SettingType, SettingView } from '../../../api/content-api';
import { errorCodeOf, errorTextOf } from '../../../api/error-text';
import { isEmptyRichText } from '../../../shared/rich-text/rich-text';
import {
  CONTENT_TEXTS,
  SETTING_DESCRIPTION_MAX_LENGTH,
  SETTING_TEXT_MAX_LENGTH,
  SETTING_VALUE_MAX_LENGTH,
} from '../../../shared/support/content-texts';
import type { FormOutcome } from '../../../shared/validation';

/** How a setting's value is edited: by its type (spec section 2). */
export type SettingEditor = 'numeric' | 'rich-text' | 'text';

export function editorFor(type: SettingType): SettingEditor {
  switch (type) {
    case 'NUMERIC':
      return 'numeric';
    case 'TEXT':
      return 'rich-text';
    case 'STRING':
    case 'DATASET':
      return 'text';
  }
}

/** What a known key accepts (docs/api/content.md "The settings"), as a hint and, for numbers, a range. */
export interface SettingRule {
  hint: string;
  min?: number;
  max?: number;
}

export const SETTING_RULES: Readonly<Record<string, SettingRule>> = {
  idleTime: {
    hint: 'Seconds of inactivity before sign-out: a whole number from 60 to 604800.',
    min: 60,
    max: 604_800,
  },
  filter: { hint: 'Rows of a CSV download: a whole number from 1 to 1000000.', min: 1, max: 1_000_000 },
  subscriptionGracePeriodDays: { hint: 'Days: a whole number from 0 to 365.', min: 0, max: 365 },
  supportAddress: { hint: 'An email address: where support tickets are sent.' },
  providerEmailDomains: { hint: 'Comma-separated domains, e.g. ledgerscope.test,ledgerscope.com.' },
  dataset: {
    hint:
      'A postgres:// or postgresql:// URL, an http(s):// URL, a file path ending .csv, sec:<directory> (SEC EDGAR), ' +
      'or demo:companies=N,years=N,seed=N (the generated demo universe, the default).',
  },
};

export type SettingField = 'value' | 'description';
export type SettingErrors = Partial<Record<SettingField, string>>;

/**
 * The checks made before a save (spec section 5: the value is required, an empty editor is invalid and not
 * saved), with the server's texts: a number for NUMERIC (a whole one in the key's range where it has one),
 * at most 20000 characters of rich text or 2000 of anything else, a description of at most 1000.
 */
export function validateSetting(
  setting: Pick<SettingView, 'key' | 'type'>,
  value: string,
  description: string,
): SettingErrors {
  const errors: SettingErrors = {};
  const rule = SETTING_RULES[setting.key];
  if (setting.type === 'TEXT') {
    if (isEmptyRichText(value)) errors.value = CONTENT_TEXTS.VALUE_REQUIRED;
    else if (value.length > SETTING_TEXT_MAX_LENGTH) errors.value = CONTENT_TEXTS.VALUE_TOO_LONG;
  } else if (value.trim() === '') {
    errors.value = CONTENT_TEXTS.VALUE_REQUIRED;
  } else if (value.trim().length > SETTING_VALUE_MAX_LENGTH) {
    errors.value = CONTENT_TEXTS.VALUE_TOO_LONG;
  } else if (setting.type === 'NUMERIC') {
    const number = Number(value.trim());
    if (!Number.isFinite(number)) errors.value = CONTENT_TEXTS.VALUE_NOT_NUMERIC;
    else if (
      rule?.min !== undefined &&
      (!Number.isInteger(number) || number < rule.min || (rule.max !== undefined && number > rule.max))
    )
      errors.value = CONTENT_TEXTS.VALUE_INVALID;
  }
  if (description.length > SETTING_DESCRIPTION_MAX_LENGTH)
    errors.description = CONTENT_TEXTS.DESCRIPTION_TOO_LONG;
  return errors;
}

/** The edit dialog of one setting: value and description, their errors, the save. */
export class SettingForm {
  value: string;
  description: string;
  errors: SettingErrors = {};
  formError: string | undefined = undefined;
  busy = false;
  readonly setting: SettingView;

  constructor(setting: SettingView) {
    this.setting = setting;
    this.value = setting.value;
    this.description = setting.description;
    makeAutoObservable(this, { setting: false }, { autoBind: true });
  }

  get editor(): SettingEditor {
    return editorFor(this.setting.type);
  }

  get rule(): SettingRule | undefined {
    return SETTING_RULES[this.setting.key];
  }

  /** The value as it is sent: rich text as written, anything else trimmed. */
  get valueToSave(): string {
    return this.setting.type === 'TEXT' ? this.value : this.value.trim();
  }

  setValue(value: string): void {
    this.value = value;
    this.errors = { ...this.errors, value: undefined };
    this.formError = undefined;
  }

  setDescription(description: string): void {
    this.description = description;
    this.errors = { ...this.errors, description: undefined };
    this.formError = undefined;
  }

  validate(): boolean {
    this.errors = validateSetting(this.setting, this.value, this.description);
    return this.errors.value === undefined && this.errors.description === undefined;
  }

  async submit(save: (input: SettingInput) => Promise<unknown>): Promise<FormOutcome> {
    if (this.busy) return 'failed';
    this.formError = undefined;
    if (!this.validate()) return 'invalid';
    this.busy = true;
    try {
      await save({ key: this.setting.key, value: this.valueToSave, description: this.description });
      return 'saved';
    } catch (error) {
      this.refused(error);
      return 'failed';
    } finally {
      this.setBusy(false);
    }
  }

  private refused(error: unknown): void {
    const code = errorCodeOf(error) ?? '';
    // SETTING_VALUE_REQUIRED, _NOT_NUMERIC, _INVALID, _TOO_LONG belong to the value.
    if (code.startsWith('SETTING_VALUE_')) this.errors = { ...this.errors, value: errorTextOf(error) };
    else this.formError = errorTextOf(error);
  }

  private setBusy(busy: boolean): void {
    this.busy = busy;
  }
}
