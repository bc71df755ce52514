/** The spec's scroll tolerance of the terms: Agree is enabled within this many px of the bottom. */
export const TERMS_SCROLL_TOLERANCE_PX = 5;

export type ScrollMetrics = Pick<HTMLElement, 'scrollTop' | 'scrollHeight' | 'clientHeight'>;

/**
 * True when the element is scrolled to within `tolerance` px of its bottom, and at once when its content
 * does not overflow. The scroll position is rounded up: zoomed pages report fractions of a pixel.
 */
export function isScrolledToBottom(
  element: ScrollMetrics,
  tolerance: number = TERMS_SCROLL_TOLERANCE_PX,
): boolean {
  return element.scrollHeight - Math.ceil(element.scrollTop) - element.clientHeight <= tolerance;
}
