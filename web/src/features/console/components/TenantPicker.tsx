import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';

/** A tenant to choose: its id and name. */
export interface TenantChoice {
  id: string;
  organizationName: string;
}

export interface TenantPickerProps {
  value: TenantChoice | null;
  error: string | undefined;
  disabled?: boolean;
  /** Tenants whose name or POC email match the text (the first ones, by name). */
  search: (text: string) => Promise<TenantChoice[]>;
  onChange: (tenant: TenantChoice | null) => void;
}

const SEARCH_DELAY_MS = 300;

/** An existing tenant, found by typing its name. */
export function TenantPicker({ value, error, disabled = false, search, onChange }: TenantPickerProps) {
  const [text, setText] = useState('');
  const [options, setOptions] = useState<TenantChoice[]>([]);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    let active = true;
    const timer = setTimeout(() => {
      setLoading(true);
      search(text)
        .then((found) => {
          if (active) setOptions(found);
        })
        .catch(() => {
          // The API client has shown the error.
        })
        .finally(() => {
          if (active) setLoading(false);
        });
    }, SEARCH_DELAY_MS);
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [text, search]);

  return (
    <Autocomplete
      options={
        value !== null && !options.some((option) => option.id === value.id) ? [value, ...options] : options
      }
      value={value}
      disabled={disabled}
      loading={loading}
      filterOptions={(all) => all}
      getOptionLabel={(option) => option.organizationName}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      onInputChange={(_event, next, reason) => {
        if (reason === 'input' || reason === 'clear') setText(next);
      }}
      onChange={(_event, chosen) => {
        onChange(chosen);
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          name="tenantId"
          label="Tenant"
          required
          placeholder="Type an organization name"
          error={error !== undefined}
          helperText={error ?? ' '}
        />
      )}
    />
  );
}
