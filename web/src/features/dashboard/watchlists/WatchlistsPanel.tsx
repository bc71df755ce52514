import Box from '@mui/material/Box';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';

import type { Watchlist } from '../../../api/watchlists-api';
import { ConfirmDialog } from '../../../shared/dialogs/ConfirmDialog';
import type { CompanyRef } from '../screen/company-ref';
import { companiesText } from '../screen/format';
import { AlertFrequencyDialog } from './AlertFrequencyDialog';
import { UploadDialog } from './UploadDialog';
import { WatchlistDownloadDialog } from './WatchlistDownloadDialog';
import { WatchlistNameDialog } from './WatchlistNameDialog';
import { WatchlistsBody } from './WatchlistsBody';
import { WatchlistsHeader, type WatchlistsDialog } from './WatchlistsHeader';
import type { WatchlistsStore } from './watchlists-store';

export interface WatchlistsPanelProps {
  store: WatchlistsStore;
  onOpenCompany: (company: CompanyRef) => void;
  /** The company open in the dashboard: its row is highlighted, and Remove takes it out of the list. */
  selectedTickerId?: string | undefined;
  /** Height of the companies grid in px when it has many rows. */
  height?: number;
}

/**
 * The Watchlists tab of the sidebar: its header (choose a watchlist, its actions), its body (the chosen
 * list's companies), and the dialogs they open: create, rename, delete, upload into and download
 * watchlists, and the alert frequency.
 */
export const WatchlistsPanel = observer(function WatchlistsPanel({
  store,
  onOpenCompany,
  selectedTickerId,
  height = 420,
}: WatchlistsPanelProps) {
  const [dialog, setDialog] = useState<WatchlistsDialog | undefined>(undefined);
  // The watchlist a dialog acts on, kept while the dialog closes (the selection may change under it).
  const [acting, setActing] = useState<Watchlist | undefined>(undefined);
  const openDialog = (name: WatchlistsDialog) => {
    setActing(store.selected);
    setDialog(name);
  };
  const closeDialog = () => {
    setDialog(undefined);
  };

  return (
    <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
      <WatchlistsHeader store={store} onOpenDialog={openDialog} selectedTickerId={selectedTickerId} />
      <WatchlistsBody
        store={store}
        onOpenCompany={onOpenCompany}
        onCreate={() => {
          openDialog('create');
        }}
        selectedTickerId={selectedTickerId}
        height={height}
      />

      <WatchlistNameDialog
        open={dialog === 'create'}
        title="New watchlist"
        submitLabel="Create"
        onSubmit={(name) => store.create(name)}
        onClose={closeDialog}
      />
      <WatchlistNameDialog
        open={dialog === 'rename'}
        title="Rename watchlist"
        submitLabel="Rename"
        initialName={acting?.name ?? ''}
        onSubmit={(name) => (acting === undefined ? Promise.resolve() : store.rename(acting.id, name))}
        onClose={closeDialog}
      />
      <ConfirmDialog
        open={dialog === 'delete'}
        title="Delete watchlist?"
        confirmLabel="Delete"
        destructive
        onConfirm={() => (acting === undefined ? Promise.resolve() : store.delete(acting.id))}
        onClose={closeDialog}
      >
        The watchlist <strong>{acting?.name}</strong> will be deleted
        {acting === undefined || acting.companies.length === 0
          ? '.'
          : `, with its list of ${companiesText(acting.companies.length, 'plain')}. The companies stay in the screen.`}
      </ConfirmDialog>
      <UploadDialog
        open={dialog === 'upload'}
        watchlist={acting}
        upload={(watchlistId, file) => store.upload(watchlistId, file)}
        onClose={closeDialog}
      />
      <WatchlistDownloadDialog
        open={dialog === 'download'}
        watchlists={store.watchlists}
        initialIds={acting === undefined ? [] : [acting.id]}
        download={(ids, fileName) => store.download(ids, fileName)}
        onClose={closeDialog}
      />
      <AlertFrequencyDialog open={dialog === 'alerts'} store={store} onClose={closeDialog} />
    </Box>
  );
});
