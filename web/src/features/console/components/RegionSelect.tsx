import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';

import type { Region } from '../../../api/tenants-api';
import { OptionCheck } from '../../../shared/options/OptionCheck';

export interface RegionSelectProps {
  regions: readonly Region[];
  loading: boolean;
  /** The chosen region ids. */
  value: readonly number[];
  selectAll: boolean;
  error: string | undefined;
  onChange: (ids: number[]) => void;
  onSelectAllChange: (selectAll: boolean) => void;
}

/** The regions (exchange countries) of a tenant: a multi-select, or 'Select all regions'. */
export function RegionSelect({
  regions,
  loading,
  value,
  selectAll,
  error,
  onChange,
  onSelectAllChange,
}: RegionSelectProps) {
  const selected = selectAll
    ? [...regions]
    : regions.filter((region) => value.includes(region.exchange_countryID));
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Autocomplete
        multiple
        disableCloseOnSelect
        options={regions}
        value={selected}
        loading={loading}
        disabled={selectAll}
        limitTags={4}
        getOptionLabel={(region) => region.exchange_country}
        isOptionEqualToValue={(option, chosen) => option.exchange_countryID === chosen.exchange_countryID}
        onChange={(_event, chosen) => {
          onChange(chosen.map((region) => region.exchange_countryID));
        }}
        renderOption={(props, region, { selected: ticked }) => {
          const { key, ...rest } = props;
          return (
            <li key={key} {...rest}>
              <OptionCheck checked={ticked} />
              {region.exchange_country}
            </li>
          );
        }}
        renderInput={(params) => (
          <TextField
            {...params}
            label="Region"
            required
            error={error !== undefined}
            helperText={error ?? (selectAll ? 'All regions are selected.' : ' ')}
          />
        )}
      />
      <FormControlLabel
        control={
          <Checkbox
            checked={selectAll}
            onChange={(event) => {
              onSelectAllChange(event.target.checked);
            }}
          />
        }
        label="Select all regions"
      />
    </Box>
  );
}
