import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import type { ReactNode } from 'react';

import type { PopupText, ScoreBreakdown } from '../../../api/company-api';
import { riskColors, type RiskStep } from '../../../shared/risk/risk-scale';
import { formatNumber } from '../../../shared/risk/company-format';
import { Figure } from './breakdown-parts';
import { InfoTip } from './InfoTip';
import { ModelHistory } from './ModelHistoryChart';
import { ModelTable } from './ModelTable';

/** A model's verdict in the risk scale's colours (readable in both themes). */
function VerdictChip({ step, label }: { step: RiskStep; label: string }) {
  const theme = useTheme();
  const { text, soft } = riskColors(step, theme.palette.mode);
  return <Chip variant="outlined" label={label} sx={{ color: text, borderColor: text, bgcolor: soft }} />;
}

/** A model's tab: its headline figures and verdict, why it is N/A, its terms with intercept and total. */
function ModelTab({
  name,
  headline,
  reason,
  table,
  children,
}: {
  name: string;
  headline: ReactNode;
  reason: string | null;
  table: Parameters<typeof ModelTable>[0];
  children?: ReactNode;
}) {
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 5, alignItems: 'flex-end' }}>{headline}</Box>
      {reason === null ? null : (
        <Alert severity="info" variant="outlined">
          {name} N/A: {reason}
        </Alert>
      )}
      <ModelTable {...table} />
      {children}
    </Box>
  );
}

/** A model's tab: the breakdown and the product's popup texts (the models' info popups). */
export interface ModelTabProps {
  breakdown: ScoreBreakdown;
  popup?: ((id: string) => PopupText | undefined) | undefined;
}

/** A model's name with its info popup: the popup's text once loaded, its title before. */
function ModelName({
  name,
  popupId,
  popup,
}: {
  name: string;
  popupId: string;
  popup: ModelTabProps['popup'];
}) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25 }}>
      {name}
      <InfoTip title={name} text={popup?.(popupId)?.text} />
    </Box>
  );
}

export function MScoreTab({ breakdown, popup }: ModelTabProps) {
  const m = breakdown.mScore;
  return (
    <ModelTab
      name="Beneish M-score"
      reason={m.reason}
      headline={
        <>
          <Figure
            label={<ModelName name="Beneish M-score" popupId="pop_m_score" popup={popup} />}
            value={formatNumber(m.value, 6)}
          />
          {m.flagged === null ? null : (
            <VerdictChip
              step={m.flagged ? 3 : 0}
              label={
                m.flagged
                  ? `Above ${m.threshold}: likely manipulator`
                  : `At or below ${m.threshold}: not flagged`
              }
            />
          )}
        </>
      }
      table={{
        label: 'Beneish M-score indices',
        terms: m.terms,
        origin: breakdown.origin,
        intercept: m.intercept,
        totalLabel: 'M-score',
        total: m.value,
        totalDecimals: 6,
      }}
    >
      <ModelHistory breakdown={breakdown} model="mScore" />
    </ModelTab>
  );
}

/** The F-score bands on the risk scale. */
const BAND_STEPS = { substantial: 4, 'above normal': 2, normal: 0 } as const;

export function FScoreTab({ breakdown, popup }: ModelTabProps) {
  const f = breakdown.fScore;
  return (
    <ModelTab
      name="Dechow F-score"
      reason={f.reason}
      headline={
        <>
          <Figure
            label={<ModelName name="Dechow F-score" popupId="pop_f_score" popup={popup} />}
            value={formatNumber(f.value, 5)}
          />
          <Figure label="Probability" value={formatNumber(f.probability, 6)} />
          {f.band === null ? null : (
            <VerdictChip
              step={BAND_STEPS[f.band]}
              label={`${f.band[0]?.toUpperCase() ?? ''}${f.band.slice(1)} risk (bands ${f.bands.aboveNormal} and ${f.bands.substantial})`}
            />
          )}
        </>
      }
      table={{
        label: 'Dechow F-score variables',
        terms: f.terms,
        origin: breakdown.origin,
        intercept: f.intercept,
        totalLabel: 'Predicted value v',
        total: f.predictedValue,
        totalDecimals: 4,
      }}
    >
      <Typography variant="body2" color="text.secondary">
        Probability = e<sup>v</sup> / (1 + e<sup>v</sup>); F-score = probability /{' '}
        {f.unconditionalProbability}.
      </Typography>
      <ModelHistory breakdown={breakdown} model="fScore" />
    </ModelTab>
  );
}
