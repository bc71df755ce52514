import type { RequestOptions } from './api-client';
import type { components } from './schema';

type Schemas = components['schemas'];
export type SharedViewLink = Schemas['SharedViewLink'];
export type SharedView = Schemas['SharedViewView'];
export type ShareViewRequest = Schemas['ShareViewRequest'];

export interface ShareHttp {
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
}

/** Share View (docs/api/watchlists.md): seal the current view into a link; open a link of the same tenant. */
export class ShareApi {
  readonly #http: ShareHttp;

  constructor(http: ShareHttp) {
    this.#http = http;
  }

  /** 'Stock not selected' and the other refusals show as the client's notification. */
  share(view: ShareViewRequest): Promise<SharedViewLink> {
    return this.#http.post<SharedViewLink>('/share', view);
  }

  /** A tampered link or one of another tenant rejects (404) without a notification: the page redirects. */
  open(share: string): Promise<SharedView> {
    return this.#http.post<SharedView>('/share/open', { share }, { notifyOnError: false });
  }
}
