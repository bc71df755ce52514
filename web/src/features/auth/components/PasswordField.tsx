import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useState, type Ref } from 'react';

import { PASSWORD_MAX_LENGTH } from '../password-policy';

export interface PasswordFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  error?: string | undefined;
  helperText?: string | undefined;
  autoFocus?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

/** A password input with a show/hide toggle; the error text replaces the help text while there is one. */
export function PasswordField({
  id,
  label,
  value,
  onChange,
  autoComplete,
  error,
  helperText,
  autoFocus = false,
  inputRef,
}: PasswordFieldProps) {
  const [shown, setShown] = useState(false);
  return (
    <TextField
      id={id}
      label={label}
      type={shown ? 'text' : 'password'}
      autoComplete={autoComplete}
      autoFocus={autoFocus}
      required
      value={value}
      onChange={(event) => {
        onChange(event.target.value);
      }}
      error={error !== undefined}
      helperText={error ?? helperText}
      inputRef={inputRef}
      slotProps={{
        htmlInput: { maxLength: PASSWORD_MAX_LENGTH },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={shown ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
                aria-pressed={shown}
                onClick={() => {
                  setShown((current) => !current);
                }}
                edge="end"
                size="small"
              >
                {shown ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
