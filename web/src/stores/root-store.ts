import { ApiClient, type ApiLogger } from '../api/api-client';
import { IdentityApi } from '../api/identity-api';
import type { AppConfig } from '../api/types';
import { translate } from '../shared/messages';
import type { KeyValueStorage } from './key-value-storage';
import { SessionStore } from './session-store';
import { UiStore } from './ui-store';

export interface RootStoreDeps {
  fetch: typeof fetch;
  storage: KeyValueStorage;
  /** The browser session's storage (the splash shows once per session); in memory when not given. */
  sessionStorage?: KeyValueStorage;
  navigate: (path: string) => void;
  logger?: ApiLogger;
}

/** Builds the stores and the one API client they share. */
export class RootStore {
  readonly ui: UiStore;
  readonly api: ApiClient;
  readonly session: SessionStore;
  readonly identity: IdentityApi;

  constructor(deps: RootStoreDeps) {
    this.ui = new UiStore(deps.storage, deps.sessionStorage);
    // The client reads the session lazily: the session store itself is built with this client.
    const session = (): SessionStore => this.session;
    this.api = new ApiClient({
      fetch: deps.fetch,
      ui: this.ui,
      translate,
      navigate: deps.navigate,
      session: {
        get idToken() {
          return session().idToken;
        },
        clearPrincipal: () => {
          session().clearPrincipal();
        },
      },
      ...(deps.logger === undefined ? {} : { logger: deps.logger }),
    });
    this.session = new SessionStore(this.api, deps.storage);
    this.identity = new IdentityApi(this.api);
  }

  /** Starts the splash (once per browser session) and loads the app configuration (environment) once. */
  start(): void {
    this.ui.startSplash();
    void this.loadAppConfig();
  }

  /** The environment of the host the app is served from, as the server names it (banner, Report issues). */
  async loadAppConfig(): Promise<void> {
    try {
      const config = await this.api.get<AppConfig>('/app-config', { notifyOnError: false });
      this.ui.setAppEnvironment(config.environment);
    } catch {
      this.ui.setAppEnvironment(undefined);
    }
  }
}
