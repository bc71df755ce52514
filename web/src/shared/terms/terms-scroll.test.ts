import { describe, expect, it } from 'vitest';

import { isScrolledToBottom, TERMS_SCROLL_TOLERANCE_PX } from './terms-scroll';

const box = (scrollTop: number, scrollHeight = 1000, clientHeight = 400) => ({
  scrollTop,
  scrollHeight,
  clientHeight,
});

describe('isScrolledToBottom', () => {
  it('uses the spec tolerance of 5 px', () => {
    expect(TERMS_SCROLL_TOLERANCE_PX).toBe(5);
  });

  it('is false at the top and in the middle of overflowing content', () => {
    expect(isScrolledToBottom(box(0))).toBe(false);
    expect(isScrolledToBottom(box(300))).toBe(false);
  });

  it('is true at the bottom and within the tolerance of it', () => {
    expect(isScrolledToBottom(box(600))).toBe(true);
    expect(isScrolledToBottom(box(595))).toBe(true);
    expect(isScrolledToBottom(box(594))).toBe(false);
  });

  it('rounds a fractional scroll position up (zoomed pages)', () => {
    expect(isScrolledToBottom(box(594.2))).toBe(true);
  });

  it('is true at once when the content does not overflow', () => {
    expect(isScrolledToBottom(box(0, 400, 400))).toBe(true);
    expect(isScrolledToBottom(box(0, 120, 400))).toBe(true);
  });

  it('takes another tolerance', () => {
    expect(isScrolledToBottom(box(590), 10)).toBe(true);
    expect(isScrolledToBottom(box(599), 0)).toBe(false);
    expect(isScrolledToBottom(box(600), 0)).toBe(true);
  });
});
