import Box from '@mui/material/Box';

import type { TickerDetail } from '../../api/company-api';
import { RatingChip, RiskPill } from './RatingChip';
import { RISK_STEP_LABELS, stepOfQuantile } from './risk-scale';
import { ratingView } from './rating-view';
import { formatNumber, quantileLabel } from './company-format';

/** A cluster quantile 'n/5' (or N/A) as a badge on the risk scale. */
export function QuantileBadge({ quantile }: { quantile: number | null | undefined }) {
  const step = stepOfQuantile(quantile);
  const text = quantileLabel(quantile);
  const words = step === undefined ? 'not available' : RISK_STEP_LABELS[step].toLowerCase();
  return (
    <RiskPill step={step} label={`Quantile ${text}, ${words}`} minWidth={44}>
      {text}
    </RiskPill>
  );
}

/** 'among 412 peers, exchange country': how many scored peers the rating was taken among, and where. */
export function peersText(detail: Pick<TickerDetail, 'peers' | 'peerGroup'>): string | null {
  if (detail.peers === null) return null;
  const peers = `among ${formatNumber(detail.peers)} ${detail.peers === 1 ? 'peer' : 'peers'}`;
  return detail.peerGroup === null ? peers : `${peers}, ${detail.peerGroup}`;
}

/**
 * The company-year's rating on the company page: the letter and, in secondary text, among how many peers
 * it was taken; or the whole sentence of why there is none ('Not rated: fewer than 30 peers', 'Not scored:
 * the F-score is N/A (…)').
 */
export function RatingSummary({
  detail,
}: {
  detail: Pick<TickerDetail, 'rating' | 'scoreNote' | 'finalScore' | 'peers' | 'peerGroup'>;
}) {
  const source = { rating: detail.rating, note: detail.scoreNote, hasScore: detail.finalScore !== null };
  const among = ratingView(source).kind === 'rated' ? peersText(detail) : null;
  return (
    <Box
      component="span"
      sx={{ display: 'inline-flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1.5, rowGap: 0.5 }}
    >
      <RatingChip {...source} withReason />
      {among === null ? null : (
        <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400, fontSize: '0.8125rem' }}>
          {among}
        </Box>
      )}
    </Box>
  );
}
