import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { observer } from 'mobx-react-lite';
import { useId, useRef, useState, type SubmitEvent } from 'react';

import { errorCodeOf, errorTextOf } from '../../../api/error-text';
import type { SavedFilter } from '../../../api/watchlists-api';
import { message } from '../../../shared/messages';
import { FILTER_NAME_MAX_LENGTH, type SavedFiltersStore } from './saved-filters-store';

export const SAVE_FILTER_TITLE = 'Save filter';
export const REPLACE_FILTER_TITLE = 'Replace saved filter?';

export type SaveFilterStore = Pick<SavedFiltersStore, 'save' | 'saving' | 'exchangeError'>;

export interface SaveFilterDialogProps {
  open: boolean;
  store: SaveFilterStore;
  onClose: () => void;
  /** After a save (or a confirmed replace). */
  onSaved?: (filter: SavedFilter) => void;
}

/**
 * Saves the screen's criteria under a name (required; 'Saved filter name is required.'). The screen needs
 * an exchange country ('Exchange country is required'). An existing name asks 'A saved filter named X
 * already exists. Replace it?' and replaces it on confirmation.
 */
export const SaveFilterDialog = observer(function SaveFilterDialog({
  open,
  store,
  onClose,
  onSaved,
}: SaveFilterDialogProps) {
  const titleId = useId();
  const confirmTextId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>(undefined);
  const [error, setError] = useState<string | undefined>(undefined);
  const [confirming, setConfirming] = useState<string | undefined>(undefined);

  const reset = () => {
    setName('');
    setNameError(undefined);
    setError(undefined);
    setConfirming(undefined);
  };

  const close = () => {
    if (!store.saving) onClose();
  };

  const save = async (replace: boolean) => {
    setError(undefined);
    try {
      const outcome = await store.save(name, replace);
      if (outcome.status === 'exists') {
        setConfirming(outcome.name);
        return;
      }
      onSaved?.(outcome.filter);
      onClose();
    } catch (failure) {
      setConfirming(undefined);
      if (errorCodeOf(failure) === 'FILTER_NAME_REQUIRED') {
        setNameError(errorTextOf(failure));
        input.current?.focus();
      } else {
        setError(errorTextOf(failure));
      }
    }
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (store.saving) return;
    if (name.trim() === '') {
      setNameError(message('FILTER_NAME_REQUIRED'));
      input.current?.focus();
      return;
    }
    if (store.exchangeError !== undefined) {
      setError(store.exchangeError);
      return;
    }
    void save(false);
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby={titleId}
      {...(confirming === undefined ? {} : { 'aria-describedby': confirmTextId })}
      fullWidth
      maxWidth="xs"
      slotProps={{ transition: { onEnter: reset } }}
    >
      {confirming === undefined ? (
        <Box component="form" noValidate aria-label={SAVE_FILTER_TITLE} onSubmit={submit}>
          <DialogTitle id={titleId}>{SAVE_FILTER_TITLE}</DialogTitle>
          <DialogContent sx={{ display: 'grid', gap: 3 }}>
            <DialogContentText variant="body2">
              Saves the exchange countries, ranges and other criteria of the screen, in the order you chose
              them. The year is saved when you picked one.
            </DialogContentText>
            <TextField
              label="Filter name"
              required
              autoFocus
              value={name}
              inputRef={input}
              error={nameError !== undefined}
              helperText={nameError}
              onChange={(event) => {
                setName(event.target.value);
                setNameError(undefined);
              }}
              slotProps={{ htmlInput: { maxLength: FILTER_NAME_MAX_LENGTH, spellCheck: false } }}
              sx={{ mt: 1 }}
            />
            {(error ?? store.exchangeError) !== undefined && (
              <Alert severity="error" role="alert">
                {error ?? store.exchangeError}
              </Alert>
            )}
          </DialogContent>
          <DialogActions sx={{ px: 6, pb: 5 }}>
            <Button color="inherit" onClick={close} disabled={store.saving}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" loading={store.saving}>
              Save
            </Button>
          </DialogActions>
        </Box>
      ) : (
        <>
          <DialogTitle id={titleId}>{REPLACE_FILTER_TITLE}</DialogTitle>
          <DialogContent>
            <DialogContentText id={confirmTextId} variant="body2">
              {message('FILTER_REPLACE_CONFIRM', { name: confirming })}
            </DialogContentText>
          </DialogContent>
          <DialogActions sx={{ px: 6, pb: 5 }}>
            <Button
              color="inherit"
              disabled={store.saving}
              onClick={() => {
                setConfirming(undefined);
              }}
            >
              Cancel
            </Button>
            <Button
              variant="contained"
              autoFocus
              loading={store.saving}
              onClick={() => {
                void save(true);
              }}
            >
              Replace
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
});
