import { makeAutoObservable } from 'mobx';

/**
 * The global loading state of the spec (count, value, isShow, dynamicFilter): every request raises the
 * counter and every response or error lowers it, never below zero.
 */
export class LoadingState {
  /** Requests in flight. */
  count = 0;
  /** Percent of the current burst of requests that has finished (0-100). */
  value = 0;
  /** Set false by screens that reload filter options; set back to true whenever loading turns off. */
  dynamicFilter = true;
  private started = 0;
  private finished = 0;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get isShow(): boolean {
    return this.count > 0;
  }

  begin(): void {
    if (this.count === 0) {
      this.started = 0;
      this.finished = 0;
    }
    this.count += 1;
    this.started += 1;
    this.value = Math.round((this.finished / this.started) * 100);
  }

  end(): void {
    if (this.count === 0) return;
    this.count -= 1;
    this.finished += 1;
    this.value = Math.round((this.finished / this.started) * 100);
    if (this.count === 0) this.dynamicFilter = true;
  }

  setDynamicFilter(dynamicFilter: boolean): void {
    this.dynamicFilter = dynamicFilter;
  }
}
