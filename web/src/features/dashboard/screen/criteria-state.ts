import { makeAutoObservable, observableRef } from 'mobx';

import type { CriterionCode, FilterBody, RangeOption, RatingValue } from '../../../api/screen-api';
import { message } from '../../../shared/messages';
import { RATINGS } from '../../../shared/risk/risk-scale';
import {
  boundsOf,
  clamp,
  emptySelections,
  FLAG_CODES,
  hasData,
  FLAG_CRITERIA,
  isMarketCapText,
  LIST_CODES,
  LIST_CRITERIA,
  noFlags,
  parseMarketCap,
  roundTo,
  SLIDER_CODES,
  SLIDER_CRITERIA,
  sliderLimits,
  type FlagCode,
  type ListCode,
  type ListField,
  type NumericRange,
  type OptionValue,
  type SliderCode,
} from './screen-criteria';

const rangeWithin = (range: NumericRange, bounds: NumericRange, decimals: number): NumericRange => {
  const a = clamp(roundTo(range.min, decimals), bounds);
  const b = clamp(roundTo(range.max, decimals), bounds);
  return { min: Math.min(a, b), max: Math.max(a, b) };
};

const isFullRange = (range: NumericRange, bounds: NumericRange): boolean =>
  range.min <= bounds.min && range.max >= bounds.max;

/**
 * The chosen criteria and their order list (spec section 4): the multi-selects' values, the year, the
 * sliders with their scales, the flags and the market cap inputs, and the filter body they make. A changed
 * criterion is appended to the order list (or keeps its place); emptying it, or returning a slider to its
 * full range, removes it. No loading: a change of the filter by the user calls `onChange` (the screen's
 * debounced reload); the screen's own resets and replays do not.
 */
export class CriteriaState {
  /** The chosen criteria in the order chosen. */
  order: CriterionCode[] = [];
  selections: Record<ListCode, OptionValue[]> = emptySelections();
  /** Years with data, newest first. */
  years: number[] = [];
  year: number | undefined = undefined;
  /** Each slider's scale (the server's available min and max) and its chosen range. */
  sliderBounds: Record<SliderCode, NumericRange> = sliderLimits();
  sliders: Record<SliderCode, NumericRange> = sliderLimits();
  /** The yes/no criteria (the M-score flag): true keeps only the flagged companies. */
  flags: Record<FlagCode, boolean> = noFlags();
  /** What the market cap inputs show ($ millions). */
  marketCapMinText = '';
  marketCapMaxText = '';
  /** The market cap bounds in the filter: the inputs as last valid. */
  appliedMarketCap: { min: number | undefined; max: number | undefined } = { min: undefined, max: undefined };

  /** Ranges whose slider scale is refreshed once after a replay, although they are chosen. */
  #replayedRanges = new Set<SliderCode>();
  readonly #onChange: (code: CriterionCode) => void;

  /** `onChange` is told which criterion the user changed. */
  constructor(onChange: (code: CriterionCode) => void = () => undefined) {
    this.#onChange = onChange;
    makeAutoObservable(
      this,
      {
        order: observableRef,
        selections: observableRef,
        years: observableRef,
        sliderBounds: observableRef,
        sliders: observableRef,
        flags: observableRef,
        appliedMarketCap: observableRef,
      },
      { autoBind: true },
    );
  }

  /** The latest year with data: the year a cleared filter screens. */
  get defaultYear(): number | undefined {
    return this.years.length === 0 ? undefined : Math.max(...this.years);
  }

  /** A filter needs at least one exchange country (spec section 5). */
  get canApply(): boolean {
    return this.selections.EXC.length > 0;
  }

  /** 'Min Market Cap should be smaller than Max Market Cap' while the inputs say so (not applied). */
  get marketCapError(): string | undefined {
    const min = parseMarketCap(this.marketCapMinText);
    const max = parseMarketCap(this.marketCapMaxText);
    return min !== undefined && max !== undefined && min >= max
      ? message('MARKET_CAP_RANGE_INVALID')
      : undefined;
  }

  isChosen(code: CriterionCode): boolean {
    return this.order.includes(code);
  }

