import { autorun } from 'mobx';
import { describe, expect, it } from 'vitest';

import { ResultSelection } from './result-selection';

const ACME = { tickerID: 'ACME-US', name: 'Acme Holdings' };
const BRIT = { tickerID: 'BRIT-GB', name: 'Brit Mining' };
const CORE = { tickerID: 'CORE-JP', name: 'Core Systems' };

describe('ResultSelection', () => {
  it('ticks and unticks companies, keeping the order ticked', () => {
    const selection = new ResultSelection();
    selection.toggle(BRIT);
    selection.toggle(ACME);
    expect(selection.count).toBe(2);
    expect(selection.tickerIds).toEqual(['BRIT-GB', 'ACME-US']);
    expect(selection.companies).toEqual([BRIT, ACME]);
    expect(selection.isPicked('ACME-US')).toBe(true);
    selection.toggle(BRIT);
    expect(selection.tickerIds).toEqual(['ACME-US']);
    selection.set(ACME, true);
    expect(selection.count).toBe(1);
  });

  it('ticks a whole page, or unticks it when every company of it is ticked; other pages keep theirs', () => {
    const selection = new ResultSelection();
    selection.toggle(CORE);
    selection.toggle(ACME);
    selection.toggleAll([ACME, BRIT]);
    expect(selection.tickerIds).toEqual(['CORE-JP', 'ACME-US', 'BRIT-GB']);
    selection.toggleAll([ACME, BRIT]);
    expect(selection.tickerIds).toEqual(['CORE-JP']);
    selection.clear();
    expect(selection.count).toBe(0);
  });

  it('moves its revision on every change, and only then', () => {
    const selection = new ResultSelection();
    const seen: number[] = [];
    const stop = autorun(() => {
      seen.push(selection.revision);
    });
    selection.toggle(ACME);
    selection.set(ACME, true);
    selection.clear();
    selection.clear();
    stop();
    expect(seen).toEqual([0, 1, 2]);
  });
});
