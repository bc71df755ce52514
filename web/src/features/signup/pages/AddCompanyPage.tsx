import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';

import { BillingApi } from '../../../api/billing-api';
import { PersonsApi } from '../../../api/persons-api';
import { message } from '../../../shared/messages';
import { ORGANIZATION_NAME_MAX_LENGTH } from '../../../shared/organization-name';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { useStores } from '../../../stores/store-context';
import { AuthCard } from '../../../shared/layout/AuthCard';
import { BackToSignInLink } from '../../../shared/layout/BackToSignInLink';
import { SIGN_UP_FIELD_MAX_LENGTH, SignUpStore, type SignUpField } from '../sign-up-store';

/** Where a visitor without a chosen plan goes. */
export const PLANS_PATH = '/subscriptionPlans';

interface FieldSpec {
  field: SignUpField;
  label: string;
  type?: string;
  autoComplete: string;
  maxLength: number;
}

const FIELDS: readonly FieldSpec[] = [
  {
    field: 'organizationName',
    label: 'Organization name',
    autoComplete: 'organization',
    maxLength: ORGANIZATION_NAME_MAX_LENGTH,
  },
  { field: 'contactName', label: 'POC name', autoComplete: 'name', maxLength: SIGN_UP_FIELD_MAX_LENGTH },
  {
    field: 'organizationUrl',
    label: 'Organization URL',
    type: 'url',
    autoComplete: 'url',
    maxLength: SIGN_UP_FIELD_MAX_LENGTH,
  },
  {
    field: 'contactEmail',
    label: 'POC email',
    type: 'email',
    autoComplete: 'email',
    maxLength: SIGN_UP_FIELD_MAX_LENGTH,
  },
];

/**
 * `/addCompany?bundle=`: the public sign-up of an organisation for the chosen plan; a plan we do not offer
 * says so (the plans are read first) and offers the plans page instead of the form. The point of contact
 * becomes its first tenant administrator and is emailed a link to set a password; the success dialog's
 * Continue to Login goes to `/`.
 */
