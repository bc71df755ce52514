import { act, useCallback } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { byRole, cleanup, flush, render } from '../../test-support/render-support';
import { ScrollGatedTerms, useTermsToAgree } from './TermsToAgree';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** Terms of `height` px in a box showing 300 px of them (happy-dom lays nothing out: the sizes are given). */
function sized(height: number): void {
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(height);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(300);
}

function Harness({ onAgree }: { onAgree: () => void }) {
  const load = useCallback(
    () => Promise.resolve({ content: '<h2>Subscription terms</h2><p>Long text</p>', updated: null }),
    [],
  );
  const terms = useTermsToAgree(load);
  return (
    <ScrollGatedTerms
      terms={terms}
      label="Subscription terms text"
      loadingLabel="Loading the subscription terms"
      emptyText="There are no subscription terms to show."
      maxHeight={360}
      headingSx={{}}
      hintId="hint"
      agreeing={false}
      onAgree={onAgree}
    />
  );
}

function agree(): HTMLButtonElement {
  return byRole('button', 'Agree') as HTMLButtonElement;
}

describe('ScrollGatedTerms (the terms and conditions and the subscription terms)', () => {
  it('enables Agree only once the box is scrolled to its end, within 5 px', async () => {
    sized(1000);
    const onAgree = vi.fn();
    render(<Harness onAgree={onAgree} />);
    await flush();
    const box = byRole('region', 'Subscription terms text');
    expect(agree().disabled).toBe(true);
    expect(agree().getAttribute('aria-describedby')).toBe('hint');
    expect(document.getElementById('hint')?.textContent).toBe('Scroll to the end of the terms to agree.');

    // Half way, then 6 px short of the end: still disabled.
    for (const scrollTop of [350, 694]) {
      act(() => {
        box.scrollTop = scrollTop;
        box.dispatchEvent(new Event('scroll'));
      });
      expect(agree().disabled).toBe(true);
    }
    // Within the tolerance of the end: Agree, and the hint goes.
    act(() => {
      box.scrollTop = 695;
      box.dispatchEvent(new Event('scroll'));
    });
    expect(agree().disabled).toBe(false);
    expect(agree().hasAttribute('aria-describedby')).toBe(false);
    expect(document.getElementById('hint')).toBeNull();
    act(() => {
      agree().click();
    });
    expect(onAgree).toHaveBeenCalledOnce();
  });

  it('enables Agree at once for terms that fit without scrolling', async () => {
    sized(300);
    render(<Harness onAgree={() => undefined} />);
    await flush();
    expect(agree().disabled).toBe(false);
  });
});
