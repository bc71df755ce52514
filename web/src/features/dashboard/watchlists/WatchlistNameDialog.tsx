import { useRef, useState, type SubmitEvent } from 'react';

import { FormDialog } from '../../../shared/dialogs/FormDialog';
import { useDialogAction } from '../../../shared/dialogs/use-dialog-action';
import { WatchlistNameField } from './WatchlistNameField';
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
  const input = useRef<HTMLInputElement>(null);
  const [name, setName] = useState(initialName);
  const { busy, error, setError, run } = useDialogAction();

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const invalid = watchlistNameError(name);
    if (invalid !== undefined) {
      setError(invalid);
      input.current?.focus();
      return;
    }
    if (await run(() => onSubmit(name.trim()))) onClose();
    else input.current?.focus();
  };

  return (
    <FormDialog
      open={open}
      title={title}
      maxWidth="xs"
      onEnter={() => {
        setName(initialName);
        setError(undefined);
      }}
      onSubmit={submit}
      onClose={onClose}
      busy={busy}
      submitLabel={submitLabel}
    >
      <WatchlistNameField
        label="Watchlist name"
        autoFocus
        value={name}
        inputRef={input}
        error={error}
        onChange={(value) => {
          setName(value);
          setError(undefined);
        }}
      />
    </FormDialog>
  );
}
