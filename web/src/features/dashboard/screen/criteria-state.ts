import { makeAutoObservable, observableRef } from 'mobx';

import type { CriterionCode, FilterBody, RatingValue } from '../../../api/screen-api';
import { message } from '../../../shared/messages';
import { RATINGS } from '../../../shared/risk/risk-scale';
import {
  clamp,
  CLOSED_ENDS,
  emptySelections,
  FLAG_CODES,
  hasData,
  FLAG_CRITERIA,
  isFree,
  isMarketCapText,
  limitScales,
  LIST_CODES,
  LIST_CRITERIA,
  noFlags,
  parseMarketCap,
  placeBound,
  restricts,
  roundTo,
  scaleOf,
  SLIDER_CODES,
  SLIDER_CRITERIA,
  sliderLimits,
  type FlagCode,
  type ListCode,
  type ListField,
  type NumericRange,
  type OptionValue,
  type RangeAnswer,
  type RangeSide,
  type SliderCode,
  type SliderEnds,
  type SliderScale,
} from './screen-criteria';

const rangeWithin = (range: NumericRange, bounds: NumericRange, decimals: number): NumericRange => {
  const a = clamp(roundTo(range.min, decimals), bounds);
  const b = clamp(roundTo(range.max, decimals), bounds);
  return { min: Math.min(a, b), max: Math.max(a, b) };
};

const RANGE_SIDES: readonly RangeSide[] = ['min', 'max'];
const closedEnds = (): Record<SliderCode, SliderEnds> =>
  Object.fromEntries(SLIDER_CODES.map((code) => [code, CLOSED_ENDS])) as Record<SliderCode, SliderEnds>;

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
  /**
   * Each slider's scale (the server's available min and max, or its `low` and `high` where a few extreme
   * companies lie beyond), the kind of its ends (a thumb at an open end is no bound on that side), and its
   * chosen range.
   */
  sliderBounds: Record<SliderCode, NumericRange> = sliderLimits();
  sliderEnds: Record<SliderCode, SliderEnds> = closedEnds();
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
  /** The scale each slider's latest answer with data gives (`scaleOf`), chosen or not. */
  #dataScales: Record<SliderCode, SliderScale> = limitScales();
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
        sliderEnds: observableRef,
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
      // A thumb at an open end is no bound: the companies beyond it are included.
      for (const side of RANGE_SIDES)
        if (!isFree(this.sliders[code], this.sliderScale(code), side))
          bounds[SLIDER_CRITERIA[code][side]] = this.sliders[code][side];
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

  /** A slider's visible scale and the kind of its ends. */
  sliderScale(code: SliderCode): SliderScale {
    return { bounds: this.sliderBounds[code], ends: this.sliderEnds[code] };
  }

  /** The thumb of that side of a slider sits at an open end: no bound on that side. */
  isFreeSide(code: SliderCode, side: RangeSide): boolean {
    return isFree(this.sliders[code], this.sliderScale(code), side);
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
    this.markChosen(code, restricts(next, this.sliderScale(code)));
    this.#onChange(code);
  }

  /**
   * A typed bound of a slider (undefined: none on that side), rounded to its precision within its limits.
   * Beyond an open end it is kept, the scale stretching to it; beyond a closed end it stops there; inside
   * the data's scale that end follows the data again. No bound puts the thumb at the data's end.
   */
  setBound(code: SliderCode, side: RangeSide, value: number | undefined): void {
    const { decimals, limits } = SLIDER_CRITERIA[code];
    const typed = value === undefined ? undefined : clamp(roundTo(value, decimals), limits);
    const placed = placeBound(
      this.sliderScale(code),
      this.#dataScales[code],
      this.sliders[code],
      side,
      typed,
      true,
    );
    const { range, scale } = placed;
    const same = (a: NumericRange, b: NumericRange) => a.min === b.min && a.max === b.max;
    const before = this.sliderScale(code);
    if (
      same(range, this.sliders[code]) &&
      same(scale.bounds, before.bounds) &&
      scale.ends.min === before.ends.min &&
      scale.ends.max === before.ends.max
    )
      return;
    this.setScale(code, scale);
    this.sliders = { ...this.sliders, [code]: range };
    this.markChosen(code, restricts(range, scale));
    this.#onChange(code);
  }

  private setScale(code: SliderCode, scale: SliderScale): void {
    this.sliderBounds = { ...this.sliderBounds, [code]: scale.bounds };
    this.sliderEnds = { ...this.sliderEnds, [code]: scale.ends };
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
    this.sliderEnds = closedEnds();
    this.sliders = sliderLimits();
    this.#dataScales = limitScales();
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
      const { min, max } = SLIDER_CRITERIA[code];
      const [low, high] = [boundOf(min), boundOf(max)];
      hasRange[code] = low !== undefined || high !== undefined;
      if (!hasRange[code]) {
        sliders[code] = this.sliderBounds[code];
        continue;
      }
      // A side the view leaves out is no bound: its thumb at an open end of the scale, until the range
      // answer (rescaleSlidersOnce) puts it at the data's end.
      let scale = this.sliderScale(code);
      const open = { bounds: scale.bounds, ends: { min: 'open', max: 'open' } } satisfies SliderScale;
      let range = scale.bounds;
      for (const side of RANGE_SIDES) {
        const stored = side === 'min' ? low : high;
        ({ scale, range } = placeBound(
          scale,
          stored === undefined ? open : scale,
          range,
          side,
          stored,
          false,
        ));
      }
      this.setScale(code, scale);
      sliders[code] = range;
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
  receiveRange(code: SliderCode, answer: RangeAnswer): void {
    const { limits, decimals } = SLIDER_CRITERIA[code];
    if (hasData(answer))
      this.#dataScales = { ...this.#dataScales, [code]: scaleOf(answer, limits, decimals) };
    const data = hasData(answer) ? this.#dataScales[code] : this.sliderScale(code);
    if (this.order.includes(code)) {
      // A replayed range (shared view, saved filter) keeps its values; its slider gets the server's scale,
      // stretched to a value beyond it, and a side the view left out goes to the data's end.
      if (!this.#replayedRanges.delete(code)) return;
      let scale = this.sliderScale(code);
      let range = this.sliders[code];
      const free = RANGE_SIDES.filter((side) => isFree(range, scale, side));
      for (const side of RANGE_SIDES) {
        const stored = free.includes(side) ? undefined : range[side];
        ({ scale, range } = placeBound(scale, data, range, side, stored, false));
      }
      this.setScale(code, scale);
      this.sliders = { ...this.sliders, [code]: range };
      return;
    }
    this.setScale(code, data);
    this.sliders = { ...this.sliders, [code]: data.bounds };
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
