import AddOutlined from '@mui/icons-material/AddOutlined';
import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';

import { errorTextOf } from '../../../api/error-text';
import { EmptyState } from '../../../shared/feedback/EmptyState';
import { ErrorWithRetry } from '../../../shared/feedback/ErrorWithRetry';
import { WatchlistNameField } from './WatchlistNameField';
import type { WatchlistsStore } from './watchlists-store';
import { watchlistNameError } from './watchlists-store';

export const ADD_TO_WATCHLIST = 'Add to watchlist';
export const IN_WATCHLIST = 'In watchlist';

export interface WatchlistStarProps {
  store: WatchlistsStore;
  /** The open company. */
  tickerId: string;
  /** Its name, for the popup's title (when known). */
  companyName?: string | undefined;
}

/**
 * The star of the company top bar: filled when the open company is in any of the user's watchlists. It
 * opens a small dialog with a checkbox per watchlist (ticking adds the company, unticking removes it) and
 * a field to create a new watchlist holding it.
 */
export const WatchlistStar = observer(function WatchlistStar({
  store,
  tickerId,
  companyName,
}: WatchlistStarProps) {
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const popupId = useId();

  useEffect(() => {
    void store.refreshContaining(tickerId);
  }, [store, tickerId]);

  const starred = store.isStarred(tickerId);
  const memberIds = store.containingIds(tickerId) ?? [];
  const memberNames = store.watchlists.filter((list) => memberIds.includes(list.id)).map((list) => list.name);
  const label = starred ? IN_WATCHLIST : ADD_TO_WATCHLIST;
  const tooltip = starred ? `In ${memberNames.join(', ') || 'a watchlist'}` : ADD_TO_WATCHLIST;

  return (
    <>
      <Tooltip title={open ? '' : tooltip}>
        <IconButton
          ref={button}
          aria-label={label}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? popupId : undefined}
          onClick={() => {
            setOpen(true);
            if (store.status === 'idle' || store.status === 'error') void store.load();
          }}
          sx={{ color: starred ? 'warning.main' : 'text.secondary' }}
        >
          {starred ? <Star /> : <StarBorder />}
        </IconButton>
      </Tooltip>
      <Popover
        open={open}
        anchorEl={button.current}
        onClose={() => {
          setOpen(false);
        }}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            id: popupId,
            role: 'dialog',
            'aria-labelledby': titleId,
            sx: { width: 320, maxWidth: 'calc(100vw - 32px)' },
          },
        }}
      >
        <StarPopupContent
          store={store}
          tickerId={tickerId}
          companyName={companyName}
          titleId={titleId}
          onClose={() => {
            setOpen(false);
          }}
        />
      </Popover>
    </>
  );
});

interface StarPopupContentProps {
  store: WatchlistsStore;
  tickerId: string;
  companyName: string | undefined;
  titleId: string;
  onClose: () => void;
}

const StarPopupContent = observer(function StarPopupContent({
  store,
  tickerId,
  companyName,
  titleId,
  onClose,
}: StarPopupContentProps) {
  const listLabelId = useId();
  const nameInput = useRef<HTMLInputElement>(null);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>(undefined);
  const [error, setError] = useState<string | undefined>(undefined);
  const [creating, setCreating] = useState(false);
  const memberIds = store.containingIds(tickerId) ?? [];

  const toggle = async (watchlistId: string, member: boolean) => {
    setError(undefined);
    try {
      if (member) await store.addCompany(watchlistId, tickerId);
      else await store.removeCompany(watchlistId, tickerId);
    } catch (failure) {
      setError(errorTextOf(failure));
    }
  };

  const create = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (creating) return;
    const invalid = watchlistNameError(name);
    if (invalid !== undefined) {
      setNameError(invalid);
      nameInput.current?.focus();
      return;
    }
    setCreating(true);
    try {
      await store.createWith(name, tickerId);
      setName('');
      setNameError(undefined);
    } catch (failure) {
      setNameError(errorTextOf(failure));
      nameInput.current?.focus();
    } finally {
      setCreating(false);
    }
  };

  return (
    <Box sx={{ p: 4, display: 'grid', gap: 3 }}>
      <Box>
        <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {ADD_TO_WATCHLIST}
        </Typography>
        {companyName !== undefined && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {companyName}
          </Typography>
        )}
      </Box>
      {store.status === 'loading' && store.watchlists.length === 0 ? (
        <LinearProgress aria-label="Loading your watchlists" />
      ) : store.status === 'error' ? (
        <ErrorWithRetry onRetry={() => void store.load()}>{store.error}</ErrorWithRetry>
      ) : store.watchlists.length === 0 ? (
        <EmptyState
          variant="inline"
          text="You have no watchlists yet. Name one below to create it with this company."
        />
      ) : (
        <Box
          role="group"
          aria-labelledby={listLabelId}
          sx={{ display: 'grid', maxHeight: 240, overflowY: 'auto', mx: -1 }}
        >
          <Typography id={listLabelId} variant="overline" color="text.secondary" sx={{ px: 1 }}>
            Your watchlists
          </Typography>
          {store.watchlists.map((list, index) => (
            <FormControlLabel
              key={list.id}
              label={list.name}
              control={
                <Checkbox
                  size="small"
                  autoFocus={index === 0}
                  checked={memberIds.includes(list.id)}
                  // Not disabled while the change is sent: that would drop the focus (and Escape with it).
                  onChange={(event) => {
                    if (!store.isPending(list.id, tickerId)) void toggle(list.id, event.target.checked);
                  }}
                />
              }
              sx={{ mx: 0, overflowWrap: 'anywhere' }}
            />
          ))}
        </Box>
      )}
      {error !== undefined && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <Divider />
      <Box
        component="form"
        noValidate
        aria-label="Create a watchlist with this company"
        onSubmit={(event: SubmitEvent<HTMLFormElement>) => {
          void create(event);
        }}
        sx={{ display: 'flex', alignItems: 'flex-start', gap: 2 }}
      >
        <WatchlistNameField
          label="New watchlist"
          inDialog={false}
          size="small"
          value={name}
          inputRef={nameInput}
          autoFocus={store.watchlists.length === 0}
          error={nameError}
          onChange={(value) => {
            setName(value);
            setNameError(undefined);
          }}
        />
        <Button
          type="submit"
          variant="contained"
          loading={creating}
          startIcon={<AddOutlined fontSize="small" />}
          sx={{ flexShrink: 0, height: 40 }}
        >
          Create
        </Button>
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: -1 }}>
        <Button size="small" color="inherit" onClick={onClose}>
          Done
        </Button>
      </Box>
    </Box>
  );
});
