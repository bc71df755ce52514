import TextField from '@mui/material/TextField';
import type { Ref } from 'react';

import { WATCHLIST_NAME_MAX_LENGTH } from '../../../api/watchlists-api';

export interface WatchlistNameFieldProps {
  label: string;
  value: string;
  /** The refusal shown under the field ('Watchlist name already exists.'). */
  error: string | undefined;
  /** A new value (the caller clears the refusal). */
  onChange: (value: string) => void;
  inputRef: Ref<HTMLInputElement>;
  autoFocus?: boolean;
  /** In a dialog the field is required and keeps a line under it so the buttons do not jump. */
  inDialog?: boolean;
  size?: 'small' | 'medium';
}

/** The one field naming a watchlist: at most 100 characters, no spell-check. */
export function WatchlistNameField({
  label,
  value,
  error,
  onChange,
  inputRef,
  autoFocus = false,
  inDialog = true,
  size,
}: WatchlistNameFieldProps) {
  return (
    <TextField
      label={label}
      required={inDialog}
      autoFocus={autoFocus}
      fullWidth
      size={size}
      value={value}
      inputRef={inputRef}
      error={error !== undefined}
      helperText={error ?? (inDialog ? ' ' : undefined)}
      onChange={(event) => {
        onChange(event.target.value);
      }}
      slotProps={{ htmlInput: { maxLength: WATCHLIST_NAME_MAX_LENGTH, spellCheck: false } }}
      sx={inDialog && size !== 'small' ? { mt: 1 } : undefined}
    />
  );
}
