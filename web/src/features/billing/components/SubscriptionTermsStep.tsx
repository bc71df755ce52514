import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';

import { BillingApi, type Subscription } from '../../../api/billing-api';
import { errorTextOf } from '../../../api/error-text';
import type { TermsAndConditions } from '../../../api/types';
import { sanitizeHtml } from '../../../shared/sanitize-html';
import { useStores } from '../../../stores/store-context';
import { isScrolledToBottom, TERMS_SCROLL_TOLERANCE_PX } from '../../auth/terms-scroll';

type TermsState =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; terms: TermsAndConditions };

const HINT_ID = 'subscription-terms-hint';

export interface SubscriptionTermsStepProps {
  /** The tenant's companyId, the number `agreeSubscriptionTerms` takes. */
  companyId: number | null;
  onAgreed: (subscription: Subscription) => void;
}

/**
 * The terms screen of /payment, shown until the subscription terms are agreed: the terms in a scrollable box,
 * Agree once read to the end (as the terms and conditions, 5 px tolerance).
 */
export function SubscriptionTermsStep({ companyId, onAgreed }: SubscriptionTermsStepProps) {
  const { api } = useStores();
  const billingApi = useMemo(() => new BillingApi(api), [api]);
  const [state, setState] = useState<TermsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [reachedEnd, setReachedEnd] = useState(false);
  const [agreeing, setAgreeing] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let current = true;
    billingApi.subscriptionTerms({ notifyOnError: false }).then(
      (terms) => {
        if (current) setState({ status: 'ready', terms });
      },
      (failure: unknown) => {
        if (current) setState({ status: 'failed', message: errorTextOf(failure) });
      },
    );
    return () => {
      current = false;
    };
  }, [billingApi, attempt]);

  const html = useMemo(() => (state.status === 'ready' ? sanitizeHtml(state.terms.content) : ''), [state]);

  const checkScroll = useCallback(() => {
    const element = box.current;
    if (element !== null && isScrolledToBottom(element, TERMS_SCROLL_TOLERANCE_PX)) setReachedEnd(true);
  }, []);

  useLayoutEffect(() => {
    if (state.status !== 'ready') return undefined;
    checkScroll();
    const element = box.current;
    if (element === null || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(checkScroll);
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [state.status, html, checkScroll]);

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
      {state.status === 'loading' && (
        <Box aria-busy="true" aria-label="Loading the subscription terms" sx={{ display: 'grid', gap: 2 }}>
          <Skeleton variant="text" width="40%" height={32} />
          <Skeleton variant="text" />
          <Skeleton variant="rounded" height={160} />
        </Box>
      )}
      {state.status === 'failed' && (
        <Alert
          severity="error"
          role="alert"
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => {
                setState({ status: 'loading' });
                setAttempt((count) => count + 1);
              }}
            >
              Retry
            </Button>
          }
        >
          {state.message}
        </Alert>
      )}
      {state.status === 'ready' && (
        <Box
          ref={box}
          role="region"
          aria-label="Subscription terms text"
          tabIndex={0}
          onScroll={checkScroll}
          sx={{
            maxHeight: { xs: '50vh', sm: 360 },
            overflowY: 'auto',
            p: 5,
            border: 1,
            borderColor: 'divider',
            borderRadius: 2,
            bgcolor: 'action.hover',
            overflowWrap: 'anywhere',
            '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
            '& h1, & h2': { typography: 'h5', mt: 0, mb: 3 },
            '& h3, & h4': { typography: 'h6', mt: 4, mb: 2 },
            '& p, & li': { typography: 'body2', lineHeight: 1.65 },
            '& p': { mt: 0, mb: 3 },
            '& ul, & ol': { pl: 6, mt: 0, mb: 3 },
            '& a': { color: 'primary.main' },
          }}
        >
          {html === '' ? (
            <Typography variant="body2" color="text.secondary">
              There are no subscription terms to show.
            </Typography>
          ) : (
            // Safe: sanitizeHtml rebuilds the content from an allow-list of tags and link URLs.
            <Box dangerouslySetInnerHTML={{ __html: html }} />
          )}
        </Box>
      )}
      {error !== undefined && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <Box
        sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 3, flexWrap: 'wrap' }}
      >
        {state.status === 'ready' && !reachedEnd && (
          <Typography id={HINT_ID} variant="body2" color="text.secondary" sx={{ mr: 'auto' }}>
            Scroll to the end of the terms to agree.
          </Typography>
        )}
        <Button
          variant="contained"
          size="large"
          loading={agreeing}
          disabled={state.status !== 'ready' || !reachedEnd}
          aria-describedby={state.status === 'ready' && !reachedEnd ? HINT_ID : undefined}
          onClick={() => {
            void agree();
          }}
        >
          Agree
        </Button>
      </Box>
    </Paper>
  );
}
