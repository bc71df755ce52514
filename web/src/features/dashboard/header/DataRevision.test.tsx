import { afterEach, describe, expect, it } from 'vitest';

import type { RootStore } from '../../../stores/root-store';
import { StoreContext } from '../../../stores/store-context';
import { cleanup, render, waitFor } from '../../../test-support/render-support';
import { DataRevision } from './DataRevision';

/** A root store whose API answers GET /dashboard/revision with `answer`. */
const storesAnswering = (answer: object) =>
  ({ api: { get: () => Promise.resolve(answer) } }) as unknown as RootStore;

const SEC = {
  revisionDate: '2026-11-30T02:00:00.000Z',
  origin: {
    kind: 'sec',
    sources: ['companyfacts', 'submissions'],
    added: false,
    at: '2026-11-29T10:00:00.000Z',
  },
};

describe('DataRevision', () => {
  afterEach(cleanup);

  it('shows the last data update and where the data came from: its name in the toolbar, in full for a screen reader', async () => {
    const container = render(
      <StoreContext value={storesAnswering(SEC)}>
        <DataRevision />
      </StoreContext>,
    );
    await waitFor(() => container.textContent.includes('SEC EDGAR'), 'the origin');
    expect(container.querySelector('[data-testid="data-revision"]')?.textContent).toBe(
      '30 Nov 2026, 10:00 SGT',
    );
    expect(container.querySelector('[data-testid="data-origin"]')?.textContent).toBe(
      ', from SEC EDGAR (companyfacts, submissions), imported 29 Nov 2026, 18:00 SGT',
    );
    expect(container.querySelector('p')?.title).toBe(
      'Last data update: 30 Nov 2026, 10:00 SGT · SEC EDGAR (companyfacts, submissions), imported 29 Nov 2026, 18:00 SGT',
    );
  });

  it('gives the origin a line of its own in the phone menu, and none when it is not known', async () => {
    const container = render(
      <StoreContext value={storesAnswering(SEC)}>
        <DataRevision placement="menu" />
      </StoreContext>,
    );
    await waitFor(() => container.textContent.includes('imported'), 'the origin');
    expect([...container.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'Last data update: 30 Nov 2026, 10:00 SGT',
      'SEC EDGAR (companyfacts, submissions), imported 29 Nov 2026, 18:00 SGT',
    ]);
    cleanup();
    const unknown = render(
      <StoreContext value={storesAnswering({ ...SEC, origin: { ...SEC.origin, kind: 'unknown' } })}>
        <DataRevision placement="menu" />
      </StoreContext>,
    );
    await waitFor(() => unknown.textContent.includes('10:00 SGT'), 'the revision');
    expect([...unknown.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'Last data update: 30 Nov 2026, 10:00 SGT',
    ]);
  });
});
