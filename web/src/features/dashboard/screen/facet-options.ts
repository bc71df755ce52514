import { makeAutoObservable, observableRef } from 'mobx';

import type { CriterionCode, FilterBody, FilterCount, RangeOption, ScreenApi } from '../../../api/screen-api';
import { Channel } from '../../../shared/async/channel';
import type { LoadStatus } from '../../../shared/async/request-state';
import {
  countFieldOf,
  emptyOptions,
  isListCode,
  isSliderCode,
  LIST_CRITERIA,
  RANGE_CRITERIA,
  type FacetOption,
  type ListCode,
  type OptionValue,
  type SliderCode,
} from './screen-criteria';

/** Where the answers that change criteria go: a slider's scale and the years belong to the criteria. */
export interface FacetReceiver {
  receiveRange(code: SliderCode, answer: RangeOption): void;
  receiveYears(years: number[]): void;
}

/**
 * The dependent option lists and their counts (spec section 4): each criterion's options (a multi-select's
 * values, a slider's available min and max, the years) and the filterCount answer, each loaded under a
 * filter body on its own channel, so an older answer is cancelled and ignored.
 */
export class FacetOptions {
  options: Record<ListCode, FacetOption[]> = emptyOptions();
  counts: FilterCount | undefined = undefined;
  /** The counts' call and each criterion's options call (a failure is the client's notification). */
  countsStatus: LoadStatus = 'idle';
  optionsStatus: Partial<Record<CriterionCode, LoadStatus>> = {};

  readonly #api: ScreenApi;
  readonly #receiver: FacetReceiver;
  /** Labels of every option seen, so chosen values keep their names when their list changes. */
  readonly #labels = new Map<string, string>();
  readonly #counts = new Channel();
  readonly #channels = new Map<CriterionCode, Channel>();

  constructor(api: ScreenApi, receiver: FacetReceiver) {
    this.#api = api;
    this.#receiver = receiver;
    makeAutoObservable(
      this,
      { options: observableRef, counts: observableRef, optionsStatus: observableRef },
      { autoBind: true },
    );
  }

  /** The count of filterCount for a criterion: companies matching every other chosen criterion. */
  countOf(code: CriterionCode): number | undefined {
    if (code === 'YEAR') return this.counts?.total;
    const field = countFieldOf(code);
    const value = field === undefined ? undefined : this.counts?.[field];
    return typeof value === 'number' ? value : undefined;
  }

  isLoading(code: CriterionCode): boolean {
    return this.optionsStatus[code] === 'loading';
  }

  /** The counts or any option list is loading. */
  get loading(): boolean {
    return this.countsStatus === 'loading' || Object.values(this.optionsStatus).includes('loading');
  }

  /** The given values of a multi-select, with labels (and counts where the current list has them). */
  optionsOf(code: ListCode, values: readonly OptionValue[]): FacetOption[] {
    return values.map(
      (value) =>
        this.options[code].find((option) => option.value === value) ?? {
          value,
          // Never listed yet (a shared view's or saved filter's value): named as its criterion names texts.
          label: this.#labels.get(`${code}:${String(value)}`) ?? LIST_CRITERIA[code].labelOf(String(value)),
          count: undefined,
        },
    );
  }

  /** Shows a multi-select's options (remembering their labels). */
  show(code: ListCode, options: FacetOption[]): void {
    this.rememberLabels(code, options);
    this.options = { ...this.options, [code]: options };
  }

  /** Every list empty but the exchange countries'. */
  reset(exchanges: FacetOption[]): void {
    this.options = { ...emptyOptions(), EXC: exchanges };
  }

  clearCounts(): void {
    this.counts = undefined;
  }

  cancel(): void {
    this.#counts.cancel();
    for (const channel of this.#channels.values()) channel.cancel();
    this.countsStatus = 'idle';
    this.optionsStatus = {};
  }

  loadCounts(body: FilterBody): Promise<void> {
    return this.#counts.track(
      (signal) => this.#api.filterCount(body, signal),
      (state) => {
        this.countsStatus = state.status;
        if (state.status === 'ready') this.counts = state.data;
      },
    );
  }

  /** Loads a criterion's options under the body: a slider's range, the years, or a multi-select's list. */
  load(code: CriterionCode, body: FilterBody): Promise<void> {
    const track = <T>(call: (signal: AbortSignal) => Promise<T>, receive: (answer: T) => void) =>
      this.channelOf(code).track(call, (state) => {
        this.optionsStatus = { ...this.optionsStatus, [code]: state.status };
        if (state.status === 'ready') receive(state.data);
      });
    if (isSliderCode(code)) {
      return track(
        (signal) => this.#api.range(RANGE_CRITERIA[code].facet, body, signal),
        (answer) => {
          this.#receiver.receiveRange(code, answer);
        },
      );
    }
    if (code === 'YEAR') {
      return track(
        (signal) => this.#api.years(body, signal),
        (answer) => {
          this.#receiver.receiveYears(answer.map((option) => option.year));
        },
      );
    }
    if (isListCode(code)) {
      return track(
        (signal) => LIST_CRITERIA[code].load(this.#api, body, signal),
        (options) => {
          this.show(code, options);
        },
      );
    }
    return Promise.resolve();
  }

  private channelOf(code: CriterionCode): Channel {
    let channel = this.#channels.get(code);
    if (channel === undefined) {
      channel = new Channel();
      this.#channels.set(code, channel);
    }
    return channel;
  }

  private rememberLabels(code: ListCode, options: readonly FacetOption[]): void {
    for (const option of options) this.#labels.set(`${code}:${String(option.value)}`, option.label);
  }
}
