import TextField from '@mui/material/TextField';
import type { Ref } from 'react';

import { CODE_LENGTH } from './code-validation';

export interface CodeFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** 'numeric' for an authenticator code; 'text' for a one-time code of word characters. */
  inputMode: 'numeric' | 'text';
  error?: string | undefined;
  helperText?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
}

/** A 6-character code input, filled in by the browser from a message where it can. */
export function CodeField({
  id,
  label,
  value,
  onChange,
  inputMode,
  error,
  helperText,
  inputRef,
}: CodeFieldProps) {
  return (
    <TextField
      id={id}
      label={label}
      autoComplete="one-time-code"
      autoFocus
      required
      value={value}
      onChange={(event) => {
        onChange(event.target.value.replace(/\s/g, ''));
      }}
      error={error !== undefined}
      helperText={error ?? helperText}
      inputRef={inputRef}
      slotProps={{
        htmlInput: {
          maxLength: CODE_LENGTH,
          inputMode,
          autoCapitalize: 'none',
          spellCheck: false,
          ...(inputMode === 'numeric' ? { pattern: '[0-9]*' } : {}),
          style: { fontSize: '1.25rem', letterSpacing: '0.4em', fontVariantNumeric: 'tabular-nums' },
        },
      }}
    />
  );
}