export const AddCompanyPage = observer(function AddCompanyPage() {
  const { api } = useStores();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [store] = useState(
    () => new SignUpStore(new PersonsApi(api), searchParams.get('bundle'), new BillingApi(api)),
  );
  const inputs = useRef<Partial<Record<SignUpField, HTMLInputElement | null>>>({});
  useDocumentTitle('Sign up');

  useEffect(() => {
    void store.checkBundle();
  }, [store]);

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const outcome = await store.submit();
    if (outcome === 'invalid' || outcome === 'failed') {
      const first = FIELDS.find(({ field }) => store.errors[field] !== undefined);
      if (first !== undefined) inputs.current[first.field]?.focus();
    }
  };

  if (!store.hasBundle) {
    return (
      <AuthCard title="Choose a plan first" subtitle={message('SIGN_UP_BUNDLE_REQUIRED')}>
        <Box sx={{ display: 'grid', gap: 5 }}>
          <Button component={RouterLink} to={PLANS_PATH} variant="contained" size="large" fullWidth>
            See the plans
          </Button>
          <BackToSignInLink />
        </Box>
      </AuthCard>
    );
  }

  if (store.bundleCheck === 'unknown') {
    return (
      <AuthCard title="Unknown plan">
        <Box sx={{ display: 'grid', gap: 5 }}>
          <Alert severity="warning" role="alert">
            {store.unknownBundleText}
          </Alert>
          <Button component={RouterLink} to={PLANS_PATH} variant="contained" size="large" fullWidth autoFocus>
            See the plans
          </Button>
          <BackToSignInLink />
        </Box>
      </AuthCard>
    );
  }

  if (store.bundleCheck === 'checking') {
    return (
      <AuthCard title="Sign up your organization" maxWidth={520}>
        <Box role="status" sx={{ display: 'grid', gap: 3 }}>
          <LinearProgress aria-label="Checking the plan you chose" />
        </Box>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Sign up your organization"
      subtitle="Tell us who you are. We will email the point of contact (POC) a link to set a password and start the subscription."
      maxWidth={520}
    >
      <Box
        component="form"
        noValidate
        aria-label="Sign up"
        onSubmit={(event: SubmitEvent<HTMLFormElement>) => {
          void submit(event);
        }}
        sx={{ display: 'grid', gap: 2 }}
      >
        {FIELDS.map(({ field, label, type, autoComplete, maxLength }, index) => (
          <TextField
            key={field}
            id={`sign-up-${field}`}
            name={field}
            label={label}
            type={type ?? 'text'}
            required
            fullWidth
            autoFocus={index === 0}
            autoComplete={autoComplete}
            value={store.values[field]}
            onChange={(event) => {
              store.set(field, event.target.value);
            }}
            error={store.errors[field] !== undefined}
            helperText={store.errors[field] ?? ' '}
            inputRef={(element: HTMLInputElement | null) => {
              inputs.current[field] = element;
            }}
            slotProps={{
              htmlInput: {
                maxLength,
                ...(type === 'email' || type === 'url' ? { autoCapitalize: 'none', spellCheck: false } : {}),
              },
            }}
          />
        ))}
        <Box sx={{ display: 'grid' }}>
          <FormControlLabel
            control={
              <Checkbox
                checked={store.blogNewsArticlesSubscription}
                onChange={(event) => {
                  store.setBlogNewsArticlesSubscription(event.target.checked);
                }}
              />
            }
            label="Send me blog posts and news articles"
          />
          <FormControlLabel
            control={
              <Checkbox
                checked={store.hsMarketableStatus}
                onChange={(event) => {
                  store.setHsMarketableStatus(event.target.checked);
                }}
              />
            }
            label="I agree to receive product and marketing emails"
          />
        </Box>
        {store.formError !== undefined && (
          <Alert severity="error" role="alert">
            {store.formError}
          </Alert>
        )}
        <Button
          type="submit"
          variant="contained"
          size="large"
          loading={store.submitting}
          fullWidth
          sx={{ mt: 3 }}
        >
          Submit
        </Button>
        <Box sx={{ mt: 3 }}>
          <BackToSignInLink label="Already have an account? Sign in" />
        </Box>
      </Box>
      <Dialog
        open={store.maliciousDialogOpen}
        onClose={() => {
          store.closeMaliciousDialog();
        }}
        role="alertdialog"
        aria-labelledby="sign-up-malicious-title"
        aria-describedby="sign-up-malicious-text"
        maxWidth="xs"
        fullWidth
        slotProps={{ transition: { onExited: () => inputs.current.organizationName?.focus() } }}
      >
        <DialogTitle id="sign-up-malicious-title">Organization name</DialogTitle>
        <DialogContent>
          <DialogContentText id="sign-up-malicious-text">
            {message('ORGANIZATION_NAME_MALICIOUS')}
          </DialogContentText>
        </DialogContent>
        <DialogActions sx={{ px: 6, pb: 5 }}>
          <Button
            variant="contained"
            onClick={() => {
              store.closeMaliciousDialog();
            }}
            autoFocus
          >
            OK
          </Button>
        </DialogActions>
      </Dialog>
      <Dialog
        open={store.sent}
        onClose={() => {
          void navigate('/', { replace: true });
        }}
        role="alertdialog"
        aria-labelledby="sign-up-sent-title"
        aria-describedby="sign-up-sent-text"
        maxWidth="xs"
        fullWidth
      >
        <DialogTitle id="sign-up-sent-title">Check your email</DialogTitle>
        <DialogContent>
          <DialogContentText id="sign-up-sent-text">{store.sentMessage}</DialogContentText>
        </DialogContent>
        <DialogActions sx={{ px: 6, pb: 5 }}>
          <Button
            variant="contained"
            autoFocus
            onClick={() => {
              void navigate('/', { replace: true });
            }}
          >
            Continue to Login
          </Button>
        </DialogActions>
      </Dialog>
    </AuthCard>
  );
});
