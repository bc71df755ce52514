import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { observer } from 'mobx-react-lite';
import { useRef, useState, type SubmitEvent } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';

import { withShare } from '../../../shared/routing/share-param';
import { message, type MessageKey } from '../../../shared/messages';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { useStores } from '../../../stores/store-context';
import { AuthCard } from '../../../shared/layout/AuthCard';
import { BackToSignInLink } from '../../../shared/layout/BackToSignInLink';
import { validateEmail } from '../login-validation';

/**
 * `/forgotPassword`: asks for a reset link. The answer is the same success text whatever happens (even a
 * failed call), so that nobody can learn from it which addresses have an account.
 */
export const ForgotPasswordPage = observer(function ForgotPasswordPage() {
  const { identity } = useStores();
  const location = useLocation();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<MessageKey | undefined>(undefined);
  const [submitting, setSubmitting] = useState(false);
  const [sent, setSent] = useState(false);
  const emailInput = useRef<HTMLInputElement>(null);
  useDocumentTitle('Forgot password');

  const submit = async () => {
    const invalid = validateEmail(email);
    setEmailError(invalid);
    if (invalid !== undefined) {
      emailInput.current?.focus();
      return;
    }
    setSubmitting(true);
    try {
      await identity.forgotPassword(email);
    } catch {
      // Deliberately the same answer: the spec shows success even on error.
    }
    setSubmitting(false);
    setSent(true);
  };

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!submitting) void submit();
  };

  if (sent) {
    return (
      <AuthCard title="Check your inbox">
        <Box sx={{ display: 'grid', gap: 5 }}>
          <Alert severity="success" role="status">
            {message('SUCCESS_EMAIL_SEND_FORGOT_PASSWORD')}
          </Alert>
          <Button
            component={RouterLink}
            to={withShare('/', location.search)}
            variant="contained"
            size="large"
            fullWidth
          >
            Back to sign in
          </Button>
        </Box>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Forgot password"
      subtitle="Enter your email address and we will send you a link to reset your password."
    >
      <Box
        component="form"
        noValidate
        onSubmit={onSubmit}
        aria-label="Forgot password"
        sx={{ display: 'grid', gap: 5 }}
      >
        <TextField
          id="forgot-email"
          label="Email"
          type="email"
          autoComplete="username"
          autoFocus
          required
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setEmailError(undefined);
          }}
          error={emailError !== undefined}
          helperText={emailError === undefined ? undefined : message(emailError)}
          inputRef={emailInput}
          slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false, maxLength: 255 } }}
        />
        <Button type="submit" variant="contained" size="large" loading={submitting} fullWidth>
          Send reset link
        </Button>
        <BackToSignInLink />
      </Box>
    </AuthCard>
  );
});
