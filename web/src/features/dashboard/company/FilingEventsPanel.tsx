import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { observer } from 'mobx-react-lite';

import type { FilingEvent } from '../../../api/company-api';
import { LinesSkeleton, NoData, RequestView } from '../../../shared/async/RequestView';
import { VISUALLY_HIDDEN } from '../../../shared/a11y/visually-hidden';
import { formatDay } from '../../../shared/billing/billing-format';
import type { CompanyStore } from './company-store';
import { DashboardPanel } from './DashboardPanel';
import { EdgarLink } from './EdgarLink';

export const FILING_EVENTS_TITLE = 'Filing events';
export const NO_FILING_EVENTS_TEXT = 'No filing events recorded for this company.';
/** Read after the fiscal year of an event of the year chosen in the year picker. */
export const SELECTED_YEAR_TEXT = 'the selected fiscal year';

/** The link's name: 'View the NT 10-K of 2013-03-04 on EDGAR'. */
/** Where a filing of a generated demo company would link: it has no EDGAR page. */
export const DEMO_FILING_TEXT = 'Demo filing';

export function filingEventLinkLabel(event: Pick<FilingEvent, 'form' | 'filed'>): string {
  return `View the ${event.form} of ${event.filed} on EDGAR`;
}

/**
 * The company's filing events as a dated timeline, latest first (late-filing notices, auditor changes,
 * non-reliance notices, amendments), across the whole width; those of the selected fiscal year stand out.
 */
export const FilingEventsPanel = observer(function FilingEventsPanel({ store }: { store: CompanyStore }) {
  // Read here, in the observer: the list is drawn inside RequestView's render prop.
  const selectedYear = store.selectedYear;
  return (
    <Box sx={{ gridColumn: '1 / -1', minWidth: 0, display: 'grid' }}>
      <DashboardPanel
        title={FILING_EVENTS_TITLE}
        info={store.popup('pop_filing_events')}
        infoTitle={FILING_EVENTS_TITLE}
      >
        <RequestView
          state={store.filingEvents}
          skeleton={<LinesSkeleton lines={4} />}
          isEmpty={(events) => events.length === 0}
          empty={<NoData text={NO_FILING_EVENTS_TEXT} />}
          onRetry={() => void store.retry('filingEvents')}
        >
          {(events) => <FilingEventList events={events} selectedYear={selectedYear} />}
        </RequestView>
      </DashboardPanel>
    </Box>
  );
});

/**
 * One row an event: from 900 px its parts line up in columns across the rows (date, form, meaning, fiscal
 * year, link); below, each event is a small card of three lines, so nothing is cut at 390 px.
 */
function FilingEventList({
  events,
  selectedYear,
}: {
  events: readonly FilingEvent[];
  selectedYear: number | undefined;
}) {
  return (
    <Box
      component="ol"
      aria-label="Filing events, latest first"
      sx={{
        m: 0,
        p: 0,
        listStyle: 'none',
        display: 'grid',
        rowGap: 2,
        columnGap: 4,
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          md: 'max-content max-content minmax(0, 1fr) max-content max-content',
        },
      }}
    >
      {events.map((event) => (
        <FilingEventRow
          key={`${event.accession}-${event.kind}`}
          event={event}
          selected={event.fiscalYear === selectedYear}
        />
      ))}
    </Box>
  );
}

function FilingEventRow({ event, selected }: { event: FilingEvent; selected: boolean }) {
  return (
    <Box
      component="li"
      data-selected-year={selected ? 'true' : undefined}
      sx={{
        display: 'grid',
        gridColumn: '1 / -1',
        gridTemplateColumns: { xs: 'minmax(0, 1fr) auto', md: 'subgrid' },
        gridTemplateAreas: { xs: '"date form" "meaning meaning" "year link"', md: 'none' },
        alignItems: 'center',
        columnGap: { xs: 2, md: 4 },
        rowGap: 1,
        minWidth: 0,
        px: 3,
        py: 2,
        borderRadius: 1,
        borderLeft: 3,
        borderColor: selected ? 'primary.main' : 'divider',
        bgcolor: selected ? 'action.selected' : 'transparent',
      }}
    >
      <Typography
        component="time"
        dateTime={event.filed}
        variant="body2"
        sx={{ gridArea: { xs: 'date', md: 'auto' }, fontWeight: 500, fontVariantNumeric: 'tabular-nums' }}
      >
        {formatDay(event.filed) || event.filed}
      </Typography>
      <Box sx={{ gridArea: { xs: 'form', md: 'auto' }, justifySelf: { xs: 'end', md: 'start' } }}>
        <Chip
          size="small"
          variant="outlined"
          label={event.form}
          sx={{ fontVariantNumeric: 'tabular-nums' }}
        />
      </Box>
      <Typography
        variant="body2"
        sx={{ gridArea: { xs: 'meaning', md: 'auto' }, minWidth: 0, overflowWrap: 'anywhere' }}
      >
        {event.meaning}
      </Typography>
      <Typography
        variant="body2"
        color={selected ? 'primary.main' : 'text.secondary'}
        sx={{ gridArea: { xs: 'year', md: 'auto' }, fontWeight: selected ? 600 : 400 }}
      >
        {`Fiscal ${event.fiscalYear}`}
        {selected ? <Box component="span" sx={VISUALLY_HIDDEN}>{`, ${SELECTED_YEAR_TEXT}`}</Box> : null}
      </Typography>
      {event.url === null ? (
        // A generated demo company's filing is made up: there is no EDGAR page to open.
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ gridArea: { xs: 'link', md: 'auto' }, justifySelf: 'end' }}
        >
          {DEMO_FILING_TEXT}
        </Typography>
      ) : (
        <Typography variant="body2" sx={{ gridArea: { xs: 'link', md: 'auto' }, justifySelf: 'end' }}>
          <EdgarLink url={event.url} label={filingEventLinkLabel(event)}>
            EDGAR
          </EdgarLink>
        </Typography>
      )}
    </Box>
  );
}