  /** The criteria as the server takes them, with the order list (no sort, no paging). */
  toFilterBody(): FilterBody {
    const body: FilterBody = { order: [...this.order] };
    const lists = body as Partial<Record<ListField, Array<number | string>>>;
    for (const code of LIST_CODES) {
      const { field, values: kind } = LIST_CRITERIA[code];
      const values = this.selections[code];
      if (values.length > 0) lists[field] = kind === 'ids' ? values.map(Number) : values.map(String);
    }
    if (body.rating !== undefined) {
      body.rating = body.rating.filter((rating): rating is RatingValue =>
        RATINGS.some((known) => known === rating),
      );
    }
    const bounds = body as Partial<Record<keyof FilterBody, number>>;
    for (const code of SLIDER_CODES) {
      if (!this.isChosen(code)) continue;
      bounds[SLIDER_CRITERIA[code].min] = this.sliders[code].min;
      bounds[SLIDER_CRITERIA[code].max] = this.sliders[code].max;
    }
    const flags = body as Partial<Record<keyof FilterBody, boolean>>;
    for (const code of FLAG_CODES) if (this.isChosen(code)) flags[FLAG_CRITERIA[code].field] = true;
    if (this.isChosen('MCD')) {
      if (this.appliedMarketCap.min !== undefined) body.minMarketCapDecile = this.appliedMarketCap.min;
      if (this.appliedMarketCap.max !== undefined) body.maxMarketCapDecile = this.appliedMarketCap.max;
    }
    if (this.year !== undefined) body.year = this.year;
    return body;
  }

  // ---- Changing criteria (each change of the filter calls onChange) -----------------------------------

  setSelection(code: ListCode, values: readonly OptionValue[]): void {
    const unique = [...new Set(values)];
    this.selections = { ...this.selections, [code]: unique };
    this.markChosen(code, unique.length > 0);
    this.#onChange(code);
  }

  /** The latest year is the default: choosing it takes YEAR out of the order list. */
  setYear(year: number): void {
    if (year === this.year) return;
    this.year = year;
    this.markChosen('YEAR', year !== this.defaultYear);
    this.#onChange('YEAR');
  }

  /**
   * A slider's range, rounded to its precision (2 decimals; whole percents for the 1-year change) within
   * its scale; the full range takes the criterion out of the order list.
   */
  setRange(code: SliderCode, range: NumericRange): void {
    const next = rangeWithin(range, this.sliderBounds[code], SLIDER_CRITERIA[code].decimals);
    const current = this.sliders[code];
    if (next.min === current.min && next.max === current.max) return;
    this.sliders = { ...this.sliders, [code]: next };
    this.markChosen(code, !isFullRange(next, this.sliderBounds[code]));
    this.#onChange(code);
  }

  /** A yes/no criterion (the M-score flag): on appends it to the order list, off takes it out. */
  setFlag(code: FlagCode, on: boolean): void {
    if (this.flags[code] === on) return;
    this.flags = { ...this.flags, [code]: on };
    this.markChosen(code, on);
    this.#onChange(code);
  }

  /**
   * The min input's text: digits and a point up to MARKET_CAP_MAX, anything else is refused (false). An
   * invalid pair (min not below max) shows the message and changes nothing in the filter.
   */
  setMarketCapMin(text: string): boolean {
    if (!isMarketCapText(text)) return false;
    this.marketCapMinText = text;
    this.applyMarketCap();
    return true;
  }

  setMarketCapMax(text: string): boolean {
    if (!isMarketCapText(text)) return false;
    this.marketCapMaxText = text;
    this.applyMarketCap();
    return true;
  }

  /** Puts the inputs into the filter unless they are an invalid pair or unchanged. */
  private applyMarketCap(): void {
    if (this.marketCapError !== undefined) return;
    const min = parseMarketCap(this.marketCapMinText);
    const max = parseMarketCap(this.marketCapMaxText);
    if (min === this.appliedMarketCap.min && max === this.appliedMarketCap.max) return;
    this.appliedMarketCap = { min, max };
    this.markChosen('MCD', min !== undefined || max !== undefined);
    this.#onChange('MCD');
  }

  /** Appends a newly chosen criterion, keeps a changed one in place, removes an emptied one. */
  private markChosen(code: CriterionCode, chosen: boolean): void {
    const present = this.order.includes(code);
    if (chosen && !present) this.order = [...this.order, code];
    if (!chosen && present) this.order = this.order.filter((other) => other !== code);
  }

  // ---- Whole filters --------------------------------------------------------------------------------

  /** Every given exchange country, the latest year, nothing else. */
  reset(exchanges: readonly OptionValue[]): void {
    this.selections = { ...emptySelections(), EXC: [...exchanges] };
    this.year = this.defaultYear;
    this.sliderBounds = sliderLimits();
    this.sliders = sliderLimits();
    this.flags = noFlags();
    this.marketCapMinText = '';
    this.marketCapMaxText = '';
    this.appliedMarketCap = { min: undefined, max: undefined };
    this.order = this.selections.EXC.length > 0 ? ['EXC'] : [];
  }

