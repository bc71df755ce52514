import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';

import {
  RISK_STEP_LABELS,
  riskColors,
  stepOfQuantile,
  stepOfRating,
  type RiskStep,
} from '../../../shared/risk/risk-scale';
import { NOT_AVAILABLE, quantileLabel } from './company-format';

interface RiskPillProps {
  step: RiskStep | undefined;
  text: string;
  /** What the text means, for assistive technology ('Rating D+, high risk'). */
  label: string;
  minWidth?: number;
}

/** A value on the risk scale: its colour and, always, its text. N/A is neutral. */
function RiskPill({ step, text, label, minWidth = 40 }: RiskPillProps) {
  const theme = useTheme();
  const colors = step === undefined ? undefined : riskColors(step, theme.palette.mode);
  return (
    <Box
      component="span"
      role="img"
      aria-label={label}
      title={label}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        minWidth,
        height: 24,
        px: 2,
        borderRadius: 3,
        fontSize: '0.8125rem',
        fontWeight: 700,
        fontVariantNumeric: 'tabular-nums',
        lineHeight: 1,
        whiteSpace: 'nowrap',
        border: '1px solid',
        borderColor: colors?.fill ?? 'divider',
        bgcolor: colors?.soft ?? 'action.hover',
        color: colors?.text ?? 'text.secondary',
      }}
    >
      {text}
    </Box>
  );
}

function riskWords(step: RiskStep | undefined): string {
  return step === undefined ? 'not available' : RISK_STEP_LABELS[step].toLowerCase();
}

/** The rating letter (A+..F) as a chip on the risk scale. */
export function RatingChip({ rating }: { rating: string | null | undefined }) {
  const step = stepOfRating(rating);
  const text = step === undefined || rating === null || rating === undefined ? NOT_AVAILABLE : rating.trim();
  return <RiskPill step={step} text={text} label={`Rating ${text}, ${riskWords(step)}`} />;
}

/** A cluster quantile 'n/5' (or N/A) as a badge on the risk scale. */
export function QuantileBadge({ quantile }: { quantile: number | null | undefined }) {
  const step = stepOfQuantile(quantile);
  const text = quantileLabel(quantile);
  return <RiskPill step={step} text={text} label={`Quantile ${text}, ${riskWords(step)}`} minWidth={44} />;
}
