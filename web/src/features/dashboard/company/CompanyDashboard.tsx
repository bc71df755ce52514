import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import QueryStatsOutlined from '@mui/icons-material/QueryStatsOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { observer } from 'mobx-react-lite';
import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

import { NoticeDialog } from '../../../shared/dialogs/NoticeDialog';
import { ErrorWithRetry } from '../../../shared/feedback/ErrorWithRetry';
import { message } from '../../../shared/messages';

import { ClusterCards } from './ClusterCards';
import { ClusterRadialChart } from './ClusterRadialChart';
import type { CompanyStore } from './company-store';
import { CompanyTopBar } from './CompanyTopBar';
import { DashboardPanel } from './DashboardPanel';
import { DistributionChart } from './DistributionChart';
import { FILING_EVENTS_TITLE, FilingEventsPanel } from './FilingEventsPanel';
import { isEmptyHistogram } from './company-charts';
import { ChartSkeleton, LinesSkeleton, NoData, RequestView } from '../../../shared/async/RequestView';
import { RiskHistoryChart } from './RiskHistoryChart';
import { BREAKDOWN_INFO, BREAKDOWN_TITLE, ScoreBreakdownView } from './ScoreBreakdown';
import { TickerInfoPanel } from './TickerInfoPanel';

export const SELECT_COMPANY_TEXT = 'Select a company from the results to see its risk dashboard.';
export const REPORT_UNAVAILABLE_TEXT =
  "There isn't a report for this year because the available data is inconclusive.";
export const RESTRICTED_TITLE = 'No access to this exchange country';
export const RESTRICTED_TEXT =
  'You do not have access to this exchange country, so its risk dashboard cannot be shown. ' +
  'Ask your administrator to add the region to your subscription.';

/** The panel titles, which also name the panels for assistive technology (and browser tests). */
export const PANEL_TITLES = {
  tickerInfo: 'Ticker info',
  history: 'Risk score history',
  sectorDistribution: 'Sector risk distribution',
  riskDistribution: 'Risk distribution',
  clusters: 'Risk clusters',
  clusterDetail: 'Cluster detail',
  breakdown: BREAKDOWN_TITLE,
  filingEvents: FILING_EVENTS_TITLE,
} as const;

/** A calm full-width message in place of the panels (nothing selected, no access, no data). */
export function DashboardMessage({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Paper
      variant="outlined"
      component="section"
      {...(title === undefined ? { 'aria-label': 'Company risk dashboard' } : { 'aria-labelledby': titleId })}
      sx={{
        p: { xs: 6, md: 10 },
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        textAlign: 'center',
        gap: 3,
      }}
    >
      <Box
        aria-hidden="true"
        sx={{
          display: 'grid',
          placeItems: 'center',
          width: 48,
          height: 48,
          borderRadius: 3,
          color: 'primary.main',
          bgcolor: 'action.selected',
        }}
      >
        {icon}
      </Box>
      {title === undefined ? null : (
        <Typography id={titleId} variant="h6" component="h2">
          {title}
        </Typography>
      )}
      <Typography color="text.secondary" sx={{ maxWidth: 520 }}>
        {children}
      </Typography>
    </Paper>
  );
}

/** The exchange country of the company is outside the subscription: no panel is shown. */
export function RestrictedPanel() {
  return (
    <DashboardMessage icon={<LockOutlined />} title={RESTRICTED_TITLE}>
      {RESTRICTED_TEXT}
    </DashboardMessage>
  );
}

/** 'There isn't a report for this year...' and why the year is not scored: OK (or Escape) closes it. */
export const ReportUnavailableDialog = observer(function ReportUnavailableDialog({
  store,
}: {
  store: CompanyStore;
}) {
  // Why the year has no score ('Not scored: …'), when the API says.
  const note = store.tickerDetail?.scoreNote ?? null;
  return (
    <NoticeDialog
      open={store.showReportUnavailable}
      role="dialog"
      title="Report unavailable"
      text={note === null ? REPORT_UNAVAILABLE_TEXT : [REPORT_UNAVAILABLE_TEXT, note]}
      closeLabel="OK"
      onClose={() => store.dismissReportUnavailable()}
    />
  );
});

/** The link to the factor report of the company-year (only when a year is chosen and it has clusters). */
export const FactorReportLink = observer(function FactorReportLink({ store }: { store: CompanyStore }) {
  const href = store.factorReportHref;
  if (href === undefined) return null;
  return (
    <Button component={RouterLink} to={href} size="small" variant="outlined" startIcon={<ArticleOutlined />}>
      Factor report
    </Button>
  );
});

/** A distribution of final scores (the sector's or the exchange country's) with the company's percentile. */
const DistributionPanel = observer(function DistributionPanel({
  store,
  panel,
  popupId,
  percentile,
}: {
  store: CompanyStore;
  panel: 'sectorDistribution' | 'riskDistribution';
  popupId: string;
  percentile: number | null;
}) {
  const title = PANEL_TITLES[panel];
  // Read here, in the observer: the chart is drawn inside RequestView's render prop.
  const score = store.finalScore;
  return (
    <DashboardPanel title={title} info={store.popup(popupId)} infoTitle={title}>
      <RequestView
        state={store[panel]}
        skeleton={<ChartSkeleton height={240} />}
        isEmpty={isEmptyHistogram}
        onRetry={() => void store.retry(panel)}
      >
        {(bins) => <DistributionChart title={title} bins={bins} score={score} percentile={percentile} />}
      </RequestView>
    </DashboardPanel>
  );
});

/**
 * The radial chart of the 14 clusters with their cards, on the dashboard and on the factor report: one
 * panel across the whole width (its parent's grid row), the cards beside and under the chart.
 */
