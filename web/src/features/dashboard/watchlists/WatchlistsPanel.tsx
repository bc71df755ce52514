import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DriveFileRenameOutlineOutlined from '@mui/icons-material/DriveFileRenameOutlineOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import FileUploadOutlined from '@mui/icons-material/FileUploadOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import RemoveCircleOutlined from '@mui/icons-material/RemoveCircleOutlined';
import StarBorder from '@mui/icons-material/StarBorder';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { observer } from 'mobx-react-lite';
import { useCallback, useId, useRef, useState, type ReactNode } from 'react';

import type { Watchlist, WatchlistCompany } from '../../../api/watchlists-api';
import { DataGrid, DataGridSkeleton, type DataGridColumn } from '../../../shared/grid/DataGrid';
import { anyRatingNote, companyColumns } from '../screen/company-columns';
import type { CompanyRef } from '../screen/company-ref';
import { AlertFrequencyDialog } from './AlertFrequencyDialog';
import { ConfirmDialog } from '../../../shared/dialogs/ConfirmDialog';
import { UploadDialog } from './UploadDialog';
import { WatchlistDownloadDialog } from './WatchlistDownloadDialog';
import { WatchlistNameDialog } from './WatchlistNameDialog';
import type { WatchlistsStore } from './watchlists-store';

export const NO_WATCHLISTS_TEXT =
  'You have no watchlists yet. Create one here, or use the star in a company’s top bar to add the company to a new watchlist.';
export const EMPTY_WATCHLIST_TEXT =
  'This watchlist is empty. Add companies with the star in a company’s top bar, or upload a CSV of ISINs.';
export const WATCHLIST_GRID_LABEL = 'Watchlist companies';

/** The Watchlist entity's fields (spec section 3), in the results grid's order. */
export const WATCHLIST_COLUMNS: readonly DataGridColumn<WatchlistCompany>[] =
  companyColumns<WatchlistCompany>();
/** The same with the Rating column wide enough for 'Not rated' and 'Not scored'. */
const WATCHLIST_COLUMNS_WITH_NOTES = companyColumns<WatchlistCompany>({ ratingNotes: true });

export function companyOfWatchlistRow(row: WatchlistCompany): CompanyRef {
  return {
    tickerId: row.tickerID,
    exchangeCountryId: row.exchange_countryID,
    isin: row.isin,
    name: row.name,
    exchangeCountry: row.exchange_country,
  };
}

type DialogName = 'create' | 'rename' | 'delete' | 'upload' | 'download' | 'alerts';

export interface WatchlistsPanelProps {
  store: WatchlistsStore;
  onOpenCompany: (company: CompanyRef) => void;
  /** The company open in the dashboard: its row is highlighted, and Remove takes it out of the list. */
  selectedTickerId?: string | undefined;
  /** Height of the companies grid in px when it has many rows. */
  height?: number;
}

const ROW_HEIGHT = 32;

const companiesText = (count: number): string => (count === 1 ? '1 company' : `${count} companies`);

/**
 * The Watchlists tab of the sidebar: choose a watchlist, see its companies (a click or Enter opens one),
 * remove the open company from it, and create, rename, delete, upload into and download watchlists, and
 * the alert frequency.
 */
