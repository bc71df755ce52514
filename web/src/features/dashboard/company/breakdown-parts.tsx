import Box from '@mui/material/Box';
import TableContainer from '@mui/material/TableContainer';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import type { BreakdownInput, ScoreBreakdown } from '../../../api/company-api';
import { formatNumber, NOT_AVAILABLE, NOT_REPORTED } from '../../../shared/risk/company-format';

/* The pieces every tab of the score breakdown is built of. */

/** A signed figure: '+1.3800', '-0.1720', N/A when missing. */
export function formatSigned(value: number | null | undefined, decimals = 4): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return NOT_AVAILABLE;
  const text = formatNumber(Math.abs(value), decimals);
  return `${value < 0 ? '-' : value > 0 ? '+' : ''}${text}`;
}

/** Where a statement line came from: the filing (SEC data) or the dataset's origin. */
export function sourceText(input: BreakdownInput, origin: ScoreBreakdown['origin']): string {
  const source = input.source;
  if (source?.notReported) return NOT_REPORTED;
  if (source !== null) {
    const concept = source.concept === null ? '' : ` · ${source.concept}`;
    return `${source.form} filed ${source.filed}${concept}`;
  }
  switch (origin) {
    case 'generated':
      return 'Generated (demo universe)';
    case 'imported':
      return 'Imported statements';
    case 'withheld':
      return 'Withheld during the trial';
    case 'unknown':
      return 'Not recorded';
  }
}

export const numberCell = {
  textAlign: 'right',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
} as const;

export function NaValue({ reason }: { reason: string | null }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexDirection: 'column', alignItems: 'flex-end' }}>
      <span>{NOT_AVAILABLE}</span>
      {reason === null ? null : (
        <Typography component="span" variant="caption" color="text.secondary" sx={{ whiteSpace: 'normal' }}>
          {reason}
        </Typography>
      )}
    </Box>
  );
}

export function Figure({ label, value, note }: { label: ReactNode; value: string; note?: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gap: 0.5, minWidth: 120 }}>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography variant="h6" component="p" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Typography>
      {note}
    </Box>
  );
}

/**
 * The box of a table that scrolls sideways on a narrow screen: in the tab order (with a visible focus ring),
 * so that the keyboard can scroll it too, and named after its table.
 */
export function ScrollBox({ label, children }: { label: string; children: ReactNode }) {
  return (
    <TableContainer
      tabIndex={0}
      role="group"
      aria-label={label}
      sx={{
        maxWidth: '100%',
        // Holds the visually hidden texts of its cells (absolutely placed): without it they widen the page.
        position: 'relative',
        borderRadius: 1,
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      {children}
    </TableContainer>
  );
}

/** A label and its figure, one line of a term's card. */
export function CardFigure({
  label,
  strong,
  children,
}: {
  label: string;
  strong?: boolean;
  children: ReactNode;
}) {
  const weight = strong ? 700 : undefined;
  return (
    <Box sx={{ display: 'contents' }}>
      <Typography
        component="dt"
        variant="body2"
        color={strong ? 'text.primary' : 'text.secondary'}
        sx={{ fontWeight: weight }}
      >
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, ...numberCell, fontWeight: weight }}>
        {children}
      </Typography>
    </Box>
  );
}

/** The two columns of a card's figures: the label, then the figure at the right. */
export const CARD_GRID = {
  m: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  columnGap: 2,
  rowGap: 0.5,
} as const;
