import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import type { ReactNode } from 'react';

import { riskColors, type RiskStep } from './risk-scale';
import { VISUALLY_HIDDEN } from '../a11y/visually-hidden';
import { ratingView, type RatingSource } from './rating-view';

export interface RiskPillProps {
  step: RiskStep | undefined;
  children: ReactNode;
  /** What the pill means, for assistive technology and the tooltip ('Rating D+, high risk'); without it the pill is plain text. */
  label?: string | undefined;
  minWidth?: number;
  /** The smaller pill of option lists (the Rating filter). */
  dense?: boolean;
  /** A dashed, neutral pill: a statement about the value (not rated, not scored), not a value on the scale. */
  note?: boolean;
}

/** A value on the risk scale: its colour and, always, its text. Without a step it is neutral. */
export function RiskPill({
  step,
  children,
  label,
  minWidth = 40,
  dense = false,
  note = false,
}: RiskPillProps) {
  const theme = useTheme();
  const colors = step === undefined ? undefined : riskColors(step, theme.palette.mode);
  return (
    <Box
      component="span"
      {...(label === undefined ? {} : { role: 'img', 'aria-label': label, title: label })}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        minWidth: dense ? 28 : minWidth,
        height: dense ? 20 : 24,
        px: dense ? 1.5 : 2,
        borderRadius: 999,
        fontSize: dense ? '0.75rem' : '0.8125rem',
        fontWeight: note ? 600 : 700,
        fontVariantNumeric: 'tabular-nums',
        lineHeight: 1,
        whiteSpace: 'nowrap',
        flexShrink: 0,
        border: '1px solid',
        borderStyle: note ? 'dashed' : 'solid',
        borderColor: colors?.fill ?? (note ? 'text.secondary' : 'divider'),
        bgcolor: colors?.soft ?? (note ? 'transparent' : 'action.hover'),
        color: colors?.text ?? 'text.secondary',
      }}
    >
      {children}
    </Box>
  );
}

export interface RatingChipProps extends RatingSource {
  /** The smaller pill of option lists, whose option already names it (so it has no label of its own). */
  dense?: boolean;
  /**
   * Prints the note's reason beside the pill ('Not rated' fewer than 30 peers): the whole sentence is on
   * screen (the company page). Without it the pill says 'Not rated' and the sentence is its label and tooltip.
   */
  withReason?: boolean;
}

/**
 * The one rating chip of the product: the letter A+..F on the risk scale, or, for a company-year without a
 * rating, a neutral dashed 'Not rated' / 'Not scored' with the API's note (never 'N/A' as if it were a grade).
 */
export function RatingChip({ rating, note, hasScore, dense = false, withReason = false }: RatingChipProps) {
  const view = ratingView({ rating, note, hasScore });
  const isNote = view.kind !== 'rated';
  if (!withReason || view.reason === null) {
    return (
      <RiskPill step={view.step} label={dense ? undefined : view.label} dense={dense} note={isNote}>
        {view.text}
      </RiskPill>
    );
  }
  // The pill and its reason read as the API's sentence: 'Not rated: fewer than 30 peers'.
  return (
    <Box
      component="span"
      sx={{ display: 'inline-flex', alignItems: 'baseline', flexWrap: 'wrap', columnGap: 1.5, rowGap: 0.5 }}
    >
      <RiskPill step={undefined} dense={dense} note>
        {view.text}
        <Box component="span" sx={VISUALLY_HIDDEN}>
          :{' '}
        </Box>
      </RiskPill>
      <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400, overflowWrap: 'anywhere' }}>
        {view.reason}
      </Box>
    </Box>
  );
}
