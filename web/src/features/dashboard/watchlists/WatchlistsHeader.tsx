import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DriveFileRenameOutlineOutlined from '@mui/icons-material/DriveFileRenameOutlineOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import FileUploadOutlined from '@mui/icons-material/FileUploadOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import RemoveCircleOutlined from '@mui/icons-material/RemoveCircleOutlined';
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
import { useId, useRef, useState } from 'react';

import type { WatchlistsStore } from './watchlists-store';

/** The dialogs the Watchlists tab opens. */
export type WatchlistsDialog = 'create' | 'rename' | 'delete' | 'upload' | 'download' | 'alerts';

export interface WatchlistsHeaderProps {
  store: WatchlistsStore;
  onOpenDialog: (dialog: WatchlistsDialog) => void;
  /** The company open in the dashboard: Remove takes it out of the chosen list. */
  selectedTickerId?: string | undefined;
}

/**
 * The Watchlists tab's header: the list picker (or the title while there is none), New watchlist, Alert
 * frequency and the actions menu (Rename, Delete), then Upload CSV, Download CSV and Remove. Shown once
 * the list is in. A failed Remove shows the client's notification (it has no dialog of its own).
 */
export const WatchlistsHeader = observer(function WatchlistsHeader({
  store,
  onOpenDialog,
  selectedTickerId,
}: WatchlistsHeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const [removing, setRemoving] = useState(false);

  const lists = store.watchlists;
  const selected = store.selected;
  const target =
    selectedTickerId === undefined
      ? undefined
      : selected?.companies.find((company) => company.tickerID === selectedTickerId);

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
  const fromMenu = (dialog: WatchlistsDialog) => () => {
    setMenuOpen(false);
    onOpenDialog(dialog);
  };

  if (lists.length === 0 && store.status !== 'ready') return null;
  return (
    <>
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
              onOpenDialog('create');
            }}
          >
            <AddOutlined />
          </IconButton>
        </Tooltip>
        <Tooltip title="Alert frequency">
          <IconButton
            aria-label="Alert frequency"
            onClick={() => {
              onOpenDialog('alerts');
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
          <MenuItem onClick={fromMenu('rename')}>
            <ListItemIcon>
              <DriveFileRenameOutlineOutlined fontSize="small" />
            </ListItemIcon>
            <ListItemText>Rename</ListItemText>
          </MenuItem>
          <MenuItem onClick={fromMenu('delete')}>
            <ListItemIcon>
              <DeleteOutlined fontSize="small" />
            </ListItemIcon>
            <ListItemText>Delete</ListItemText>
          </MenuItem>
        </Menu>
      </Box>
      {lists.length > 0 && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Button
            size="small"
            variant="outlined"
            startIcon={<FileUploadOutlined fontSize="small" />}
            disabled={selected === undefined}
            onClick={() => {
              onOpenDialog('upload');
            }}
          >
            Upload CSV
          </Button>
          <Button
            size="small"
            variant="outlined"
            startIcon={<FileDownloadOutlined fontSize="small" />}
            onClick={() => {
              onOpenDialog('download');
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
    </>
  );
});
