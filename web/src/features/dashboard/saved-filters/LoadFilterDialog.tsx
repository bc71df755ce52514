import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';

import { errorTextOf } from '../../../api/error-text';
import type { SavedFilter, SavedFilterCriteria } from '../../../api/watchlists-api';
import { ConfirmDialog } from '../../../shared/dialogs/ConfirmDialog';
import { DialogFrame } from '../../../shared/dialogs/DialogFrame';
import { EmptyState } from '../../../shared/feedback/EmptyState';
import { ErrorWithRetry } from '../../../shared/feedback/ErrorWithRetry';
import type { SavedFiltersStore } from './saved-filters-store';

export const LOAD_FILTER_TITLE = 'Load filter';
export const NO_SAVED_FILTERS_TEXT =
  'You have no saved filters yet. Set up the filters, then use Save filter to keep them.';

/** The criteria of a saved filter in a few words: 'Exchange (2), Sector (1), Risk score, Year 2023'. */
export function criteriaSummary(filter: SavedFilterCriteria): string {
  const parts: string[] = [];
  const list = (label: string, values: readonly unknown[]) => {
    if (values.length > 0) parts.push(`${label} (${values.length})`);
  };
  list('Exchange', filter.exchange);
  list('Sector', filter.sectorId);
  list('Industry group', filter.industryGroupId);
  list('Rating', filter.rating);
  list('Auditor', filter.auditorId);
  list('Domicile', filter.domicile);
  list('Incorporation', filter.incorporation);
  list('Status', filter.status);
  list('Filing events', filter.filingEvent);
  if (filter.minRiskScore !== null || filter.maxRiskScore !== null) {
    parts.push(`Risk ${filter.minRiskScore ?? 0}–${filter.maxRiskScore ?? 100}`);
  }
  if (filter.minOneYearChange !== null || filter.maxOneYearChange !== null) parts.push('1 year change');
  if (filter.minMarketCapDecile !== null || filter.maxMarketCapDecile !== null) parts.push('Market cap');
  if (filter.year !== null) parts.push(`Year ${filter.year}`);
  return parts.join(', ');
}

export interface LoadFilterDialogProps {
  open: boolean;
  store: SavedFiltersStore;
  onClose: () => void;
}

/**
 * The user's saved filters with Load and Delete (asks first). Loading replays the filter on the screen;
 * the page shows the restricted-access dialog or the adjustment notice when the server says so.
 */
export const LoadFilterDialog = observer(function LoadFilterDialog({
  open,
  store,
  onClose,
}: LoadFilterDialogProps) {
  const [error, setError] = useState<string | undefined>(undefined);
  // The filter to delete stays set while its confirmation closes, so the text does not change under it.
  const [deleting, setDeleting] = useState<SavedFilter | undefined>(undefined);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const busy = store.loadingId !== undefined;

  const close = () => {
    if (!busy) onClose();
  };

  const load = async (filter: SavedFilter) => {
    setError(undefined);
    try {
      await store.load(filter.id);
      onClose();
    } catch (failure) {
      setError(errorTextOf(failure));
    }
  };

  let body;
  if (store.status === 'error') {
    body = <ErrorWithRetry onRetry={() => void store.refresh()}>{store.error}</ErrorWithRetry>;
  } else if (store.status !== 'ready') {
    body = (
      <Box aria-busy="true" aria-label="Loading your saved filters" sx={{ display: 'grid', gap: 2 }}>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} variant="rounded" height={52} />
        ))}
      </Box>
    );
  } else if (store.filters.length === 0) {
    body = <EmptyState variant="plain" text={NO_SAVED_FILTERS_TEXT} />;
  } else {
    body = (
      <Box
        component="ul"
        aria-label="Saved filters"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          maxHeight: 360,
          overflowY: 'auto',
        }}
      >
        {store.filters.map((filter) => (
          <Box
            component="li"
            key={filter.id}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 2,
              px: 3,
              py: 2,
              '& + li': { borderTop: 1, borderColor: 'divider' },
            }}
          >
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {filter.name}
              </Typography>
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                {criteriaSummary(filter.filter)}
              </Typography>
            </Box>
            <Button
              size="small"
              variant="outlined"
              aria-label={`Load ${filter.name}`}
              loading={store.loadingId === filter.id}
              disabled={busy && store.loadingId !== filter.id}
              onClick={() => {
                void load(filter);
              }}
            >
              Load
            </Button>
            <Tooltip title="Delete">
              <span>
                <IconButton
                  size="small"
                  aria-label={`Delete ${filter.name}`}
                  disabled={busy}
                  onClick={() => {
                    setDeleting(filter);
                    setConfirmOpen(true);
                  }}
                >
                  <DeleteOutlined fontSize="small" />
                </IconButton>
              </span>
            </Tooltip>
          </Box>
        ))}
      </Box>
    );
  }

  return (
    <>
      <DialogFrame
        open={open}
        title={LOAD_FILTER_TITLE}
        maxWidth="sm"
        onClose={close}
        onEnter={() => {
          setError(undefined);
          void store.refresh();
        }}
        contentSx={{ display: 'grid', gap: 3 }}
        actions={
          <Button color="inherit" onClick={close} disabled={busy}>
            Close
          </Button>
        }
      >
        <DialogContentText variant="body2">
          Loading a filter replaces the current one. Values that are no longer available are left out, and you
          are told which.
        </DialogContentText>
        {body}
        {error !== undefined && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
      </DialogFrame>
      <ConfirmDialog
        open={confirmOpen}
        title="Delete saved filter?"
        confirmLabel="Delete"
        destructive
        onConfirm={() => (deleting === undefined ? Promise.resolve() : store.delete(deleting.id))}
        onClose={() => {
          setConfirmOpen(false);
        }}
      >
        The saved filter <strong>{deleting?.name}</strong> will be deleted.
      </ConfirmDialog>
    </>
  );
});
