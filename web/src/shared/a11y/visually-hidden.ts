/**
 * Text for assistive technology only (the visual design shows the meaning another way): the one
 * visually-hidden style of the app. Plain CSS with string values, so that it serves as MUI `sx`, as a
 * React `style` and as a DOM element's style (`Object.assign(element.style, VISUALLY_HIDDEN)`, for the
 * grid's cell painters); in `sx` a bare 1 would mean 100%, hence '1px'.
 */
export const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: '0',
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: '0',
} as const;
