import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { observer } from 'mobx-react-lite';
import { useRef, useState, type SubmitEvent } from 'react';
import { Link as RouterLink, Navigate, useNavigate, useSearchParams } from 'react-router';

import { errorTextOf } from '../../../api/error-text';
import { VerifyType } from '../../../api/types';
import { withShare } from '../../../shared/routing/share-param';
import { message } from '../../../shared/messages';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { useStores } from '../../../stores/store-context';
import { validateOtpCode } from '../../../shared/account/code-validation';
import { AuthCard } from '../../../shared/layout/AuthCard';
import { BackToSignInLink } from '../../../shared/layout/BackToSignInLink';
import { CodeField } from '../../../shared/account/CodeField';
import { useRouteAfterLogin } from '../use-route-after-login';

/** `/verifyCode`: the 6-character one-time code, with a resend. Success continues as a sign-in does. */
export const VerifyCodePage = observer(function VerifyCodePage() {
  const { session } = useStores();
  const navigate = useNavigate();
  const routeAfterLogin = useRouteAfterLogin();
  const [searchParams] = useSearchParams();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>(undefined);
  const [formError, setFormError] = useState<string | undefined>(undefined);
  const [resent, setResent] = useState(false);
  const [verifying, setVerifying] = useState(false);
  const [resending, setResending] = useState(false);
  const codeInput = useRef<HTMLInputElement>(null);
  useDocumentTitle('Enter your code');

  const verification = session.verification;
  if (verification === undefined) return <Navigate to={withShare('/', searchParams)} replace />;
  const canResend = session.pendingCredentials !== undefined;
  const channel = verification.verifyType === VerifyType.Sms ? 'by SMS' : 'by email';
  const contact = session.otpContact;

  const verify = async () => {
    const invalid = validateOtpCode(code);
    setCodeError(invalid === undefined ? undefined : message(invalid));
    setFormError(undefined);
    if (invalid !== undefined) {
      codeInput.current?.focus();
      return;
    }
    setVerifying(true);
    try {
      const principal = await session.validateOtp(code);
      await navigate(await routeAfterLogin(principal, { share: searchParams }), { replace: true });
    } catch (error) {
      setFormError(errorTextOf(error));
      setResent(false);
      setVerifying(false);
      codeInput.current?.focus();
    }
  };

  const resend = async () => {
    setResending(true);
    setFormError(undefined);
    setResent(false);
    try {
      await session.sendOtp(verification.verifyType);
      setResent(true);
      setCode('');
      codeInput.current?.focus();
    } catch (error) {
      setFormError(errorTextOf(error));
    } finally {
      setResending(false);
    }
  };

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!verifying) void verify();
  };

  return (
    <AuthCard
      title="Enter your code"
      subtitle={
        contact === undefined
          ? `Enter the 6-character code we sent you ${channel}.`
          : `Enter the 6-character code we sent ${channel} to ${contact}.`
      }
    >
      <Box
        component="form"
        noValidate
        onSubmit={onSubmit}
        aria-label="Verify code"
        sx={{ display: 'grid', gap: 5 }}
      >
        {formError !== undefined && (
          <Alert severity="error" role="alert">
            {formError}
          </Alert>
        )}
        {resent && (
          <Alert severity="success" role="status">
            {message('SUCCESS_RESEND_CODE')}
          </Alert>
        )}
        <CodeField
          id="otp-code"
          label="Verification code"
          inputMode="text"
          value={code}
          onChange={(value) => {
            setCode(value);
            setCodeError(undefined);
          }}
          error={codeError}
          helperText="The code expires 10 minutes after it was sent."
          inputRef={codeInput}
        />
        <Button type="submit" variant="contained" size="large" loading={verifying} fullWidth>
          Verify
        </Button>
        {canResend ? (
          <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 2 }}>
            <Typography variant="body2" color="text.secondary" component="span">
              Didn&apos;t get it?{' '}
              <Link
                component="button"
                type="button"
                variant="body2"
                underline="hover"
                disabled={resending}
                aria-busy={resending}
                onClick={() => {
                  if (!resending) void resend();
                }}
                sx={{ verticalAlign: 'baseline' }}
              >
                {resending ? 'Sending…' : 'Resend code'}
              </Link>
            </Typography>
            <Link
              component={RouterLink}
              to={withShare('/verification', searchParams)}
              variant="body2"
              underline="hover"
            >
              Use another method
            </Link>
          </Box>
        ) : (
          <Typography variant="body2" color="text.secondary">
            To get a new code, sign in again.
          </Typography>
        )}
        <BackToSignInLink
          onClick={() => {
            session.cancelPendingSignIn();
          }}
        />
      </Box>
    </AuthCard>
  );
});
