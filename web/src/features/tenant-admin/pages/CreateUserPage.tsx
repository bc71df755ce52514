import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { observer } from 'mobx-react-lite';
import { useRef, useState, type SubmitEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';

import { PersonsApi } from '../../../api/persons-api';
import { message } from '../../../shared/messages';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { useStores } from '../../../stores/store-context';
import { AddUserFields } from '../components/AddUserFields';
import { AddUserForm } from '../stores/add-user-form';

export const MANAGE_USERS_PATH = '/manageUsers';

/**
 * /createUser: a new user of the tenant (user name, email). Submit adds them and goes back to /manageUsers
 * with a notice that they were mailed a password-setup link; Cancel goes back without adding. Refusals of
 * the server (email taken, no seats) show on the form.
 */
export const CreateUserPage = observer(function CreateUserPage() {
  const { api, session, ui } = useStores();
  const navigate = useNavigate();
  const nameInput = useRef<HTMLInputElement>(null);
  const emailInput = useRef<HTMLInputElement>(null);
  const [form] = useState(() => {
    const persons = new PersonsApi(api);
    const tenantId = session.principal?.tenantId ?? '';
    return new AddUserForm((person) => persons.add({ ...person, tenantId }, { notifyOnError: false }));
  });
  useDocumentTitle('Add User');

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const added = await form.submit();
    if (added !== undefined) {
      ui.notify({
        title: 'Notification',
        message: message('USER_ADDED_EMAIL_SENT', { email: added.email }),
        severity: 'success',
      });
      await navigate(MANAGE_USERS_PATH);
      return;
    }
    if (form.displayNameError !== undefined) nameInput.current?.focus();
    else if (form.emailError !== undefined) emailInput.current?.focus();
  };

  return (
    <Box
      component="section"
      aria-labelledby="create-user-title"
      sx={{ display: 'grid', gap: 5, maxWidth: 560, mx: 'auto', width: '100%' }}
    >
      <Box>
        <Button
          component={RouterLink}
          to={MANAGE_USERS_PATH}
          startIcon={<ArrowBack fontSize="small" />}
          color="inherit"
          size="small"
          sx={{ ml: -2 }}
        >
          Manage Users
        </Button>
        <Typography id="create-user-title" variant="h1" sx={{ mt: 2 }}>
          Add User
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          The new user is emailed a link to set a password. The link expires in 3 days.
        </Typography>
      </Box>
      <Paper variant="outlined" sx={{ p: { xs: 5, sm: 8 } }}>
        <Box
          component="form"
          noValidate
          aria-label="Add User"
          onSubmit={(event: SubmitEvent<HTMLFormElement>) => {
            void submit(event);
          }}
          sx={{ display: 'grid', gap: 2 }}
        >
          <AddUserFields
            form={form}
            idPrefix="create-user"
            nameRef={nameInput}
            emailRef={emailInput}
            autoFocus
          />
          {form.formError !== undefined && (
            <Alert severity="error" role="alert">
              {form.formError}
            </Alert>
          )}
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 2, mt: 2 }}>
            <Button component={RouterLink} to={MANAGE_USERS_PATH} color="inherit" disabled={form.submitting}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" loading={form.submitting}>
              Submit
            </Button>
          </Box>
        </Box>
      </Paper>
    </Box>
  );
});
