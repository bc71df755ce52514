import type { NotificationInput } from '../shared/notifications/notification';
import type { Translate } from '../shared/messages';

export const API_BASE_PATH = '/api';
export const UNKNOWN_ERROR_MESSAGE = 'An unknown error has occurred';
/** The third 401 in a row ends the session even when the failing calls carried no token. */
export const MAX_CONSECUTIVE_UNAUTHORIZED = 3;

/** What the client needs of the session: the bearer token, and a way to end the session locally. */
export interface ApiSession {
  readonly idToken: string | undefined;
  clearPrincipal(): void;
}

/** What the client needs of the UI state: the global loading counter and the notifications. */
export interface ApiUi {
  readonly loading: { begin(): void; end(): void };
  notify(notification: NotificationInput): void;
}

export interface ApiLogger {
  error(message: string, details?: unknown): void;
}

export interface ApiClientDeps {
  fetch: typeof fetch;
  session: ApiSession;
  ui: ApiUi;
  translate: Translate;
  navigate: (path: string) => void;
  logger?: ApiLogger;
  basePath?: string;
}

export type QueryValue = string | number | boolean | null | undefined;
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  query?: Readonly<Record<string, QueryValue>>;
  /** Set false on screens that show the error inline: the call still rejects, but no notification shows. */
  notifyOnError?: boolean;
  signal?: AbortSignal;
}

export interface ApiResponse<T> {
  status: number;
  data: T;
}

/** Every failed call rejects with this. status 0 means no HTTP response (network failure or cancelled). */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly errorCode: string | undefined,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function textOf(value: unknown, translate: Translate): string | undefined {
  if (typeof value === 'string') {
    const text = value.trim();
    if (text === '' || text.startsWith('<')) return undefined;
    return translate(text) ?? text;
  }
  if (Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'string')) {
    return value.map((item) => translate(item) ?? item).join(' ');
  }
  return undefined;
}

/**
 * The text to show for a response body, in the spec's order: the translation of errorCode, the translation
 * of message, message itself, the response data itself; undefined when none of them gives a text.
 */
export function resolveMessage(data: unknown, translate: Translate): string | undefined {
  if (isRecord(data)) {
    const { errorCode, message } = data;
    const byCode = typeof errorCode === 'string' ? translate(errorCode) : undefined;
    return byCode ?? textOf(message, translate);
  }
  return textOf(data, translate);
}

export function resolveErrorMessage(data: unknown, translate: Translate): string {
  return resolveMessage(data, translate) ?? UNKNOWN_ERROR_MESSAGE;
}

