import { makeAutoObservable, observableRef, runInAction } from 'mobx';

import type {
  ContentApi,
  PopupTextInput,
  PopupTextView,
  SettingInput,
  SettingView,
  TestConnectionResult,
} from '../../../api/content-api';
import { plainTextOf } from '../../../shared/rich-text/rich-text';
import { CONTENT_TEXTS } from '../../../shared/support/content-texts';
import { ListLoad } from '../../../shared/async/list-load';
import type { LoadStatus } from '../../../shared/async/request-state';

type SettingsCalls = Pick<
  ContentApi,
  'listSettings' | 'editSetting' | 'testConnection' | 'listPopupTexts' | 'editPopupText'
>;

/** The result dialog of a dataset test: whether it connected, and the spec's sentence for it. */
export interface ConnectionOutcome {
  connected: boolean;
  message: string;
}

/** The answer of `/setting/testConnection` as the dialog shows it (the server's message, else the spec's). */
export function connectionOutcomeOf(result: TestConnectionResult): ConnectionOutcome {
  const connected = result.data;
  const fallback = connected
    ? CONTENT_TEXTS.DATASET_CONNECTION_SUCCEEDED
    : CONTENT_TEXTS.DATASET_CONNECTION_FAILED;
  const message =
    typeof result.message === 'string' && result.message.trim() !== '' ? result.message : fallback;
  return { connected, message };
}

/** The settings grid's Value column: rich text as its plain text, anything else as it is. */
export function settingValueText(setting: Pick<SettingView, 'type' | 'value'>): string {
  return setting.type === 'TEXT' ? plainTextOf(setting.value) : setting.value;
}

/** The key whose value is the dataset source (Test connection is offered on it). */
export const DATASET_KEY = 'dataset';

export function canTestConnection(setting: Pick<SettingView, 'key' | 'type'>): boolean {
  return setting.type === 'DATASET' || setting.key === DATASET_KEY;
}

/** A grid of its own: a list and its load state (shown inline with Retry on failure). */
class Listing<Row> {
  rows: Row[] = [];
  readonly #load = new ListLoad();

  constructor() {
    makeAutoObservable(this, { rows: observableRef }, { autoBind: true });
  }

  get status(): LoadStatus {
    return this.#load.status;
  }

  get error(): string | undefined {
    return this.#load.error;
  }

  load(call: () => Promise<Row[]>): Promise<void> {
    return this.#load.run(call, (rows) => {
      this.rows = rows;
    });
  }
}

export type SettingsTab = 'settings' | 'popups';

/**
 * `/administrator/setting`: the settings (key, value, description) with the edit of one and the dataset
 * test connection; and the dashboard's popup texts with the edit of one.
 */
export class SettingsStore {
  tab: SettingsTab = 'settings';
  readonly settings = new Listing<SettingView>();
  readonly popups = new Listing<PopupTextView>();
  /** The result dialog of the last dataset test. */
  connection: ConnectionOutcome | undefined = undefined;
  testing = false;

  readonly #api: SettingsCalls;

  constructor(api: SettingsCalls) {
    this.#api = api;
    makeAutoObservable(
      this,
      { settings: false, popups: false, connection: observableRef },
      { autoBind: true },
    );
  }

  setTab(tab: SettingsTab): Promise<void> {
    this.tab = tab;
    if (tab === 'popups' && this.popups.status === 'idle') return this.loadPopups();
    return Promise.resolve();
  }

  loadSettings(): Promise<void> {
    return this.settings.load(() => this.#api.listSettings({ notifyOnError: false }));
  }

  loadPopups(): Promise<void> {
    return this.popups.load(() => this.#api.listPopupTexts({ notifyOnError: false }));
  }

  /** Saves a setting (nothing is saved on an error) and reloads the grid. */
  async saveSetting(input: SettingInput): Promise<SettingView> {
    const saved = await this.#api.editSetting(input);
    await this.loadSettings();
    return saved;
  }

  async savePopup(input: PopupTextInput): Promise<PopupTextView> {
    const saved = await this.#api.editPopupText(input);
    await this.loadPopups();
    return saved;
  }

  /**
   * Tests a dataset source (the editor's unsaved text, or the stored one without a value) and keeps the
   * outcome for the result dialog. A failed call (no answer) shows the client's notification.
   */
  async testConnection(value?: string): Promise<ConnectionOutcome | undefined> {
    if (this.testing) return undefined;
    this.testing = true;
    try {
      const outcome = connectionOutcomeOf(await this.#api.testConnection(value));
      runInAction(() => {
        this.connection = outcome;
      });
      return outcome;
    } catch {
      return undefined;
    } finally {
      runInAction(() => {
        this.testing = false;
      });
    }
  }

  closeConnectionResult(): void {
    this.connection = undefined;
  }
}
