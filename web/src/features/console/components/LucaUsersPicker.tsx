import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';

import { errorTextOf } from '../../../api/error-text';
import type { Person } from '../../../api/persons-api';
import { EmptyState } from '../../../shared/feedback/EmptyState';

export interface LucaUsersPickerProps {
  tenantId: string;
  /** The chosen users' ids. */
  value: readonly string[];
  error: string | undefined;
  loadUsers: (tenantId: string) => Promise<Person[]>;
  onToggle: (uid: string) => void;
}

/** The existing users of the chosen tenant who get Luca between the request's dates. */
export function LucaUsersPicker({ tenantId, value, error, loadUsers, onToggle }: LucaUsersPickerProps) {
  const [loaded, setLoaded] = useState<{ tenantId: string; users?: Person[]; error?: string } | undefined>(
    undefined,
  );
  const current = loaded?.tenantId === tenantId ? loaded : undefined;
  const users = current?.users;
  const loadError = current?.error;

  useEffect(() => {
    if (tenantId === '') return undefined;
    let active = true;
    loadUsers(tenantId)
      .then((found) => {
        if (active) setLoaded({ tenantId, users: found });
      })
      .catch((failure: unknown) => {
        if (active) setLoaded({ tenantId, error: errorTextOf(failure) });
      });
    return () => {
      active = false;
    };
  }, [tenantId, loadUsers]);

  let body;
  if (tenantId === '') {
    body = (
      <Typography variant="body2" color="text.secondary">
        Choose a tenant to see its users.
      </Typography>
    );
  } else if (loadError !== undefined) {
    body = <Alert severity="error">{loadError}</Alert>;
  } else if (users === undefined) {
    body = <Skeleton variant="rounded" height={72} aria-label="Loading users" />;
  } else if (users.length === 0) {
    body = <EmptyState variant="inline" text="This tenant has no users yet." />;
  } else {
    body = (
      <Box sx={{ display: 'grid', maxHeight: 240, overflowY: 'auto', pr: 1 }}>
        {users.map((user) => (
          <FormControlLabel
            key={user.uid}
            control={
              <Checkbox
                size="small"
                checked={value.includes(user.uid)}
                onChange={() => {
                  onToggle(user.uid);
                }}
              />
            }
            label={`${user.displayName} (${user.email})`}
          />
        ))}
      </Box>
    );
  }

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        Users who get Luca access
      </Typography>
      {body}
      {error !== undefined && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  );
}
