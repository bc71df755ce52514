import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { observer } from 'mobx-react-lite';
import { useRef, useState, type SubmitEvent } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';

import { errorTextOf } from '../../../api/error-text';
import { withShare } from '../../../shared/routing/share-param';
import { message } from '../../../shared/messages';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { useStores } from '../../../stores/store-context';
import { validateMfaCode } from '../../../shared/account/code-validation';
import { AuthCard } from '../../../shared/layout/AuthCard';
import { BackToSignInLink } from '../../../shared/layout/BackToSignInLink';
import { CodeField } from '../../../shared/account/CodeField';
import { useRouteAfterLogin } from '../use-route-after-login';

/**
 * `/mfaSignIn`: the authenticator code of a sign-in with two-step verification. It needs the session info
 * of that sign-in, kept in memory only; without it (a reload, a direct visit) the user signs in again.
 */
export const MfaSignInPage = observer(function MfaSignInPage() {
  const { session } = useStores();
  const navigate = useNavigate();
  const routeAfterLogin = useRouteAfterLogin();
  const [searchParams] = useSearchParams();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>(undefined);
  const [formError, setFormError] = useState<string | undefined>(undefined);
  const [submitting, setSubmitting] = useState(false);
  const codeInput = useRef<HTMLInputElement>(null);
  useDocumentTitle('Two-step verification');

  const challenge = session.mfaChallenge;
  if (challenge === undefined) return <Navigate to={withShare('/', searchParams)} replace />;
  const app = challenge.mfaInfo?.displayName;

  const submit = async () => {
    const invalid = validateMfaCode(code);
    setCodeError(invalid === undefined ? undefined : message(invalid));
    setFormError(undefined);
    if (invalid !== undefined) {
      codeInput.current?.focus();
      return;
    }
    setSubmitting(true);
    try {
      const principal = await session.mfaSignIn(code);
      await navigate(await routeAfterLogin(principal, { share: searchParams }), { replace: true });
    } catch (error) {
      setFormError(errorTextOf(error));
      setSubmitting(false);
      codeInput.current?.focus();
    }
  };

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!submitting) void submit();
  };

  return (
    <AuthCard
      title="Two-step verification"
      subtitle={
        app === undefined || app === ''
          ? 'Enter the 6-digit code from your authenticator app.'
          : `Enter the 6-digit code from your authenticator app (${app}).`
      }
    >
      <Box
        component="form"
        noValidate
        onSubmit={onSubmit}
        aria-label="Two-step verification"
        sx={{ display: 'grid', gap: 5 }}
      >
        {formError !== undefined && (
          <Alert severity="error" role="alert">
            {formError}
          </Alert>
        )}
        <CodeField
          id="mfa-code"
          label="Authentication code"
          inputMode="numeric"
          value={code}
          onChange={(value) => {
            setCode(value);
            setCodeError(undefined);
          }}
          error={codeError}
          inputRef={codeInput}
        />
        <Button type="submit" variant="contained" size="large" loading={submitting} fullWidth>
          Verify
        </Button>
        <BackToSignInLink
          onClick={() => {
            session.cancelPendingSignIn();
          }}
        />
      </Box>
    </AuthCard>
  );
});
