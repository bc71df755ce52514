import OpenInNew from '@mui/icons-material/OpenInNew';
import WarningAmber from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { observer } from 'mobx-react-lite';
import { useId, type ReactNode } from 'react';

import type { TickerDetail } from '../../../api/company-api';
import { EllipsisText } from '../../../shared/text/EllipsisText';
import { VISUALLY_HIDDEN } from '../../../shared/a11y/visually-hidden';
import { displayText } from '../../../shared/risk/company-format';
import {
  isinShown,
  latestReportText,
  sourceLabel,
  staleText,
  tickerAndVenue,
  type CompanyOrigin,
  type LatestAnnualReport,
} from '../../../shared/risk/company-identity';
import type { CompanyStore } from './company-store';
import { InfoTip } from './InfoTip';
import { RatingSummary } from '../../../shared/risk/RiskBadges';

export const FULL_REPORT_UNAVAILABLE = 'We cannot generate report for this company at the moment';

const STATUS_COLORS: Record<string, 'success' | 'warning' | 'default'> = {
  active: 'success',
  suspended: 'warning',
};

/** The trading status as a chip (Active, Suspended, Delisted...). */
export function StatusChip({ status }: { status: string | undefined }) {
  const text = displayText(status);
  const color = STATUS_COLORS[text.toLowerCase()] ?? 'default';
  return (
    <Chip
      size="small"
      variant="outlined"
      color={color}
      label={text}
      aria-label={`Trading status: ${text}`}
      sx={{ fontWeight: 600 }}
    />
  );
}

/**
 * Where the company's data come from, as a chip: SEC EDGAR (with the CIK when known), an imported file, or
 * the generated demo universe, so that nobody takes a demo company for a real one. The text's colour is the
 * theme's (a warning colour on white fails the contrast axe asks for); a demo company's outline is dashed.
 */
export function SourceChip({ origin, cik }: { origin: CompanyOrigin; cik?: number | null }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      label={
        <>
          <Box component="span" sx={VISUALLY_HIDDEN}>
            Source:{' '}
          </Box>
          {sourceLabel(origin, cik)}
        </>
      }
      sx={{
        fontWeight: 600,
        fontVariantNumeric: 'tabular-nums',
        ...(origin === 'generated' ? { borderStyle: 'dashed' } : {}),
      }}
    />
  );
}

/**
 * The company's latest annual report in the data, linked to EDGAR, and a stale mark when the next one is
 * overdue (its data may no longer describe the company).
 */
export function LatestReportMark({ latest }: { latest: LatestAnnualReport }) {
  const stale = staleText(latest);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        Latest annual report:{' '}
        <Link href={latest.url} target="_blank" rel="noopener noreferrer" underline="always">
          {latestReportText(latest)}
        </Link>
      </Typography>
      {stale === undefined ? null : (
        <Chip
          size="small"
          variant="outlined"
          icon={<WarningAmber color="warning" fontSize="small" />}
          label={stale}
          sx={{ fontWeight: 600, borderColor: 'warning.main' }}
        />
      )}
    </Box>
  );
}

export interface CompanyIdentityProps {
  detail: TickerDetail | undefined;
  loading: boolean;
}

/**
 * Name, ticker and venue, the ISIN where there is one, where the data come from, trading status and rating
 * of the company-year shown (the rating among how many peers, or why there is none).
 */
export function CompanyIdentity({ detail, loading }: CompanyIdentityProps) {
  if (detail === undefined && loading) {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 3, minWidth: 0, flex: 1 }} aria-busy="true">
        <Skeleton variant="text" width={220} sx={{ fontSize: '1.25rem' }} />
        <Skeleton variant="text" width={110} />
        <Skeleton variant="rounded" width={64} height={24} />
      </Box>
    );
  }
  const listing = detail === undefined ? '' : tickerAndVenue(detail);
  const isin = isinShown(detail?.isin);
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 3,
        minWidth: 0,
        // Beside the year while there is room for a name; under it (the whole width) on a phone.
        flex: '1 1 16rem',
        flexWrap: 'wrap',
        rowGap: 1,
      }}
    >
      {/* One line, cut with an ellipsis (the whole name in a tooltip): on a phone it has a line of its own
          under the ticker, the source and the status. */}
      <EllipsisText
        text={displayText(detail?.name)}
        variant="h5"
        component="h2"
        sx={{ flex: { xs: '1 1 100%', sm: '0 1 auto' }, order: { xs: 1, sm: 0 } }}
      />
      {listing === '' ? null : (
        <Typography
          variant="body2"
          sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums', letterSpacing: '0.02em' }}
        >
          <Box component="span" sx={VISUALLY_HIDDEN}>
            Ticker{' '}
          </Box>
          {listing}
        </Typography>
      )}
      {isin === undefined ? null : (
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ fontVariantNumeric: 'tabular-nums', letterSpacing: '0.02em' }}
        >
          <Box component="span" sx={VISUALLY_HIDDEN}>
            ISIN{' '}
          </Box>
          {isin}
        </Typography>
      )}
      {detail === undefined ? null : <SourceChip origin={detail.origin} cik={detail.cik} />}
      {detail === undefined ? null : <StatusChip status={detail.status} />}
      {detail?.latestAnnualReport ? <LatestReportMark latest={detail.latestAnnualReport} /> : null}
      {/* The year's rating, or why there is none; on a phone on a line of its own under the name. */}
      {detail === undefined ? null : (
        <Box sx={{ order: { xs: 2, sm: 0 }, minWidth: 0, fontSize: '0.875rem' }}>
          <RatingSummary detail={detail} />
        </Box>
      )}
    </Box>
  );
}