export const ClusterPanels = observer(function ClusterPanels({
  store,
  actions,
  chartHeight = 420,
  cardLines = 8,
}: {
  store: CompanyStore;
  actions?: ReactNode;
  chartHeight?: number;
  cardLines?: number;
}) {
  const score = store.finalScore;
  return (
    <Box sx={{ gridColumn: '1 / -1', minWidth: 0, display: 'grid' }}>
      <DashboardPanel
        title={PANEL_TITLES.clusters}
        info={store.popup('pop_radial')}
        infoTitle="Risk clusters"
        {...(actions === undefined ? {} : { actions })}
      >
        <RequestView
          state={store.clusters}
          skeleton={
            <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
              <ChartSkeleton height={chartHeight} />
              <LinesSkeleton lines={cardLines} />
            </Box>
          }
          isEmpty={(clusters) => clusters.length === 0}
          onRetry={() => void store.retry('clusters')}
        >
          {(clusters) => (
            <ClusterCards
              clusters={clusters}
              popup={store.popup}
              title={PANEL_TITLES.clusterDetail}
              chart={
                <ClusterRadialChart
                  clusters={clusters}
                  finalScore={score}
                  popup={store.popup}
                  height={chartHeight}
                />
              }
            />
          )}
        </RequestView>
      </DashboardPanel>
    </Box>
  );
});

/** How the year's score is built, across the whole width (issue 21): on the dashboard and the factor report. */
export const ScoreBreakdownPanel = observer(function ScoreBreakdownPanel({ store }: { store: CompanyStore }) {
  return (
    <Box sx={{ gridColumn: '1 / -1', minWidth: 0, display: 'grid' }}>
      <DashboardPanel
        title={PANEL_TITLES.breakdown}
        infoTitle={BREAKDOWN_TITLE}
        info={{ id: 'breakdown', title: BREAKDOWN_TITLE, text: BREAKDOWN_INFO }}
      >
        <RequestView
          state={store.breakdown}
          skeleton={<LinesSkeleton lines={10} />}
          onRetry={() => void store.retry('breakdown')}
        >
          {(breakdown) => <ScoreBreakdownView breakdown={breakdown} popup={store.popup} />}
        </RequestView>
      </DashboardPanel>
    </Box>
  );
});

const PanelsGrid = observer(function PanelsGrid({ store }: { store: CompanyStore }) {
  // Read here so that this observer re-renders the panels' content when they change.
  const series = store.historySeries;
  const sectorPercentile = store.sectorPercentile;
  const riskPercentile = store.riskPercentile;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 4,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
        alignItems: 'stretch',
      }}
    >
      <DashboardPanel
        title={PANEL_TITLES.tickerInfo}
        info={store.popup('pop_stock_summary')}
        infoTitle="Stock Summary"
      >
        <RequestView
          state={store.detail}
          skeleton={<LinesSkeleton lines={10} />}
          onRetry={() => void store.retry('detail')}
        >
          {(data) => <TickerInfoPanel detail={data} popup={store.popup} />}
        </RequestView>
      </DashboardPanel>

      <DashboardPanel
        title={PANEL_TITLES.history}
        info={store.popup('pop_history')}
        infoTitle="Risk score history"
      >
        <RequestView
          state={store.history}
          skeleton={<ChartSkeleton height={320} />}
          isEmpty={(points) => points.length === 0}
          onRetry={() => void store.retry('history')}
        >
          {() => <RiskHistoryChart series={series} />}
        </RequestView>
      </DashboardPanel>

      <DistributionPanel
        store={store}
        panel="sectorDistribution"
        popupId="pop_distr_sector"
        percentile={sectorPercentile}
      />
      <DistributionPanel
        store={store}
        panel="riskDistribution"
        popupId="pop_distr_total"
        percentile={riskPercentile}
      />

      <ClusterPanels store={store} actions={<FactorReportLink store={store} />} />
      <ScoreBreakdownPanel store={store} />
      <FilingEventsPanel store={store} />
    </Box>
  );
});

export interface CompanyDashboardProps {
  store: CompanyStore;
  /** Slot in the top bar before the Full Report button (the watchlist star). */
  topBarActions?: ReactNode;
}

/**
 * The company risk dashboard (right-hand side of /dashboard): the top bar, four panels in two columns from
 * 1200 px (one below), then the clusters, the score breakdown and the filing events across the width; the empty, restricted and no-data states; the report-unavailable dialog.
 */
export const CompanyDashboard = observer(function CompanyDashboard({
  store,
  topBarActions,
}: CompanyDashboardProps) {
  if (!store.isOpen) {
    return <DashboardMessage icon={<QueryStatsOutlined />}>{SELECT_COMPANY_TEXT}</DashboardMessage>;
  }
  if (store.restricted) return <RestrictedPanel />;

  let body: ReactNode;
  if (store.years.status === 'error') {
    // The years' load failed: nothing can be shown, so Retry opens the company again.
    body = (
      <ErrorWithRetry variant="outlined" onRetry={() => void store.reload()}>
        {store.years.message}
      </ErrorWithRetry>
    );
  } else if (store.hasNoYears) {
    // No year with statements for this company (spec section 8).
    body = (
      <Paper variant="outlined" sx={{ p: 6 }}>
        <NoData text={message('NO_YEAR_DATA')} />
      </Paper>
    );
  } else {
    body = <PanelsGrid store={store} />;
  }

  return (
    <Box
      component="section"
      aria-label="Company risk dashboard"
      sx={{ display: 'flex', flexDirection: 'column', gap: 4, minWidth: 0 }}
    >
      <Paper variant="outlined" sx={{ px: { xs: 4, md: 5 }, py: 3 }}>
        <CompanyTopBar store={store} actions={topBarActions} />
      </Paper>
      {body}
      <ReportUnavailableDialog store={store} />
    </Box>
  );
});
