import { makeAutoObservable } from 'mobx';

/** A company picked in the results grid: its ticker (what the watchlist calls take) and its name. */
export interface PickedCompany {
  tickerID: string;
  name: string;
}

/**
 * The companies ticked in the results grid, for an action on all of them (add to a watchlist). The ticks
 * stay while the user pages, sorts or changes the filter, so companies of several screens can be
 * gathered; the count is always shown and Clear empties it.
 */
export class ResultSelection {
  /** Ticked companies by ticker, in the order ticked. */
  private readonly picked = new Map<string, PickedCompany>();
  /** Changes with every tick (the grid repaints its checkboxes on it). */
  revision = 0;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get count(): number {
    return this.picked.size;
  }

  get companies(): PickedCompany[] {
    return [...this.picked.values()];
  }

  get tickerIds(): string[] {
    return [...this.picked.keys()];
  }

  isPicked(tickerId: string): boolean {
    return this.picked.has(tickerId);
  }

  toggle(company: PickedCompany): void {
    this.set(company, !this.picked.has(company.tickerID));
  }

  set(company: PickedCompany, picked: boolean): void {
    if (picked === this.picked.has(company.tickerID)) return;
    if (picked) this.picked.set(company.tickerID, { tickerID: company.tickerID, name: company.name });
    else this.picked.delete(company.tickerID);
    this.revision += 1;
  }

  /** Ticks every company given (a page of results), or unticks them all when every one is ticked. */
  toggleAll(companies: readonly PickedCompany[]): void {
    const pick = !companies.every((company) => this.picked.has(company.tickerID));
    for (const company of companies) this.set(company, pick);
  }

  clear(): void {
    if (this.picked.size === 0) return;
    this.picked.clear();
    this.revision += 1;
  }
}