export interface FullReportButtonProps {
  /** The report's address; undefined disables the button with the spec's tooltip. */
  url: string | undefined;
  loading?: boolean;
  onOpen?: (url: string) => void;
}

function openInNewWindow(url: string): void {
  window.open(url, '_blank', 'noopener,noreferrer');
}

/**
 * Report links expire after minutes: the window opens at once (inside the click, so no popup blocker
 * stops it) and goes to a link asked for now, not the one fetched when the company was opened.
 */
function openFreshReport(store: CompanyStore): void {
  const target = window.open('', '_blank');
  void store.freshFullReportUrl().then((url) => {
    if (target === null) {
      if (url !== undefined) openInNewWindow(url);
      return;
    }
    if (url === undefined) {
      target.close();
      return;
    }
    target.opener = null;
    target.location.replace(url);
  });
}

/** Opens the full report in a new window; disabled, with the reason in a tooltip, when there is none. */
export function FullReportButton({ url, loading = false, onOpen = openInNewWindow }: FullReportButtonProps) {
  const reasonId = useId();
  if (url !== undefined) {
    return (
      <Button variant="contained" startIcon={<OpenInNew />} onClick={() => onOpen(url)}>
        Full Report
      </Button>
    );
  }
  const button = (
    <Button
      variant="contained"
      startIcon={<OpenInNew />}
      disabled
      loading={loading}
      loadingPosition="start"
      aria-describedby={loading ? undefined : reasonId}
    >
      Full Report
    </Button>
  );
  if (loading) return button;
  return (
    <Tooltip title={FULL_REPORT_UNAVAILABLE}>
      {/* A disabled button gets no pointer or focus events: the wrapper shows the reason. */}
      <Box component="span" tabIndex={0} sx={{ display: 'inline-flex', borderRadius: 2 }}>
        {button}
        <Box component="span" id={reasonId} sx={VISUALLY_HIDDEN}>
          {FULL_REPORT_UNAVAILABLE}
        </Box>
      </Box>
    </Tooltip>
  );
}

export interface CompanyTopBarProps {
  store: CompanyStore;
  /** Slot before the Full Report button (the watchlist star). */
  actions?: ReactNode;
  /** Overrides how the full report opens (tests); a new window by default. */
  onOpenFullReport?: (url: string) => void;
}

/** The dashboard's top bar: year dropdown, name, ticker, ISIN, source, status, the actions slot and Full Report. */
export const CompanyTopBar = observer(function CompanyTopBar({
  store,
  actions,
  onOpenFullReport,
}: CompanyTopBarProps) {
  const labelId = useId();
  const selectId = useId();
  const years = store.yearOptions;
  const yearPopup = store.popup('pop_year');
  const detail = store.tickerDetail;
  return (
    <Box
      role="toolbar"
      aria-label="Company"
      sx={{
        display: 'flex',
        alignItems: 'center',
        flexWrap: 'wrap',
        gap: 3,
        rowGap: 3,
        minWidth: 0,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <FormControl size="small" sx={{ minWidth: 104 }} disabled={years.length === 0}>
          <InputLabel id={labelId}>Year</InputLabel>
          <Select<number | ''>
            labelId={labelId}
            id={selectId}
            label="Year"
            value={store.selectedYear ?? ''}
            onChange={(event) => {
              const year = Number(event.target.value);
              if (Number.isInteger(year)) void store.selectYear(year);
            }}
          >
            {years.map((year) => (
              <MenuItem key={year} value={year}>
                {year}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <InfoTip title={yearPopup?.title ?? 'Year'} text={yearPopup?.text} />
      </Box>
      <CompanyIdentity
        detail={detail}
        loading={store.detail.status === 'loading' || store.years.status === 'loading'}
      />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, ml: 'auto' }}>
        {actions}
        <FullReportButton
          url={store.fullReportUrl}
          loading={store.fullReport.status === 'loading'}
          onOpen={
            onOpenFullReport ??
            (() => {
              openFreshReport(store);
            })
          }
        />
      </Box>
    </Box>
  );
});