function isNotificationResponse(data: unknown): data is { type: 'NOTIFICATION'; data: unknown } {
  return isRecord(data) && data['type'] === 'NOTIFICATION';
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** Whether a call ended because it was cancelled (its signal aborted), not because it failed: nothing to show. */
export function isCancelled(error: unknown): boolean {
  return (error instanceof ApiError && error.errorCode === 'ABORTED') || isAbort(error);
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  const contentType = response.headers.get('content-type') ?? '';
  if (!contentType.includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * The one HTTP client of the web app (spec section 8): JSON to and from `/api`, the bearer header, the
 * global loading counter, the error catalogue, notifications, and the 401 and 202 rules.
 */
export class ApiClient {
  private readonly deps: ApiClientDeps;
  private readonly basePath: string;
  private readonly logger: ApiLogger;
  private consecutiveUnauthorized = 0;
  /** The token whose session a 401 ended: 401s of other calls made with it (in flight then) end nothing more. */
  private endedToken: string | undefined;
  /** The token whose ended session the user was told about: the notice shows once per session. */
  private toldToken: string | undefined;

  constructor(deps: ApiClientDeps) {
    this.deps = deps;
    this.basePath = deps.basePath ?? API_BASE_PATH;
    this.logger = deps.logger ?? console;
  }

  async get<T>(path: string, options?: RequestOptions): Promise<T> {
    return (await this.send<T>('GET', path, undefined, options)).data;
  }

  async post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T> {
    return (await this.send<T>('POST', path, body, options)).data;
  }

  async put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T> {
    return (await this.send<T>('PUT', path, body, options)).data;
  }

  async patch<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T> {
    return (await this.send<T>('PATCH', path, body, options)).data;
  }

  async delete<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T> {
    return (await this.send<T>('DELETE', path, body, options)).data;
  }

  /** Like get/post, with the HTTP status too (for screens where a 204 means something). */
  async send<T>(
    method: HttpMethod,
    path: string,
    body?: unknown,
    options: RequestOptions = {},
  ): Promise<ApiResponse<T>> {
    const token = this.deps.session.idToken;
    const notifyOnError = options.notifyOnError ?? true;
    this.deps.ui.loading.begin();
    try {
      let response: Response;
      let data: unknown;
      try {
        response = await this.deps.fetch(
          this.url(path, options.query),
          this.init(method, body, token, options),
        );
        data = await readBody(response);
      } catch (cause) {
        throw this.networkFailure(method, path, cause, notifyOnError);
      }
      if (response.status !== 401) this.consecutiveUnauthorized = 0;
      if (response.status === 202 || !response.ok) {
        throw this.httpFailure(method, path, response.status, data, token, notifyOnError);
      }
      if (isNotificationResponse(data)) this.showServerNotification(data.data);
      return { status: response.status, data: data as T };
    } finally {
      this.deps.ui.loading.end();
    }
  }

  private url(path: string, query: RequestOptions['query']): string {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value !== undefined && value !== null) search.append(key, String(value));
    }
    const queryString = search.toString();
    return `${this.basePath}${path}${queryString === '' ? '' : `?${queryString}`}`;
  }

  private init(
    method: HttpMethod,
    body: unknown,
    token: string | undefined,
    options: RequestOptions,
  ): RequestInit {
    const headers = new Headers({ Accept: 'application/json' });
    if (token !== undefined && token !== '') headers.set('Authorization', `Bearer ${token}`);
    const init: RequestInit = { method, headers, credentials: 'same-origin' };
    if (options.signal !== undefined) init.signal = options.signal;
    if (body instanceof FormData) {
      init.body = body;
    } else if (body !== undefined) {
      headers.set('Content-Type', 'application/json');
      init.body = JSON.stringify(body);
    }
    return init;
  }

  private networkFailure(method: HttpMethod, path: string, cause: unknown, notifyOnError: boolean): ApiError {
    if (isAbort(cause)) return new ApiError(0, 'ABORTED', 'The request was cancelled.');
    this.logger.error(`${method} ${this.basePath}${path} failed without a response`, cause);
    const error = new ApiError(0, undefined, UNKNOWN_ERROR_MESSAGE);
    if (notifyOnError) {
      this.deps.ui.notify({ title: 'Notification', message: error.message, severity: 'error' });
    }
    return error;
  }

  private httpFailure(
    method: HttpMethod,
    path: string,
    status: number,
    data: unknown,
    token: string | undefined,
    notifyOnError: boolean,
  ): ApiError {
    const errorCode = isRecord(data) && typeof data['errorCode'] === 'string' ? data['errorCode'] : undefined;
    const error = new ApiError(status, errorCode, resolveErrorMessage(data, this.deps.translate), data);
    if (status >= 500) this.logger.error(`${method} ${this.basePath}${path} answered ${status}`, data);
    if (status === 401) this.handleUnauthorized(token);
    // Several calls in flight when the session ended (replaced by a sign-in elsewhere, MULTIPLE_LOGINS)
    // each answer 401: the user is told once, even when a slow one answers after that notice has gone.
    const alreadyTold = status === 401 && token !== undefined && token === this.toldToken;
    if (status === 401 && token !== undefined && notifyOnError) this.toldToken = token;
    if (notifyOnError && !alreadyTold) {
      this.deps.ui.notify({
        title: `Notification (${status})`,
        message: error.message,
        severity: 'error',
        ...(status === 401
          ? {
              onClose: () => {
                this.logoutIfSessionUnchanged(token);
              },
            }
          : {}),
      });
    }
    return error;
  }

  /**
   * A 401 on a call that carried a token ends that session at once. Calls without a token (sign-in,
   * one-time codes) are counted, and the third 401 in a row ends the session too.
   */
  private handleUnauthorized(token: string | undefined): void {
    this.consecutiveUnauthorized += 1;
    if (token !== undefined) {
      if (token === this.endedToken) return;
      this.endedToken = token;
      this.logout();
    } else if (this.consecutiveUnauthorized >= MAX_CONSECUTIVE_UNAUTHORIZED) this.logout();
  }

  /** Closing a 401 notice logs out, unless someone signed in again since that 401. */
  private logoutIfSessionUnchanged(token: string | undefined): void {
    if (this.deps.session.idToken === token) this.logout();
  }

  private logout(): void {
    this.deps.session.clearPrincipal();
    this.deps.navigate('/');
  }

  private showServerNotification(content: unknown): void {
    const message = resolveMessage(content, this.deps.translate);
    if (message !== undefined) this.deps.ui.notify({ title: 'Notification', message, severity: 'info' });
  }
}
