import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { observer } from 'mobx-react-lite';
import { useRef, useState, type SubmitEvent } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';

import { ApiError, UNKNOWN_ERROR_MESSAGE } from '../../../api/api-client';
import { withShare } from '../../../app/share-param';
import { Wordmark } from '../../../shared/brand/Wordmark';
import { message, translate } from '../../../shared/messages';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { useStores } from '../../../stores/store-context';
import { hasLoginErrors, validateLogin, type LoginFieldErrors } from '../login-validation';

/** Sign-in at `/`. A `share` query parameter is carried on to the dashboard. */
export const LoginPage = observer(function LoginPage() {
  const { session, ui } = useStores();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [errors, setErrors] = useState<LoginFieldErrors>({});
  const [formError, setFormError] = useState<string | undefined>(undefined);
  const [submitting, setSubmitting] = useState(false);
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  useDocumentTitle('Sign in');

  const submit = async () => {
    const found = validateLogin(email, password);
    setErrors(found);
    setFormError(undefined);
    if (hasLoginErrors(found)) {
      (found.email === undefined ? passwordInput : emailInput).current?.focus();
      return;
    }
    setSubmitting(true);
    try {
      const outcome = await session.login(email, password);
      switch (outcome.kind) {
        case 'authenticated':
          await navigate(withShare('/dashboard', searchParams), { replace: true });
          break;
        case 'verification':
          await navigate(withShare('/verification', searchParams));
          break;
        case 'rejected': {
          const text =
            outcome.message === undefined ? undefined : (translate(outcome.message) ?? outcome.message);
          ui.notify({ title: 'Notification', message: text ?? UNKNOWN_ERROR_MESSAGE, severity: 'error' });
          break;
        }
      }
    } catch (error) {
      setFormError(error instanceof ApiError ? error.message : UNKNOWN_ERROR_MESSAGE);
      passwordInput.current?.focus();
    } finally {
      setSubmitting(false);
    }
  };

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!submitting) void submit();
  };

  const passwordHelp =
    errors.password !== undefined && errors.password !== errors.email ? message(errors.password) : undefined;

  return (
    <Paper
      variant="outlined"
      sx={{
        width: '100%',
        maxWidth: 420,
        p: { xs: 6, sm: 10 },
        borderRadius: '16px',
        boxShadow: '0 16px 48px rgba(8, 12, 24, 0.12)',
      }}
    >
      <Box sx={{ mb: 8 }}>
        <Wordmark size={32} />
      </Box>
      <Typography variant="h2" component="h1">
        Sign in
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1, mb: 6 }}>
        Accounting-risk screening for listed companies.
      </Typography>

      <Box
        component="form"
        noValidate
        onSubmit={onSubmit}
        aria-label="Sign in"
        sx={{ display: 'grid', gap: 5 }}
      >
        {formError !== undefined && (
          <Alert severity="error" role="alert">
            {formError}
          </Alert>
        )}
        <TextField
          id="login-email"
          label="Email"
          type="email"
          autoComplete="username"
          autoFocus
          required
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setErrors((previous) =>
              previous.email === 'EMAIL_PASSWORD_EMPTY' ? {} : { ...previous, email: undefined },
            );
          }}
          error={errors.email !== undefined}
          helperText={errors.email === undefined ? undefined : message(errors.email)}
          inputRef={emailInput}
          slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false, maxLength: 255 } }}
        />
        <Box>
          <TextField
            id="login-password"
            label="Password"
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              setErrors((previous) =>
                previous.password === 'EMAIL_PASSWORD_EMPTY' ? {} : { ...previous, password: undefined },
              );
            }}
            error={errors.password !== undefined}
            helperText={passwordHelp}
            inputRef={passwordInput}
            slotProps={{
              input: {
                endAdornment: (
                  <InputAdornment position="end">
                    <IconButton
                      aria-label={showPassword ? 'Hide password' : 'Show password'}
                      aria-pressed={showPassword}
                      onClick={() => {
                        setShowPassword((shown) => !shown);
                      }}
                      edge="end"
                      size="small"
                    >
                      {showPassword ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
                    </IconButton>
                  </InputAdornment>
                ),
              },
            }}
          />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
            <Link component={RouterLink} to="/forgotPassword" variant="body2" underline="hover">
              Forgot password?
            </Link>
          </Box>
        </Box>
        <Button type="submit" variant="contained" size="large" loading={submitting} fullWidth>
          Sign in
        </Button>
      </Box>
    </Paper>
  );
});
