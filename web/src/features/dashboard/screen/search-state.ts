import { makeAutoObservable, observableRef, runInAction } from 'mobx';

import type { ScreenApi, SearchHit } from '../../../api/screen-api';
import { message } from '../../../shared/messages';
import { Channel, type Scheduler } from '../../../shared/async/channel';

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
  searching = false;
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
  async search(keyword: string = this.keyword): Promise<void> {
    this.stopTimer();
    const keywords = keyword.trim().toUpperCase().slice(0, SEARCH_MAX_LENGTH);
    if (keywords === '') {
      this.clear();
      return;
    }
    const call = this.#channel.start();
    this.searching = true;
    try {
      const answer = await this.#api.search(
        { keywords, maxResult: SEARCH_MAX_RESULT, index: 0 },
        call.signal,
      );
      if (!call.isCurrent()) return;
      runInAction(() => {
        this.hits = answer.data;
        this.total = answer.total;
        this.searchedKeyword = keywords;
      });
    } catch {
      // Cancelled, or already shown by the client's notification.
    } finally {
      if (call.isCurrent()) runInAction(() => (this.searching = false));
    }
  }

  clear(): void {
    this.#channel.cancel();
    this.stopTimer();
    this.hits = [];
    this.total = 0;
    this.searchedKeyword = '';
    this.searching = false;
  }

  private stopTimer(): void {
    if (this.#timer !== undefined) this.#scheduler.clearTimeout(this.#timer);
    this.#timer = undefined;
  }
}