export const WatchlistsPanel = observer(function WatchlistsPanel({
  store,
  onOpenCompany,
  selectedTickerId,
  height = 420,
}: WatchlistsPanelProps) {
  const [dialog, setDialog] = useState<DialogName | undefined>(undefined);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const open = useCallback(
    (row: WatchlistCompany) => onOpenCompany(companyOfWatchlistRow(row)),
    [onOpenCompany],
  );
  const rowKey = useCallback((row: WatchlistCompany) => row.tickerID, []);
  // The watchlist a dialog acts on, kept while the dialog closes (the selection may change under it).
  const [acting, setActing] = useState<Watchlist | undefined>(undefined);
  const openDialog = (name: DialogName) => {
    setActing(store.selected);
    setDialog(name);
  };
  const closeDialog = () => {
    setDialog(undefined);
  };

  const lists = store.watchlists;
  const selected = store.selected;
  const target =
    selectedTickerId === undefined
      ? undefined
      : selected?.companies.find((company) => company.tickerID === selectedTickerId);
  const [removing, setRemoving] = useState(false);

  const remove = async () => {
    if (selected === undefined || target === undefined) return;
    setRemoving(true);
    try {
      await store.removeCompany(selected.id, target.tickerID);
    } catch {
      // The client has shown the error.
    } finally {
      setRemoving(false);
    }
  };

  let body;
  if (store.status === 'error' && lists.length === 0) {
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void store.load()}>
            Retry
          </Button>
        }
      >
        {store.error}
      </Alert>
    );
  } else if (store.status !== 'ready' && lists.length === 0) {
    body = <DataGridSkeleton rows={6} />;
  } else if (lists.length === 0) {
    body = (
      <EmptyState text={NO_WATCHLISTS_TEXT}>
        <Button
          variant="contained"
          size="small"
          startIcon={<AddOutlined fontSize="small" />}
          onClick={() => {
            openDialog('create');
          }}
        >
          Create a watchlist
        </Button>
      </EmptyState>
    );
  } else if (selected === undefined || selected.companies.length === 0) {
    body = <EmptyState text={EMPTY_WATCHLIST_TEXT} />;
  } else {
    const rows = selected.companies;
    body = (
      <DataGrid<WatchlistCompany>
        label={WATCHLIST_GRID_LABEL}
        columns={anyRatingNote(rows) ? WATCHLIST_COLUMNS_WITH_NOTES : WATCHLIST_COLUMNS}
        rows={rows}
        rowKey={rowKey}
        selectedKey={selectedTickerId}
        onRowActivate={open}
        height={rows.length > Math.floor(height / ROW_HEIGHT) ? height : 'auto'}
        rowHeight={ROW_HEIGHT}
      />
    );
  }

  return (
    <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
      {(lists.length > 0 || store.status === 'ready') && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
          {lists.length > 0 ? (
            <TextField
              select
              size="small"
              label="Watchlist"
              value={selected?.id ?? ''}
              onChange={(event) => {
                store.select(event.target.value);
              }}
              sx={{ flex: 1, minWidth: 0 }}
            >
              {lists.map((list) => (
                <MenuItem key={list.id} value={list.id}>
                  <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
                    {list.name}
                  </Box>
                  <Box component="span" sx={{ color: 'text.secondary', ml: 2, flexShrink: 0 }}>
                    {list.companies.length}
                  </Box>
                </MenuItem>
              ))}
            </TextField>
          ) : (
            <Typography variant="subtitle2" component="h3" sx={{ flex: 1 }}>
              Your watchlists
            </Typography>
          )}
          <Tooltip title="New watchlist">
            <IconButton
              aria-label="New watchlist"
              onClick={() => {
                openDialog('create');
              }}
            >
              <AddOutlined />
            </IconButton>
          </Tooltip>
          <Tooltip title="Alert frequency">
            <IconButton
              aria-label="Alert frequency"
              onClick={() => {
                openDialog('alerts');
              }}
            >
              <NotificationsOutlined />
            </IconButton>
          </Tooltip>
          {selected !== undefined && (
            <Tooltip title="Watchlist actions">
              <IconButton
                ref={menuButton}
                aria-label="Watchlist actions"
                aria-haspopup="menu"
                aria-expanded={menuOpen}
                aria-controls={menuOpen ? menuId : undefined}
                onClick={() => {
                  setMenuOpen(true);
                }}
              >
                <MoreVert />
              </IconButton>
            </Tooltip>
          )}
          <Menu
            id={menuId}
            anchorEl={menuButton.current}
            open={menuOpen}
            onClose={() => {
              setMenuOpen(false);
            }}
            anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
            transformOrigin={{ vertical: 'top', horizontal: 'right' }}
          >
            <MenuItem
              onClick={() => {
                setMenuOpen(false);
                openDialog('rename');
              }}
            >
              <ListItemIcon>
                <DriveFileRenameOutlineOutlined fontSize="small" />
              </ListItemIcon>
              <ListItemText>Rename</ListItemText>
            </MenuItem>
            <MenuItem
              onClick={() => {
                setMenuOpen(false);
                openDialog('delete');
              }}
            >
              <ListItemIcon>
                <DeleteOutlined fontSize="small" />
              </ListItemIcon>
              <ListItemText>Delete</ListItemText>
            </MenuItem>
          </Menu>
        </Box>
      )}
      {lists.length > 0 && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Button
            size="small"
            variant="outlined"
            startIcon={<FileUploadOutlined fontSize="small" />}
            disabled={selected === undefined}
            onClick={() => {
              openDialog('upload');
            }}
          >
            Upload CSV
          </Button>
          <Button
            size="small"
            variant="outlined"
            startIcon={<FileDownloadOutlined fontSize="small" />}
            onClick={() => {
              openDialog('download');
            }}
          >
            Download CSV
          </Button>
          <Tooltip
            title={
              target === undefined
                ? 'Open a company of this watchlist to remove it'
                : `Remove ${target.name} from ${selected?.name ?? 'the watchlist'}`
            }
          >
            <Box component="span" sx={{ ml: 'auto', display: 'inline-flex' }}>
              <Button
                size="small"
                color="inherit"
                startIcon={<RemoveCircleOutlined fontSize="small" />}
                disabled={target === undefined}
                loading={removing}
                aria-label={
                  target === undefined || selected === undefined
                    ? 'Remove'
                    : `Remove ${target.name} from ${selected.name}`
                }
                onClick={() => {
                  void remove();
                }}
              >
                Remove
              </Button>
            </Box>
          </Tooltip>
        </Box>
      )}
      {body}
      {lists.length > 0 && selected !== undefined && selected.companies.length > 0 && (
        <Typography variant="caption" color="text.secondary" role="status">
          {companiesText(selected.companies.length)} in {selected.name}
        </Typography>
      )}

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
          : `, with its list of ${companiesText(acting.companies.length)}. The companies stay in the screen.`}
      </ConfirmDialog>
      <UploadDialog
        open={dialog === 'upload'}
        watchlist={acting}
        upload={(watchlistId, file) => store.upload(watchlistId, file)}
        onClose={closeDialog}
      />
      <WatchlistDownloadDialog
        open={dialog === 'download'}
        watchlists={lists}
        initialIds={acting === undefined ? [] : [acting.id]}
        download={(ids, fileName) => store.download(ids, fileName)}
        onClose={closeDialog}
      />
      <AlertFrequencyDialog open={dialog === 'alerts'} store={store} onClose={closeDialog} />
    </Box>
  );
});

function EmptyState({ text: sentence, children }: { text: string; children?: ReactNode }) {
  return (
    <Box
      role="status"
      sx={{
        py: 8,
        px: 4,
        display: 'grid',
        justifyItems: 'center',
        gap: 3,
        textAlign: 'center',
        border: 1,
        borderStyle: 'dashed',
        borderColor: 'divider',
        borderRadius: 2,
      }}
    >
      <StarBorder color="disabled" aria-hidden="true" />
      <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 320 }}>
        {sentence}
      </Typography>
      {children}
    </Box>
  );
}
