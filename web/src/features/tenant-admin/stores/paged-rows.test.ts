import { observable } from 'mobx';
import { describe, expect, it } from 'vitest';

import { PagedRows } from './paged-rows';

interface Row {
  uid: string;
  name: string;
}

const rows = (count: number): Row[] =>
  Array.from({ length: count }, (_, index) => ({
    uid: `u-${String(count - index).padStart(2, '0')}`,
    name: `N${index}`,
  }));

describe('PagedRows', () => {
  it('sorts by uid and pages by 10', () => {
    const source = observable.box(rows(23), { deep: false });
    const paged = new PagedRows<Row>(() => source.get(), { key: 'uid', dir: 'asc' });
    expect(paged.pageCount).toBe(3);
    expect(paged.pageRows.map((row) => row.uid)).toEqual(
      Array.from({ length: 10 }, (_, index) => `u-${String(index + 1).padStart(2, '0')}`),
    );
    paged.setPage(2);
    expect(paged.pageRows.map((row) => row.uid)).toEqual(['u-21', 'u-22', 'u-23']);
    paged.setPage(9);
    expect(paged.currentPage).toBe(2);
  });

  it('flips the direction on the same key and starts over on a new key', () => {
    const paged = new PagedRows<Row>(() => rows(3), { key: 'uid', dir: 'asc' });
    paged.setPage(0);
    paged.toggleSort('uid');
    expect(paged.sort).toEqual({ key: 'uid', dir: 'desc' });
    expect(paged.pageRows.map((row) => row.uid)).toEqual(['u-03', 'u-02', 'u-01']);
    paged.toggleSort('name');
    expect(paged.sort).toEqual({ key: 'name', dir: 'asc' });
  });

  it('stays on the last page when rows go away', () => {
    const source = observable.box(rows(12), { deep: false });
    const paged = new PagedRows<Row>(() => source.get(), { key: 'uid', dir: 'asc' });
    paged.setPage(1);
    source.set(rows(9));
    expect(paged.currentPage).toBe(0);
    expect(paged.pageRows).toHaveLength(9);
    expect(paged.pageCount).toBe(1);
  });
});
