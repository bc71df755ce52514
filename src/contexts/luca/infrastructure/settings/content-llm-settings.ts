import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { GetSettingValue, SETTING_KEYS } from '../../../content/index.js';
import type { LlmEndpoint } from '../../application/ports/answering-engine.js';

/** Values that leave a setting unset (the console cannot store an empty value). */
const UNSET = new Set(['', 'none', '-', 'off']);

const configured = (value: string): string | null =>
  UNSET.has(value.trim().toLowerCase()) ? null : value.trim();

/** The LLM endpoint from the console settings (content's GetSettingValue), read on every question. */
@Injectable()
export class ContentLlmSettings {
  constructor(private readonly queries: QueryBus) {}

  async current(): Promise<LlmEndpoint | null> {
    const read = (setting: string): Promise<string> => this.queries.execute(new GetSettingValue(setting, ''));
    const endpoint = configured(await read(SETTING_KEYS.lucaLlmUrl));
    if (!endpoint || !/^https?:\/\//i.test(endpoint)) return null;
    const model = configured(await read(SETTING_KEYS.lucaLlmModel));
    if (!model) return null;
    return { url: endpoint, model, key: configured(await read(SETTING_KEYS.lucaLlmKey)) };
  }
}
