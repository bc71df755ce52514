import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

export interface ManagerFieldsProps {
  /** Whether the POC is also the tenant manager (the manager fields then follow the POC). */
  pocIsManager: boolean;
  onPocIsManagerChange: (on: boolean) => void;
  /** The name and email fields' props (name, value, error, change). */
  nameField: TextFieldProps;
  emailField: TextFieldProps;
  required?: boolean;
  /** A heading above the checkbox, after a divider. */
  heading?: string;
}

/** The tenant manager of a tenant form: "Is POC Also Tenant Manager?", then the manager's name and email. */
export function ManagerFields({
  pocIsManager,
  onPocIsManagerChange,
  nameField,
  emailField,
  required = false,
  heading,
}: ManagerFieldsProps) {
  return (
    <>
      <Box
        sx={
          heading === undefined
            ? { gridColumn: '1 / -1' }
            : { gridColumn: '1 / -1', display: 'grid', gap: 1, mt: 2 }
        }
      >
        {heading !== undefined && (
          <>
            <Divider />
            <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
              {heading}
            </Typography>
          </>
        )}
        <FormControlLabel
          control={
            <Checkbox
              checked={pocIsManager}
              onChange={(event) => {
                onPocIsManagerChange(event.target.checked);
              }}
            />
          }
          label="Is POC Also Tenant Manager?"
        />
      </Box>
      <TextField {...nameField} label="Tenant Manager Name" required={required} disabled={pocIsManager} />
      <TextField
        {...emailField}
        label="Tenant Manager Email"
        required={required}
        type="email"
        disabled={pocIsManager}
      />
    </>
  );
}
