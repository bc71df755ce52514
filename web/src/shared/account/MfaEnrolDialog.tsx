import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useRef, useState, type SubmitEvent } from 'react';

import { errorTextOf } from '../../api/error-text';
import type { MfaEnrolment } from '../../api/types';
import { message } from '../messages';
import { validateMfaCode } from './code-validation';
import { CodeField } from './CodeField';

export interface MfaEnrolDialogProps {
  enrolment: MfaEnrolment;
  onConfirm: (code: string) => Promise<void>;
  onClose: () => void;
}

/** Only an image data URL is shown as the QR code: nothing is loaded from elsewhere. */
function isImageDataUrl(url: string): boolean {
  return /^data:image\/(png|gif|jpeg|webp|svg\+xml)[;,]/i.test(url);
}

/** The secret in groups of four, easier to type into an authenticator app by hand. */
function groupedSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * Two-step verification set-up: the QR code and the secret of a new TOTP authenticator, then a code from
 * the app to confirm it. Mount it with a fresh enrolment each time (it keeps its own form state).
 */
export function MfaEnrolDialog({ enrolment, onConfirm, onClose }: MfaEnrolDialogProps) {
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>(undefined);
  const [formError, setFormError] = useState<string | undefined>(undefined);
  const [confirming, setConfirming] = useState(false);
  const codeInput = useRef<HTMLInputElement>(null);

  const confirm = async () => {
    const invalid = validateMfaCode(code);
    setCodeError(invalid === undefined ? undefined : message(invalid));
    setFormError(undefined);
    if (invalid !== undefined) {
      codeInput.current?.focus();
      return;
    }
    setConfirming(true);
    try {
      await onConfirm(code);
    } catch (error) {
      setFormError(errorTextOf(error));
      setConfirming(false);
      codeInput.current?.focus();
    }
  };

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!confirming) void confirm();
  };

  return (
    <Dialog
      open
      onClose={confirming ? undefined : onClose}
      aria-labelledby="mfa-enrol-title"
      aria-describedby="mfa-enrol-text"
      maxWidth="xs"
      fullWidth
    >
      <Box component="form" noValidate onSubmit={onSubmit} aria-label="Set up two-step verification">
        <DialogTitle id="mfa-enrol-title">Set up two-step verification</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 4 }}>
          <DialogContentText id="mfa-enrol-text">
            Scan the QR code with your authenticator app, or enter the key by hand. Then enter the 6-digit
            code the app shows.
          </DialogContentText>
          {isImageDataUrl(enrolment.qrCodeDataUrl) && (
            <Box
              component="img"
              src={enrolment.qrCodeDataUrl}
              alt="QR code to add Ledgerscope to your authenticator app"
              width={200}
              height={200}
              sx={{ justifySelf: 'center', bgcolor: '#fff', p: 2, borderRadius: 2 }}
            />
          )}
          <Box>
            <Typography variant="caption" color="text.secondary" component="p" id="mfa-secret-label">
              Key
            </Typography>
            <Typography
              aria-labelledby="mfa-secret-label"
              sx={{
                fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
                fontSize: '0.9375rem',
                letterSpacing: '0.04em',
                overflowWrap: 'anywhere',
                userSelect: 'all',
              }}
            >
              {groupedSecret(enrolment.secret)}
            </Typography>
          </Box>
          {formError !== undefined && (
            <Alert severity="error" role="alert">
              {formError}
            </Alert>
          )}
          <CodeField
            id="mfa-enrol-code"
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
        </DialogContent>
        <DialogActions sx={{ px: 6, pb: 5 }}>
          <Button onClick={onClose} disabled={confirming} color="inherit">
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={confirming}>
            Turn on
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
