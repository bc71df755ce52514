import Tooltip from '@mui/material/Tooltip';
import Typography, { type TypographyProps } from '@mui/material/Typography';
import { useRef, useState, type ElementType } from 'react';

export type EllipsisTextProps = Omit<TypographyProps, 'noWrap' | 'children'> & {
  /** The whole text: cut with an ellipsis to the space there is, and shown whole in a tooltip when cut. */
  text: string;
  component?: ElementType;
};

/**
 * One line of text that never widens its box: a long one (a company's name on a phone) ends with an ellipsis,
 * and pointing at it shows it whole (a tooltip, only when cut). Screen readers read the whole text either way.
 * It has no minimum width, so that as a flex item it shrinks below its text.
 */
export function EllipsisText({ text, ...typography }: EllipsisTextProps) {
  const ref = useRef<HTMLElement>(null);
  const [open, setOpen] = useState(false);
  return (
    <Tooltip
      title={text}
      open={open}
      describeChild
      onOpen={() => {
        const element = ref.current;
        setOpen(element !== null && element.scrollWidth > element.clientWidth);
      }}
      onClose={() => {
        setOpen(false);
      }}
    >
      <Typography ref={ref} noWrap {...typography} style={{ minWidth: 0 }}>
        {text}
      </Typography>
    </Tooltip>
  );
}
