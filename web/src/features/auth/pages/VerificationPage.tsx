import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { observer } from 'mobx-react-lite';
import { useState, type SubmitEvent } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';

import { errorTextOf } from '../../../api/error-text';
import { VerifyType } from '../../../api/types';
import { withShare } from '../../../shared/routing/share-param';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { useStores } from '../../../stores/store-context';
import { AuthCard } from '../../../shared/layout/AuthCard';
import { BackToSignInLink } from '../../../shared/layout/BackToSignInLink';

/**
 * `/verification`: after a sign-in that needs a one-time code, the user chooses email or SMS and the code
 * is sent with the credentials remembered in memory. Without them (a reload) the user signs in again.
 */
export const VerificationPage = observer(function VerificationPage() {
  const { session } = useStores();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [verifyType, setVerifyType] = useState<VerifyType>(
    session.verification?.verifyType ?? VerifyType.Email,
  );
  const [sending, setSending] = useState(false);
  const [formError, setFormError] = useState<string | undefined>(undefined);
  useDocumentTitle('Verify your identity');

  if (session.pendingCredentials === undefined) return <Navigate to={withShare('/', searchParams)} replace />;

  const send = async () => {
    setSending(true);
    setFormError(undefined);
    try {
      await session.sendOtp(verifyType);
      await navigate(withShare('/verifyCode', searchParams));
    } catch (error) {
      setFormError(errorTextOf(error));
      setSending(false);
    }
  };

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!sending) void send();
  };

  return (
    <AuthCard title="Verify your identity" subtitle="We need a one-time code to finish signing you in.">
      <Box
        component="form"
        noValidate
        onSubmit={onSubmit}
        aria-label="Send a one-time code"
        sx={{ display: 'grid', gap: 5 }}
      >
        {formError !== undefined && (
          <Alert severity="error" role="alert">
            {formError}
          </Alert>
        )}
        <FormControl>
          <FormLabel id="verify-type-label">Send the code by</FormLabel>
          <RadioGroup
            aria-labelledby="verify-type-label"
            name="verifyType"
            value={String(verifyType)}
            onChange={(event) => {
              setVerifyType(
                event.target.value === String(VerifyType.Sms) ? VerifyType.Sms : VerifyType.Email,
              );
            }}
          >
            {/* The chosen way has the focus: arrows change it, Tab reaches Send code. */}
            <FormControlLabel
              value={String(VerifyType.Email)}
              control={<Radio autoFocus={verifyType === VerifyType.Email} />}
              label="Email"
            />
            <FormControlLabel
              value={String(VerifyType.Sms)}
              control={<Radio autoFocus={verifyType === VerifyType.Sms} />}
              label="SMS"
            />
          </RadioGroup>
        </FormControl>
        <Button type="submit" variant="contained" size="large" loading={sending} fullWidth>
          Send code
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
