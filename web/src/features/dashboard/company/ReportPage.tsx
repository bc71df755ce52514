import ArrowBack from '@mui/icons-material/ArrowBack';
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';

import { ErrorWithRetry } from '../../../shared/feedback/ErrorWithRetry';
import { message } from '../../../shared/messages';
import { useDocumentTitle } from '../../../shared/use-document-title';
import {
  ClusterPanels,
  DashboardMessage,
  REPORT_UNAVAILABLE_TEXT,
  RestrictedPanel,
} from './CompanyDashboard';
import type { CompanyStore } from './company-store';
import { CompanyIdentity } from './CompanyTopBar';
import { decodeReportValue } from './report-value';

export const DASHBOARD_PATH = '/dashboard';
export const INVALID_REPORT_TEXT =
  'This report link is not valid. Open the factor report again from the company risk dashboard.';

function BackToDashboard() {
  return (
    <Link
      component={RouterLink}
      to={DASHBOARD_PATH}
      underline="hover"
      variant="body2"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}
    >
      <ArrowBack fontSize="small" aria-hidden="true" />
      Back to dashboard
    </Link>
  );
}

export interface ReportPageProps {
  store: CompanyStore;
}

/**
 * `/report?reportValue=...`: the factor report of one company-year (reportValue is base64url of the JSON
 * {tickerId, exchangeCountryId, year}): the company header, the radial chart and the cluster cards.
 */
export const ReportPage = observer(function ReportPage({ store }: ReportPageProps) {
  const [searchParams] = useSearchParams();
  const reportValue = searchParams.get('reportValue');
  const target = useMemo(() => decodeReportValue(reportValue), [reportValue]);
  useDocumentTitle('Factor report');

  useEffect(() => {
    if (target !== undefined) void store.open(target);
  }, [store, target]);

  if (target === undefined) {
    return (
      <Box sx={{ display: 'grid', gap: 4 }}>
        <DashboardMessage icon={<ErrorOutlineOutlined />} title="Report not found">
          {INVALID_REPORT_TEXT}
        </DashboardMessage>
        <Box sx={{ textAlign: 'center' }}>
          <Button component={RouterLink} to={DASHBOARD_PATH} variant="contained">
            Go to the dashboard
          </Button>
        </Box>
      </Box>
    );
  }

  const shownYear = store.selectedYear;
  const otherYear = shownYear !== undefined && shownYear !== target.year;
  const sameCompany =
    store.selection?.tickerId === target.tickerId &&
    store.selection.exchangeCountryId === target.exchangeCountryId;

  let content;
  if (store.restricted) {
    content = <RestrictedPanel />;
  } else if (store.years.status === 'error') {
    content = (
      <ErrorWithRetry variant="outlined" onRetry={() => void store.reload()}>
        {store.years.message}
      </ErrorWithRetry>
    );
  } else if (store.hasNoYears) {
    content = <Alert severity="info">{message('NO_YEAR_DATA')}</Alert>;
  } else {
    content = (
      <>
        {otherYear ? (
          <Alert severity="info">
            There is no data for {target.year}; the report shows {shownYear}.
          </Alert>
        ) : null}
        {store.reportInconclusive ? <Alert severity="info">{REPORT_UNAVAILABLE_TEXT}</Alert> : null}
        <Box
          sx={{
            display: 'grid',
            gap: 4,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          <ClusterPanels store={store} chartHeight={400} cardLines={10} />
        </Box>
      </>
    );
  }

  return (
    <Box sx={{ display: 'grid', gap: 4, minWidth: 0 }}>
      <Box component="header" sx={{ display: 'grid', gap: 3 }}>
        <BackToDashboard />
        <Typography variant="h1">Factor report</Typography>
        <Paper
          variant="outlined"
          sx={{
            px: { xs: 4, md: 5 },
            py: 3,
            display: 'flex',
            alignItems: 'center',
            gap: 4,
            flexWrap: 'wrap',
          }}
        >
          <Typography variant="body2" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            Year {shownYear ?? target.year}
          </Typography>
          <CompanyIdentity
            detail={sameCompany ? store.tickerDetail : undefined}
            loading={
              !store.restricted && (store.years.status === 'loading' || store.detail.status === 'loading')
            }
          />
        </Paper>
      </Box>
      {content}
    </Box>
  );
});
