import { isCancelled } from '../../api/api-client';
import { errorTextOf } from '../../api/error-text';

/**
 * One request's state, the one shape every store that loads keeps (issue 29): idle (nothing asked yet),
 * loading, ready with its data, or failed with the text to show. `RequestView` shows the four states.
 */
export type RequestState<T> =
  | { readonly status: 'idle' }
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly data: T }
  | { readonly status: 'error'; readonly message: string };

/** The status alone, for stores that keep their data in fields of their own (lists, pages). */
export type LoadStatus = RequestState<unknown>['status'];

export const IDLE = { status: 'idle' } as const;
export const LOADING = { status: 'loading' } as const;

export function ready<T>(data: T): RequestState<T> {
  return { status: 'ready', data };
}

/** The failed state of a call: the catalogue text the client resolved, else the unknown-error text. */
export function failed(error: unknown): { readonly status: 'error'; readonly message: string } {
  return { status: 'error', message: errorTextOf(error) };
}

export function dataOf<T>(state: RequestState<T>): T | undefined {
  return state.status === 'ready' ? state.data : undefined;
}

export function isPending(state: RequestState<unknown>): boolean {
  return state.status === 'idle' || state.status === 'loading';
}

export { isCancelled };
