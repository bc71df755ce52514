import { makeAutoObservable } from 'mobx';

import type { DataGridSort } from '../../../shared/grid/DataGrid';

/** Rows per page of the tenant manager's grid (spec section 9: page size 10). */
export const MANAGER_PAGE_SIZE = 10;

function textOf(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

function compareValues(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return textOf(a).localeCompare(textOf(b), undefined, { sensitivity: 'base', numeric: true });
}

/**
 * Sorting and paging of a list in the browser, for a grid that shows one page: a header click sorts the
 * whole list (the same key again flips the direction) and goes back to the first page.
 */
export class PagedRows<Row extends object> {
  sort: DataGridSort;
  /** 0-based. */
  page = 0;
  readonly pageSize: number;
  readonly #rows: () => readonly Row[];

  constructor(rows: () => readonly Row[], sort: DataGridSort, pageSize = MANAGER_PAGE_SIZE) {
    this.#rows = rows;
    this.sort = sort;
    this.pageSize = pageSize;
    makeAutoObservable(this, { pageSize: false }, { autoBind: true });
  }

  get total(): number {
    return this.#rows().length;
  }

  get pageCount(): number {
    return Math.max(1, Math.ceil(this.total / this.pageSize));
  }

  /** The page shown: the requested one, or the last one when rows went away. */
  get currentPage(): number {
    return Math.min(this.page, this.pageCount - 1);
  }

  get sorted(): Row[] {
    const { key, dir } = this.sort;
    const sign = dir === 'asc' ? 1 : -1;
    return [...this.#rows()].sort(
      (a, b) =>
        sign * compareValues((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
    );
  }

  get pageRows(): Row[] {
    const start = this.currentPage * this.pageSize;
    return this.sorted.slice(start, start + this.pageSize);
  }

  toggleSort(key: string): void {
    this.sort =
      this.sort.key === key ? { key, dir: this.sort.dir === 'asc' ? 'desc' : 'asc' } : { key, dir: 'asc' };
    this.page = 0;
  }

  setPage(page: number): void {
    this.page = Math.max(0, Math.min(Math.floor(page), this.pageCount - 1));
  }
}
