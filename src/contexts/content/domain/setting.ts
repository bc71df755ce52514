import { ContentError } from './content-error.js';
import { parseDatasetSource } from './dataset-source.js';
import { isBlankHtml } from './rich-text-rules.js';

export const SETTING_TYPES = ['NUMERIC', 'TEXT', 'STRING', 'DATASET'] as const;
export type SettingType = (typeof SETTING_TYPES)[number];

export function isSettingType(value: string): value is SettingType {
  return (SETTING_TYPES as readonly string[]).includes(value);
}

/** The settings the product reads, with their spec defaults. */
export const SETTING_KEYS = {
  idleTime: 'idleTime',
  maxDownloadRows: 'filter',
  contactAdmin: 'contactAdmin',
  dataset: 'dataset',
  providerEmailDomains: 'providerEmailDomains',
  /** Days an overdue subscription keeps access after a failed charge (billing; default 14). */
  subscriptionGracePeriodDays: 'subscriptionGracePeriodDays',
  /** Where support tickets (Get Support, Report issues) are mailed. */
  supportAddress: 'supportAddress',
  /**
   * Luca's optional LLM engine (docs/api/luca.md): base URL of an OpenAI-compatible API, model and key.
   * Empty or 'none' (the seeded value) means not configured: Luca answers with its deterministic engine.
   */
  lucaLlmUrl: 'lucaLlmUrl',
  lucaLlmModel: 'lucaLlmModel',
  lucaLlmKey: 'lucaLlmKey',
  /**
   * The User-Agent of the online SEC EDGAR fetch (`npm run data:sec -- --fetch`): the organisation and an
   * email address, as SEC requires. 'none' (the seeded value) means not set; SEC_USER_AGENT overrides it.
   */
  secUserAgent: 'secUserAgent',
} as const;

export const SETTING_VALUE_MAX = { TEXT: 20_000, other: 2_000 } as const;

/** What the console shows instead of a secret setting's value. */
export const SECRET_MASK = '••••••••';
/** A secret this long or longer shows its last 4 characters after the mask, to tell keys apart. */
const SECRET_TAIL_FROM = 12;
/** Values that leave a secret unset; they hide nothing, so they are shown as they are. */
const UNSET_SECRETS = new Set(['', 'none', '-', 'off']);

/**
 * A setting whose value is a credential: its key ends in Key, Secret or Password (`lucaLlmKey`,
 * `smtp_password`), or is one of those words. Its value is never sent to the console in plain text.
 */
export function isSecretSettingKey(key: string): boolean {
  return /(?:Key|Secret|Password)$/.test(key) || /(?:^|[_.-])(?:key|secret|password)$/i.test(key);
}

/** A secret as the console shows it: the mask and, for a long one, its last 4 characters. */
export function maskedSecret(value: string): string {
  const trimmed = value.trim();
  if (UNSET_SECRETS.has(trimmed.toLowerCase())) return trimmed;
  return trimmed.length >= SECRET_TAIL_FROM ? `${SECRET_MASK}${trimmed.slice(-4)}` : SECRET_MASK;
}
export const SETTING_DESCRIPTION_MAX = 1_000;

const EMAIL = /^[^\s@<>(),;:"]+@[^\s@<>(),;:"]+\.[A-Za-z]{2,}$/;
const DOMAIN = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;

const wholeNumberIn =
  (min: number, max: number) =>
  (value: string): boolean =>
    /^\d+$/.test(value) && Number(value) >= min && Number(value) <= max;

/** What a known key accepts beyond its type (the console's edit dialog); other keys take any value of their type. */
const VALUE_RULES: Readonly<Record<string, (value: string) => boolean>> = {
  [SETTING_KEYS.idleTime]: wholeNumberIn(60, 604_800),
  [SETTING_KEYS.maxDownloadRows]: wholeNumberIn(1, 1_000_000),
  [SETTING_KEYS.subscriptionGracePeriodDays]: wholeNumberIn(0, 365),
  [SETTING_KEYS.supportAddress]: (value) => EMAIL.test(value),
  [SETTING_KEYS.providerEmailDomains]: (value) =>
    value.split(',').every((domain) => DOMAIN.test(domain.trim())),
  // 'none', or a name with an email address among its words (SEC refuses a User-Agent without one).
  [SETTING_KEYS.secUserAgent]: (value) =>
    value === 'none' || value.split(/\s+/).some((word) => EMAIL.test(word.replace(/^[<(]|[>),;]$/g, ''))),
};

/** A platform setting an administrator edits in the console: key, typed value, description. */
export class Setting {
  // Every field is set by the constructor, from an input that has each of them.
  key!: string;
  type!: SettingType;
  value!: string;
  description!: string;
  updatedAt!: Date;

  constructor(input: Pick<Setting, 'key' | 'type' | 'value' | 'description' | 'updatedAt'>) {
    Object.assign(this, input, { value: Setting.checkedValue(input.type, input.value) });
  }

  static checkedValue(type: SettingType, value: string): string {
    const trimmed = value.trim();
    if (trimmed === '' || (type === 'TEXT' && isBlankHtml(trimmed)))
      throw new ContentError('SETTING_VALUE_REQUIRED');
    if (type === 'NUMERIC' && !/^-?\d+(\.\d+)?$/.test(trimmed))
      throw new ContentError('SETTING_VALUE_NOT_NUMERIC');
    if (trimmed.length > (type === 'TEXT' ? SETTING_VALUE_MAX.TEXT : SETTING_VALUE_MAX.other))
      throw new ContentError('SETTING_VALUE_TOO_LONG');
    return type === 'TEXT' ? value : trimmed;
  }

  /** The value as the console may see it: a secret's is masked (`maskedSecret`), any other as it is. */
  shownValue(): string {
    return isSecretSettingKey(this.key) ? maskedSecret(this.value) : this.value;
  }

  /**
   * An administrator's edit: the value checked against the type and the key's own rule; nothing changes on
   * an error. A secret sent back as the console was shown it (masked) keeps its stored value.
   */
  edit(change: { type: SettingType; value: string; description: string }, at: Date): void {
    const unchangedSecret =
      isSecretSettingKey(this.key) &&
      this.value !== this.shownValue() &&
      change.value.trim() === this.shownValue();
    const value = unchangedSecret ? this.value : Setting.checkedValue(change.type, change.value);
    const rule = VALUE_RULES[this.key];
    if (rule && !rule(value)) throw new ContentError('SETTING_VALUE_INVALID');
    if (this.key === SETTING_KEYS.dataset && change.type !== 'DATASET')
      throw new ContentError('SETTING_VALUE_INVALID');
    if (this.key === SETTING_KEYS.dataset && !parseDatasetSource(value))
      throw new ContentError('SETTING_VALUE_INVALID');
    const description = change.description.trim();
    if (description.length > SETTING_DESCRIPTION_MAX) throw new ContentError('SETTING_DESCRIPTION_TOO_LONG');
    this.type = change.type;
    this.value = value;
    this.description = description;
    this.updatedAt = at;
  }

  numericValue(): number | null {
    return this.type === 'NUMERIC' ? Number(this.value) : null;
  }
}