  /**
   * A whole filter body's criteria (a shared view or a saved filter): its values, and its order list
   * keeping the stored order of the criteria it sets, then the others it sets in the tables' order.
   */
  replay(body: FilterBody): void {
    const list = <T extends OptionValue>(values: readonly T[] | undefined): OptionValue[] => [
      ...new Set(values ?? []),
    ];
    const selections = emptySelections();
    for (const code of LIST_CODES)
      selections[code] = list(body[LIST_CRITERIA[code].field] as OptionValue[] | undefined);
    this.selections = selections;
    this.year = body.year ?? this.defaultYear;
    const fields = body as Partial<Record<keyof FilterBody, unknown>>;
    const boundOf = (field: keyof FilterBody): number | undefined =>
      typeof fields[field] === 'number' ? fields[field] : undefined;
    const hasRange = {} as Record<SliderCode, boolean>;
    const sliders = { ...this.sliders };
    for (const code of SLIDER_CODES) {
      const { min, max, limits } = SLIDER_CRITERIA[code];
      const [low, high] = [boundOf(min), boundOf(max)];
      hasRange[code] = low !== undefined || high !== undefined;
      sliders[code] = hasRange[code]
        ? { min: low ?? limits.min, max: high ?? limits.max }
        : this.sliderBounds[code];
    }
    this.sliders = sliders;
    const flags = noFlags();
    for (const code of FLAG_CODES) flags[code] = fields[FLAG_CRITERIA[code].field] === true;
    this.flags = flags;
    this.marketCapMinText = body.minMarketCapDecile === undefined ? '' : String(body.minMarketCapDecile);
    this.marketCapMaxText = body.maxMarketCapDecile === undefined ? '' : String(body.maxMarketCapDecile);
    this.appliedMarketCap = { min: body.minMarketCapDecile, max: body.maxMarketCapDecile };
    const active: Record<CriterionCode, boolean> = {
      ...(Object.fromEntries(LIST_CODES.map((code) => [code, this.selections[code].length > 0])) as Record<
        ListCode,
        boolean
      >),
      ...hasRange,
      ...flags,
      MCD: body.minMarketCapDecile !== undefined || body.maxMarketCapDecile !== undefined,
      YEAR: body.year !== undefined && body.year !== this.defaultYear,
    };
    const stored = (body.order ?? []).filter(
      (code, index, all) => active[code] && all.indexOf(code) === index,
    );
    const missing = (Object.keys(active) as CriterionCode[]).filter(
      (code) => active[code] && !stored.includes(code),
    );
    this.order = [...stored, ...missing];
  }

  /** The next range answers rescale every slider once, chosen or not (after a replay is applied). */
  rescaleSlidersOnce(): void {
    this.#replayedRanges = new Set(SLIDER_CODES);
  }

  // ---- Server answers -------------------------------------------------------------------------------

  /**
   * New server bounds; a slider not chosen follows them (it spans the full range). An answer without
   * bounds (no company under the filter) keeps the scale the slider has: an empty screen does not throw
   * the slider back to the criterion's limits (0–1000 for the F-score).
   */
  receiveRange(code: SliderCode, answer: RangeOption): void {
    const { limits, decimals } = SLIDER_CRITERIA[code];
    const bounds = hasData(answer) ? boundsOf(answer, limits, decimals) : this.sliderBounds[code];
    if (this.order.includes(code)) {
      // A replayed range (shared view, saved filter) keeps its values; its slider gets the server's scale.
      if (!this.#replayedRanges.delete(code)) return;
      const chosen = this.sliders[code];
      this.sliderBounds = {
        ...this.sliderBounds,
        [code]: { min: Math.min(bounds.min, chosen.min), max: Math.max(bounds.max, chosen.max) },
      };
      return;
    }
    this.sliderBounds = { ...this.sliderBounds, [code]: bounds };
    this.sliders = { ...this.sliders, [code]: bounds };
  }

  /** The years with data, newest first. */
  setYears(years: readonly number[]): void {
    this.years = [...years].sort((a, b) => b - a);
  }

  /** New years; a year not chosen follows the latest one. True when it did (the results must follow). */
  receiveYears(years: readonly number[]): boolean {
    if (years.length === 0) return false;
    this.setYears(years);
    if (this.order.includes('YEAR') || this.year === this.defaultYear) return false;
    this.year = this.defaultYear;
    return true;
  }
}
