import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';

import { errorCodeOf, errorTextOf } from '../../../api/error-text';
import { message } from '../../../shared/messages';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { useStores } from '../../../stores/store-context';
import { AuthCard } from '../../../shared/layout/AuthCard';
import { BackToSignInLink } from '../../../shared/layout/BackToSignInLink';
import { NewPasswordForm } from '../components/NewPasswordForm';
import { resetLinkOf } from '../reset-link';

function RequestNewLink() {
  return (
    <Link component={RouterLink} to="/forgotPassword" color="inherit" underline="always" sx={{ ml: 1 }}>
      Request a new link
    </Link>
  );
}

/**
 * `/resetPassword`: a new password from an emailed link, a reset link (`oobCode`) or the magic link of a new
 * administrator or user (`token`). Success shows a confirmation with Return to Login (spec section 2); the
 * sign-in then follows the login redirect (a new self-service administrator goes on to /payment).
 */
export const ResetPasswordPage = observer(function ResetPasswordPage() {
  const { identity } = useStores();
  const [searchParams] = useSearchParams();
  const link = resetLinkOf(searchParams);
  const [submitting, setSubmitting] = useState(false);
  const [formError, setFormError] = useState<{ text: string; expiredLink: boolean } | undefined>(undefined);
  const [passwordError, setPasswordError] = useState<string | undefined>(undefined);
  const [done, setDone] = useState(false);
  const magicLink = link.kind === 'token';
  useDocumentTitle(magicLink ? 'Set your password' : 'Reset password');

  const submit = async (newPassword: string) => {
    setSubmitting(true);
    setFormError(undefined);
    setPasswordError(undefined);
    try {
      if (link.kind === 'token') {
        await identity.setPasswordFromLink({ token: link.token, newPassword, tenantId: link.tenantId });
      } else if (link.kind === 'oobCode') {
        await identity.resetPassword({ oobCode: link.oobCode, newPassword, tenantId: link.tenantId });
      }
      setDone(true);
      setSubmitting(false);
    } catch (error) {
      // The policy, once: under the field, where its hint was.
      if (errorCodeOf(error) === 'INVALID_PASSWORD') setPasswordError(errorTextOf(error));
      else setFormError({ text: errorTextOf(error), expiredLink: errorCodeOf(error) === 'INVALID_OOB_CODE' });
      setSubmitting(false);
    }
  };

  if (link.kind === 'invalid') {
    return (
      <AuthCard title="Reset password">
        <Box sx={{ display: 'grid', gap: 5 }}>
          <Alert severity="error" role="alert">
            {message('INVALID_OOB_CODE')}
          </Alert>
          <Button component={RouterLink} to="/forgotPassword" variant="contained" size="large" fullWidth>
            Request a new link
          </Button>
          <BackToSignInLink />
        </Box>
      </AuthCard>
    );
  }

  if (done) {
    return (
      <AuthCard title={magicLink ? 'Password set' : 'Password reset'}>
        <Box sx={{ display: 'grid', gap: 5 }}>
          <Alert severity="success" role="status">
            {message(magicLink ? 'SUCCESS_PASSWORD_SET' : 'SUCCESS_PASSWORD_RESET')}
          </Alert>
          <Button component={RouterLink} to="/" variant="contained" size="large" fullWidth autoFocus>
            Return to Login
          </Button>
        </Box>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={magicLink ? 'Set your password' : 'Reset your password'}
      subtitle={
        magicLink
          ? 'Choose a password for your Ledgerscope account. You will then sign in with it.'
          : 'Choose a new password for your account.'
      }
    >
      <NewPasswordForm
        label={magicLink ? 'Set your password' : 'Reset your password'}
        submitLabel={magicLink ? 'Set password' : 'Reset password'}
        submitting={submitting}
        formError={
          formError === undefined ? undefined : (
            <>
              {formError.text}
              {formError.expiredLink && <RequestNewLink />}
            </>
          )
        }
        passwordError={passwordError}
        onPasswordEdited={() => {
          setPasswordError(undefined);
        }}
        onSubmit={(password) => {
          void submit(password);
        }}
        footer={<BackToSignInLink />}
      />
    </AuthCard>
  );
});
