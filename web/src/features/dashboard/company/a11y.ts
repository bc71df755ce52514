import type { SxProps, Theme } from '@mui/material/styles';

/** Text for assistive technology only (the visual design shows the meaning another way). */
export const VISUALLY_HIDDEN: SxProps<Theme> = {
  position: 'absolute',
  // Strings: a bare 1 in sx means 100%.
  width: '1px',
  height: '1px',
  p: 0,
  m: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};
