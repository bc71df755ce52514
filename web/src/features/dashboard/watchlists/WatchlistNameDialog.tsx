import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useRef, useState, type SubmitEvent } from 'react';

import { errorTextOf } from '../../../api/error-text';
import { WATCHLIST_NAME_MAX_LENGTH } from '../../../api/watchlists-api';
import { watchlistNameError } from './watchlists-store';

export interface WatchlistNameDialogProps {
  open: boolean;
  /** 'New watchlist' or 'Rename watchlist'. */
  title: string;
  /** The primary action: 'Create' or 'Rename'. */
  submitLabel: string;
  /** The name shown when the dialog opens ('' for a new one). */
  initialName?: string;
  /** Creates or renames; a rejection ('Watchlist name already exists.') shows under the field. */
  onSubmit: (name: string) => Promise<unknown>;
  onClose: () => void;
}

/** The name of a new or renamed watchlist: required, at most 100 characters, unique per user. */
export function WatchlistNameDialog({
  open,
  title,
  submitLabel,
  initialName = '',
  onSubmit,
  onClose,
}: WatchlistNameDialogProps) {
  const titleId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);

  const close = () => {
    if (!busy) onClose();
  };

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const invalid = watchlistNameError(name);
    if (invalid !== undefined) {
      setError(invalid);
      input.current?.focus();
      return;
    }
    setBusy(true);
    try {
      await onSubmit(name.trim());
      onClose();
    } catch (failure) {
      setError(errorTextOf(failure));
      input.current?.focus();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
      slotProps={{
        transition: {
          onEnter: () => {
            setName(initialName);
            setError(undefined);
          },
        },
      }}
    >
      <Box
        component="form"
        noValidate
        aria-label={title}
        onSubmit={(event: SubmitEvent<HTMLFormElement>) => {
          void submit(event);
        }}
      >
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <TextField
            label="Watchlist name"
            required
            autoFocus
            fullWidth
            value={name}
            inputRef={input}
            error={error !== undefined}
            helperText={error ?? ' '}
            onChange={(event) => {
              setName(event.target.value);
              setError(undefined);
            }}
            slotProps={{ htmlInput: { maxLength: WATCHLIST_NAME_MAX_LENGTH, spellCheck: false } }}
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 6, pb: 5 }}>
          <Button color="inherit" onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={busy}>
            {submitLabel}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
