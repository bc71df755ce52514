import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import type { PopupText, TickerDetail } from '../../../api/company-api';
import {
  displayText,
  formatFractionPercent,
  formatMillions,
  formatMillionsRange,
  formatPercentile,
  formatScore,
} from '../../../shared/risk/company-format';
import { EdgarLink } from './EdgarLink';
import { InfoTip } from './InfoTip';
import { RatingSummary } from '../../../shared/risk/RiskBadges';

const noPopup = (): PopupText | undefined => undefined;

export type FilingSource = NonNullable<TickerDetail['source']>;

/** 'Public float' when the market value is the cover page's public float, else 'Market value'. */
export function marketValueLabel(detail: TickerDetail): string {
  return detail.source?.marketValueBasis === 'public float' ? 'Public float' : 'Market value';
}

export interface TickerField {
  label: string;
  value: ReactNode;
  /** The id of the field's info popup. */
  popupId?: string;
}

/** The fields of spec section 2 "Ticker info", in reading order. */
export function tickerFields(detail: TickerDetail): TickerField[] {
  return [
    { label: 'Exchange country', value: displayText(detail.exchangeCountry), popupId: 'pop_ex' },
    { label: 'Exchange', value: displayText(detail.exchange) },
    { label: 'Sector', value: displayText(detail.sector_name), popupId: 'pop_gics_s' },
    { label: 'Industry group', value: displayText(detail.industryGroup), popupId: 'pop_industry' },
    { label: marketValueLabel(detail), value: formatMillions(detail.mv), popupId: 'pop_mcap' },
    { label: 'Incorporation', value: displayText(detail.incorpCountry), popupId: 'pop_inc' },
    { label: 'Domicile', value: displayText(detail.domicileCountry), popupId: 'pop_dom' },
    { label: 'Auditor', value: displayText(detail.auditor), popupId: 'pop_aud' },
    { label: 'Rating', value: <RatingSummary detail={detail} />, popupId: 'pop_rating' },
    { label: 'Final score', value: formatScore(detail.finalScore), popupId: 'pop_final_score' },
    { label: 'Rank in exchange country', value: formatPercentile(detail.rankPercent), popupId: 'pop_rank' },
    {
      label: 'Rank within sector',
      value: formatPercentile(detail.rankPercentWithinSector),
      popupId: 'pop_rank_sector',
    },
    {
      label: 'Expected loss range',
      value: formatMillionsRange(detail.telOptimistic, detail.telPessimistic),
      popupId: 'pop_loss_total',
    },
    { label: 'Equity loss', value: formatMillions(detail.equityLoss), popupId: 'pop_loss_equity' },
    {
      label: 'Debt loss range',
      value: formatMillionsRange(detail.dlOptimistic, detail.dlPessimistic),
      popupId: 'pop_loss_debt',
    },
    {
      label: 'Return from peak (absolute)',
      value: formatFractionPercent(detail.rfpAbsolute),
      popupId: 'pop_ret_abs',
    },
    {
      label: 'Return from peak (relative)',
      value: formatFractionPercent(detail.rfpRelative),
      popupId: 'pop_ret_rel',
    },
  ];
}

/**
 * The warnings of the company-year as the API carries them, split, each with its one 'ALERT: ' (the API's
 * warnings own the prefix; nothing here adds it).
 */
export function warningTexts(detail: TickerDetail): string[] {
  return detail.warnings.map((warning) => warning.trim()).filter((warning) => warning !== '');
}

/** An SEC accession number inside a warning's text. */
const ACCESSION = /(\d{10}-\d{2}-\d{6})/;

/**
 * A warning's text with each accession number it cites linked to the filing on EDGAR ('ALERT: Annual
 * report filed late (NT 10-K filed 2013-03-04, 0001193125-13-088624).'), where the API gives its page.
 */
export function WarningText({ text, filings }: { text: string; filings: TickerDetail['warningFilings'] }) {
  return (
    <>
      {text.split(ACCESSION).map((part, index) => {
        const filing = index % 2 === 1 ? filings.find((each) => each.accession === part) : undefined;
        return filing ? (
          <EdgarLink key={index} url={filing.url} label={`${part}: the filing on SEC EDGAR`}>
            {part}
          </EdgarLink>
        ) : (
          part
        );
      })}
    </>
  );
}

/** 'Source: 10-K filed 2024-11-01 · 0000320193-24-000123', the accession linking to the filing on EDGAR. */
export function FilingSourceLine({ source }: { source: FilingSource }) {
  return (
    <Typography
      variant="body2"
      color="text.secondary"
      sx={{ m: 0, pt: 3, borderTop: 1, borderColor: 'divider', overflowWrap: 'anywhere' }}
    >
      {`Source: ${source.form} filed ${source.filed} · `}
      <EdgarLink url={source.url} label={`${source.accession}: the filing on SEC EDGAR`}>
        {source.accession}
      </EdgarLink>
    </Typography>
  );
}

export interface TickerInfoPanelProps {
  detail: TickerDetail;
  popup?: (id: string) => PopupText | undefined;
}

/** The Ticker info panel's content: warnings, then the fields as a description list. */
export function TickerInfoPanel({ detail, popup = noPopup }: TickerInfoPanelProps) {
  const warnings = warningTexts(detail);
  return (
    <Box sx={{ display: 'grid', gap: 4 }}>
      {warnings.length === 0 ? null : (
        <Box sx={{ display: 'grid', gap: 2 }}>
          {warnings.map((warning, index) => (
            <Alert key={`${index}-${warning}`} severity="warning" variant="outlined" sx={{ py: 0 }}>
              <WarningText text={warning} filings={detail.warningFilings} />
            </Alert>
          ))}
        </Box>
      )}
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          columnGap: 6,
          rowGap: 3,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {tickerFields(detail).map((field) => {
          const info = field.popupId === undefined ? undefined : popup(field.popupId);
          return (
            <Box key={field.label} sx={{ minWidth: 0 }}>
              <Box component="dt" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minHeight: 24 }}>
                <Typography variant="caption" color="text.secondary" component="span">
                  {field.label}
                </Typography>
                {info === undefined ? null : <InfoTip title={info.title} text={info.text} />}
              </Box>
              <Typography
                component="dd"
                variant="body2"
                sx={{ m: 0, fontWeight: 500, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}
              >
                {field.value}
              </Typography>
            </Box>
          );
        })}
      </Box>
      {detail.source ? <FilingSourceLine source={detail.source} /> : null}
    </Box>
  );
}
