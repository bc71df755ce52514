import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { observer } from 'mobx-react-lite';
import { useRef, useState, type SubmitEvent } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';

import { ApiError, UNKNOWN_ERROR_MESSAGE } from '../../../api/api-client';
import { withShare } from '../../../shared/routing/share-param';
import { message, translate } from '../../../shared/messages';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { useStores } from '../../../stores/store-context';
import { AuthCard } from '../../../shared/layout/AuthCard';
import { hasLoginErrors, validateLogin, type LoginFieldErrors } from '../login-validation';
import { useRouteAfterLogin } from '../use-route-after-login';

/**
 * Sign-in at `/`. A token continues by the login redirect rules; a one-time-code account goes to
 * /verification, an account with two-step verification to /mfaSignIn. `share` is carried along.
 */
export const LoginPage = observer(function LoginPage() {
  const { session, ui } = useStores();
  const navigate = useNavigate();
  const routeAfterLogin = useRouteAfterLogin();
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
          await navigate(await routeAfterLogin(outcome.principal, { share: searchParams }), {
            replace: true,
          });
          break;
        case 'verification':
          await navigate(withShare('/verification', searchParams));
          break;
        case 'mfa':
          await navigate(withShare('/mfaSignIn', searchParams));
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
    <AuthCard title="Sign in" subtitle="Accounting-risk screening for listed companies.">
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
    </AuthCard>
  );
});
