import { makeAutoObservable } from 'mobx';

/** spec section 9: seat options 1-10, then '10+' which chooses 11. */
export const SEAT_OPTIONS: readonly number[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
export const SEAT_PLUS_OPTION = { label: '10+', seats: 11 } as const;
/** The longest number the seat field takes (the server validates the rest). */
export const SEAT_INPUT_MAX_DIGITS = 5;

export type SeatInputMode = 'select' | 'number';

/**
 * The seat control of the order form (spec section 4, "Seat input"): a select of 1-10 and '10+'; choosing
 * '10+' sets 11 and turns the control into a numeric input, which stays a numeric input. Digits only; an
 * empty field is 0 seats.
 */
export class SeatInput {
  mode: SeatInputMode;
  /** The field's text in number mode; the chosen option in select mode. */
  text: string;
  readonly options: readonly number[];
  readonly plusOption: { label: string; seats: number };

  constructor(
    initial: number,
    options: readonly number[] = SEAT_OPTIONS,
    plusOption: { label: string; seats: number } = SEAT_PLUS_OPTION,
  ) {
    this.options = options;
    this.plusOption = plusOption;
    const largest = options.at(-1) ?? 0;
    this.mode = initial > largest ? 'number' : 'select';
    this.text = String(Math.max(0, Math.trunc(initial)));
    makeAutoObservable(this, { options: false, plusOption: false }, { autoBind: true });
  }

  /** The seats chosen; 0 for an empty field. */
  get seats(): number {
    const value = Number.parseInt(this.text, 10);
    return Number.isFinite(value) ? value : 0;
  }

  /** The select's value: a seat count, or the plus option's label once in number mode. */
  get selectValue(): string {
    return this.mode === 'number' ? this.plusOption.label : this.text;
  }

  /** A choice of the select: a number of seats, or the plus option ('10+'), which switches to number mode. */
  choose(option: number | string): void {
    if (option === this.plusOption.label || option === this.plusOption.seats) {
      this.mode = 'number';
      this.text = String(this.plusOption.seats);
      return;
    }
    const seats = typeof option === 'number' ? option : Number.parseInt(option, 10);
    if (!Number.isFinite(seats) || seats < 1) return;
    if (seats > (this.options.at(-1) ?? 0)) this.mode = 'number';
    this.text = String(seats);
  }

  /** Typing in number mode: digits only (anything else is dropped), at most 5 of them. */
  type(text: string): void {
    const digits = text.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
    this.text = digits.slice(0, SEAT_INPUT_MAX_DIGITS);
  }

  /** Sets the seats from outside (a reset to the current plan). */
  set(seats: number): void {
    this.mode = seats > (this.options.at(-1) ?? 0) ? 'number' : this.mode;
    this.text = String(Math.max(0, Math.trunc(seats)));
  }
}
