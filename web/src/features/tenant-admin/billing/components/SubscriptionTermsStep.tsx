import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo, useState } from 'react';

import { BillingApi, type Subscription } from '../../../../api/billing-api';
import { errorTextOf } from '../../../../api/error-text';
import { useStores } from '../../../../stores/store-context';
import { ScrollGatedTerms, useTermsToAgree } from '../../../../shared/terms/TermsToAgree';

const HINT_ID = 'subscription-terms-hint';

export interface SubscriptionTermsStepProps {
  /** The tenant's companyId, the number `agreeSubscriptionTerms` takes. */
  companyId: number | null;
  onAgreed: (subscription: Subscription) => void;
}

/**
 * The terms screen of /payment, shown until the subscription terms are agreed: the terms behind the same
 * scroll gate as the terms and conditions (ScrollGatedTerms: Agree once read to the end, 5 px tolerance).
 */
export function SubscriptionTermsStep({ companyId, onAgreed }: SubscriptionTermsStepProps) {
  const { api } = useStores();
  const billingApi = useMemo(() => new BillingApi(api), [api]);
  const loadTerms = useCallback(() => billingApi.subscriptionTerms({ notifyOnError: false }), [billingApi]);
  const terms = useTermsToAgree(loadTerms);
  const [agreeing, setAgreeing] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);

  const agree = async () => {
    if (companyId === null) {
      setError('Your organisation could not be found. Please sign in again.');
      return;
    }
    setAgreeing(true);
    setError(undefined);
    try {
      onAgreed(await billingApi.agreeTerms(companyId, { notifyOnError: false }));
    } catch (failure) {
      setError(errorTextOf(failure));
      setAgreeing(false);
    }
  };

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="subscription-terms-title"
      sx={{ p: { xs: 5, sm: 8 }, display: 'grid', gap: 5, maxWidth: 860, width: '100%' }}
    >
      <Box>
        <Typography id="subscription-terms-title" variant="h2" component="h2">
          Subscription terms
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Please read the subscription terms to the end and agree to them before you order.
        </Typography>
      </Box>
      <ScrollGatedTerms
        terms={terms}
        label="Subscription terms text"
        loadingLabel="Loading the subscription terms"
        emptyText="There are no subscription terms to show."
        maxHeight={360}
        headingSx={{ '& h1, & h2': { typography: 'h5', mt: 0, mb: 3 } }}
        hintId={HINT_ID}
        error={error}
        agreeing={agreeing}
        agreeSize="large"
        onAgree={() => {
          void agree();
        }}
      />
    </Paper>
  );
}
