import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';

import { errorTextOf } from '../../../api/error-text';
import type { TermsAndConditions } from '../../../api/types';
import { sanitizeHtml } from '../../../shared/sanitize-html';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { useStores } from '../../../stores/store-context';
import { AuthCard } from '../components/AuthCard';
import { useRouteAfterLogin } from '../use-route-after-login';
import { isScrolledToBottom, TERMS_SCROLL_TOLERANCE_PX } from '../terms-scroll';

type TermsState =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; terms: TermsAndConditions };

const AGREE_HINT_ID = 'terms-agree-hint';

/** The `from` path RequireAgreedTerms put in the location state, when it is a path of this app. */
function returnPathOf(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('from' in state)) return undefined;
  const from = state.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : undefined;
}

function formatUpdated(updated: string | null | undefined): string | undefined {
  if (updated === undefined || updated === null || updated === '') return undefined;
  const date = new Date(updated);
  return Number.isNaN(date.getTime()) ? undefined : date.toLocaleDateString(undefined, { dateStyle: 'long' });
}

/**
 * `/termsAndConditions` (signed in): the terms in a scrollable box. Agree is enabled once the box has been
 * scrolled to its end (5 px tolerance), or at once when the terms fit; Decline signs out.
 */
export const TermsPage = observer(function TermsPage() {
  const { session, identity } = useStores();
  const navigate = useNavigate();
  const routeAfterLogin = useRouteAfterLogin();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const [state, setState] = useState<TermsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [reachedEnd, setReachedEnd] = useState(false);
  const [agreeing, setAgreeing] = useState(false);
  const [declining, setDeclining] = useState(false);
  const [agreeError, setAgreeError] = useState<string | undefined>(undefined);
  const scrollBox = useRef<HTMLDivElement>(null);
  useDocumentTitle('Terms and Conditions');

  useEffect(() => {
    let current = true;
    identity.termsAndConditions().then(
      (terms) => {
        if (current) setState({ status: 'ready', terms });
      },
      (error: unknown) => {
        if (current) setState({ status: 'failed', message: errorTextOf(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [identity, attempt]);

  const html = useMemo(() => (state.status === 'ready' ? sanitizeHtml(state.terms.content) : ''), [state]);

  const checkScroll = useCallback(() => {
    const element = scrollBox.current;
    if (element !== null && isScrolledToBottom(element, TERMS_SCROLL_TOLERANCE_PX)) setReachedEnd(true);
  }, []);

  // Terms that fit without scrolling enable Agree at once; so does a window grown to fit them.
  useLayoutEffect(() => {
    if (state.status !== 'ready') return undefined;
    checkScroll();
    const element = scrollBox.current;
    if (element === null || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(checkScroll);
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [state.status, html, checkScroll]);

  const agree = async () => {
    setAgreeing(true);
    setAgreeError(undefined);
    try {
      const principal = await session.agreeTerms();
      // A page that sent here for the terms (RequireAgreedTerms, e.g. the magic link's /payment) comes next.
      const next = returnPathOf(location.state);
      await navigate(next ?? (await routeAfterLogin(principal, { share: searchParams })), { replace: true });
    } catch (error) {
      setAgreeError(errorTextOf(error));
      setAgreeing(false);
    }
  };

  const decline = async () => {
    setDeclining(true);
    await session.logout();
    await navigate('/', { replace: true });
  };

  const updated = state.status === 'ready' ? formatUpdated(state.terms.updated) : undefined;

  return (
    <AuthCard
      title="Terms and Conditions"
      maxWidth={760}
      subtitle={
        updated === undefined
          ? 'Please read the terms to the end before you agree.'
          : `Last updated ${updated}. Please read the terms to the end before you agree.`
      }
    >
      <Box sx={{ display: 'grid', gap: 5 }}>
        {state.status === 'loading' && (
          <Box aria-busy="true" aria-label="Loading the terms" sx={{ display: 'grid', gap: 2 }}>
            <Skeleton variant="text" width="40%" height={32} />
            <Skeleton variant="text" />
            <Skeleton variant="text" />
            <Skeleton variant="text" width="80%" />
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
            ref={scrollBox}
            role="region"
            aria-label="Terms and Conditions text"
            tabIndex={0}
            onScroll={checkScroll}
            sx={{
              maxHeight: { xs: '50vh', sm: 420 },
              overflowY: 'auto',
              p: 5,
              border: 1,
              borderColor: 'divider',
              borderRadius: 2,
              bgcolor: 'action.hover',
              overflowWrap: 'anywhere',
              '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
              '& h1': { typography: 'h4', mt: 0, mb: 3 },
              '& h2': { typography: 'h5', mt: 5, mb: 2 },
              '& h3, & h4': { typography: 'h6', mt: 4, mb: 2 },
              '& p, & li': { typography: 'body2', lineHeight: 1.65 },
              '& p': { mt: 0, mb: 3 },
              '& ul, & ol': { pl: 6, mt: 0, mb: 3 },
              '& a': { color: 'primary.main' },
            }}
          >
            {html === '' ? (
              <Typography variant="body2" color="text.secondary">
                There are no terms to show.
              </Typography>
            ) : (
              // Safe: sanitizeHtml rebuilds the content from an allow-list of tags and link URLs.
              <Box dangerouslySetInnerHTML={{ __html: html }} />
            )}
          </Box>
        )}
        {agreeError !== undefined && (
          <Alert severity="error" role="alert">
            {agreeError}
          </Alert>
        )}
        <Box
          sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 3, flexWrap: 'wrap' }}
        >
          {state.status === 'ready' && !reachedEnd && (
            <Typography id={AGREE_HINT_ID} variant="body2" color="text.secondary" sx={{ mr: 'auto' }}>
              Scroll to the end of the terms to agree.
            </Typography>
          )}
          <Button
            color="inherit"
            loading={declining}
            disabled={agreeing}
            onClick={() => {
              void decline();
            }}
          >
            Decline and log out
          </Button>
          <Button
            variant="contained"
            loading={agreeing}
            disabled={state.status !== 'ready' || !reachedEnd || declining}
            aria-describedby={state.status === 'ready' && !reachedEnd ? AGREE_HINT_ID : undefined}
            onClick={() => {
              void agree();
            }}
          >
            Agree
          </Button>
        </Box>
      </Box>
    </AuthCard>
  );
});
