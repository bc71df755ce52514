import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import PersonAddAlt from '@mui/icons-material/PersonAddAlt';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { observer } from 'mobx-react-lite';

import type { RequestForm } from '../stores/request-form';

const lucaValue = (value: boolean | undefined): string => (value === undefined ? '' : value ? 'yes' : 'no');

/** The users of a tenant or user request: one row each (name, email, Access to Luca); the last row stays. */
export const PersonRowsEditor = observer(function PersonRowsEditor({ form }: { form: RequestForm }) {
  const rows = form.values.persons;
  const listError = form.fieldError('persons');
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 2 }}>
        Users
      </Typography>
      {rows.map((row, index) => {
        const errors = form.personError(row.key);
        return (
          <Box
            key={row.key}
            role="group"
            aria-label={`User ${index + 1}`}
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 140px 40px' },
              gap: 2,
              alignItems: 'start',
            }}
          >
            <TextField
              size="small"
              label="User Name"
              value={row.displayName}
              error={errors.displayName !== undefined}
              helperText={errors.displayName ?? ' '}
              onChange={(event) => {
                form.setPerson(row.key, { displayName: event.target.value });
              }}
              slotProps={{ htmlInput: { maxLength: 255 } }}
            />
            <TextField
              size="small"
              label="Email"
              type="email"
              value={row.email}
              error={errors.email !== undefined}
              helperText={errors.email ?? ' '}
              onChange={(event) => {
                form.setPerson(row.key, { email: event.target.value });
              }}
              slotProps={{ htmlInput: { maxLength: 255, spellCheck: false } }}
            />
            <TextField
              select
              size="small"
              label="Access to Luca"
              value={lucaValue(row.lucaAccessible)}
              error={errors.lucaAccessible !== undefined}
              helperText={errors.lucaAccessible ?? ' '}
              onChange={(event) => {
                form.setPerson(row.key, { lucaAccessible: event.target.value === 'yes' });
              }}
            >
              <MenuItem value="yes">Yes</MenuItem>
              <MenuItem value="no">No</MenuItem>
            </TextField>
            <Tooltip title={rows.length <= 1 ? 'The last user row cannot be deleted' : 'Remove this user'}>
              <span>
                <IconButton
                  aria-label={`Remove user ${index + 1}`}
                  disabled={rows.length <= 1}
                  onClick={() => {
                    form.removePerson(row.key);
                  }}
                >
                  <DeleteOutline fontSize="small" />
                </IconButton>
              </span>
            </Tooltip>
          </Box>
        );
      })}
      {listError !== undefined && <FormHelperText error>{listError}</FormHelperText>}
      <Button
        startIcon={<PersonAddAlt />}
        onClick={() => {
          form.addPerson();
        }}
        sx={{ justifySelf: 'start' }}
      >
        Add user row
      </Button>
    </Box>
  );
});
