import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';

import { timeZones } from '../time-zones';

export interface TimeZoneSelectProps {
  value: string;
  error: string | undefined;
  onChange: (timeZone: string) => void;
}

/** The IANA time zone the request's dates are chosen in (type to filter: 'Singapore', 'London'...). */
export function TimeZoneSelect({ value, error, onChange }: TimeZoneSelectProps) {
  const zones = useMemo(() => timeZones(), []);
  return (
    <Autocomplete
      options={zones}
      value={value === '' ? null : value}
      autoHighlight
      onChange={(_event, zone) => {
        onChange(zone ?? '');
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          name="country"
          label="Time zone"
          required
          error={error !== undefined}
          helperText={error ?? 'The start and end dates are days in this time zone.'}
        />
      )}
    />
  );
}
