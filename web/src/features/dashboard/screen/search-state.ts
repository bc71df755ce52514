import { makeAutoObservable, observableRef } from 'mobx';

import type { ScreenApi, SearchHit } from '../../../api/screen-api';
import { message } from '../../../shared/messages';
import { Channel, type Scheduler } from '../../../shared/async/channel';
import type { LoadStatus } from '../../../shared/async/request-state';

export const SEARCH_MAX_RESULT = 100;
export const SEARCH_MAX_LENGTH = 255;

/**
 * The keyword search of names, ISINs and tickers (spec section 4): the field's text, a search after the
 * debounce, the hits and the notice of spec section 8. Independent of the criteria.
 */
export class SearchState {
  keyword = '';
  hits: SearchHit[] = [];
  total = 0;
  /** The latest search's call (a failure is the client's notification). */
  status: LoadStatus = 'idle';
  /** The keyword the hits are for ('' before any search). */
  searchedKeyword = '';

  readonly #api: ScreenApi;
  readonly #scheduler: Scheduler;
  readonly #debounceMs: number;
  readonly #channel = new Channel();
  #timer: unknown = undefined;

  constructor(api: ScreenApi, scheduler: Scheduler, debounceMs: number) {
    this.#api = api;
    this.#scheduler = scheduler;
    this.#debounceMs = debounceMs;
    makeAutoObservable(this, { hits: observableRef }, { autoBind: true });
  }

  get searching(): boolean {
    return this.status === 'loading';
  }

  /** Too many hits for one answer: the first SEARCH_MAX_RESULT are shown with a notice. */
  get tooMany(): boolean {
    return this.total > this.hits.length && this.hits.length > 0;
  }

  /** The search notice of spec section 8, if any. */
  get notice(): string | undefined {
    if (this.searchedKeyword === '' || this.searching) return undefined;
    if (this.hits.length === 0) return message('NO_SEARCH_RESULTS');
    return this.tooMany ? message('TOO_MANY_RESULTS') : undefined;
  }

  /** The search field's text (at most 255 characters); the search runs after the debounce. */
  setKeyword(text: string): void {
    this.keyword = text.slice(0, SEARCH_MAX_LENGTH);
    this.stopTimer();
    if (this.keyword.trim() === '') {
      this.clear();
      return;
    }
    this.#timer = this.#scheduler.setTimeout(() => {
      this.#timer = undefined;
      void this.search(this.keyword);
    }, this.#debounceMs);
  }

  /** Searches names, ISINs and tickers: the keyword is trimmed and uppercased, and needs 1 character. */
  search(keyword: string = this.keyword): Promise<void> {
    this.stopTimer();
    const keywords = keyword.trim().toUpperCase().slice(0, SEARCH_MAX_LENGTH);
    if (keywords === '') {
      this.clear();
      return Promise.resolve();
    }
    return this.#channel.track(
      (signal) => this.#api.search({ keywords, maxResult: SEARCH_MAX_RESULT, index: 0 }, signal),
      (state) => {
        this.status = state.status;
        if (state.status !== 'ready') return;
        this.hits = state.data.data;
        this.total = state.data.total;
        this.searchedKeyword = keywords;
      },
    );
  }

  clear(): void {
    this.#channel.cancel();
    this.stopTimer();
    this.hits = [];
    this.total = 0;
    this.searchedKeyword = '';
    this.status = 'idle';
  }

  private stopTimer(): void {
    if (this.#timer !== undefined) this.#scheduler.clearTimeout(this.#timer);
    this.#timer = undefined;
  }
}
