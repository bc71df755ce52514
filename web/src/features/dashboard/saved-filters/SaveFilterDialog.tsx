import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import { observer } from 'mobx-react-lite';
import { useId, useRef, useState, type SubmitEvent } from 'react';

import { errorCodeOf, errorTextOf } from '../../../api/error-text';
import type { SavedFilter } from '../../../api/watchlists-api';
import { FormDialog } from '../../../shared/dialogs/FormDialog';
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
    <FormDialog
      open={open}
      title={SAVE_FILTER_TITLE}
      maxWidth="xs"
      onEnter={reset}
      onSubmit={submit}
      onClose={onClose}
      busy={store.saving}
      submitLabel="Save"
      error={error ?? store.exchangeError}
      contentSx={{ display: 'grid', gap: 3 }}
      step={
        confirming === undefined
          ? undefined
          : {
              title: REPLACE_FILTER_TITLE,
              describedBy: confirmTextId,
              content: (
                <DialogContentText id={confirmTextId} variant="body2">
                  {message('FILTER_REPLACE_CONFIRM', { name: confirming })}
                </DialogContentText>
              ),
              actions: (
                <>
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
                </>
              ),
            }
      }
    >
      <DialogContentText variant="body2">
        Saves the exchange countries, ranges and other criteria of the screen, in the order you chose them.
        The year is saved when you picked one.
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
    </FormDialog>
  );
});
