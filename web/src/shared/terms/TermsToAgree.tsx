import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';

import { errorTextOf } from '../../api/error-text';
import type { TermsAndConditions } from '../../api/types';
import { ErrorWithRetry } from '../feedback/ErrorWithRetry';
import { sanitizeHtml } from '../sanitize-html';
import { isScrolledToBottom, TERMS_SCROLL_TOLERANCE_PX } from './terms-scroll';

export type TermsState =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; terms: TermsAndConditions };

export interface TermsToAgree {
  state: TermsState;
  /** The terms' HTML, sanitised. */
  html: string;
  /** The box has been scrolled to its end (5 px tolerance), or the terms fit without scrolling. */
  reachedEnd: boolean;
  retry: () => void;
  box: RefObject<HTMLDivElement | null>;
  checkScroll: () => void;
}

/**
 * Terms a user must read to the end before agreeing (the terms and conditions, the subscription terms):
 * loads them with `load` (again on retry) and tells when the box has been read to its end.
 */
export function useTermsToAgree(load: () => Promise<TermsAndConditions>): TermsToAgree {
  const [state, setState] = useState<TermsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [reachedEnd, setReachedEnd] = useState(false);
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let current = true;
    load().then(
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
  }, [load, attempt]);

  const html = useMemo(() => (state.status === 'ready' ? sanitizeHtml(state.terms.content) : ''), [state]);

  const checkScroll = useCallback(() => {
    const element = box.current;
    if (element !== null && isScrolledToBottom(element, TERMS_SCROLL_TOLERANCE_PX)) setReachedEnd(true);
  }, []);

  // Terms that fit without scrolling enable Agree at once; so does a window grown to fit them.
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

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);

  return { state, html, reachedEnd, retry, box, checkScroll };
}

export interface TermsTextProps {
  terms: TermsToAgree;
  /** The scroll box's accessible name, e.g. 'Terms and Conditions text'. */
  label: string;
  loadingLabel: string;
  emptyText: string;
  /** Height of the box from the small breakpoint up. */
  maxHeight: number;
  /** Extra text skeleton lines while loading. */
  extraSkeletonLines?: number;
  /** Heading styles of the terms' own HTML. */
  headingSx: Record<string, unknown>;
}

/** The terms while loading, their load error with Retry, or the scrollable box that must be read to its end. */
export function TermsText({
  terms,
  label,
  loadingLabel,
  emptyText,
  maxHeight,
  extraSkeletonLines = 0,
  headingSx,
}: TermsTextProps) {
  const { state, html, retry, box, checkScroll } = terms;
  if (state.status === 'loading') {
    return (
      <Box aria-busy="true" aria-label={loadingLabel} sx={{ display: 'grid', gap: 2 }}>
        <Skeleton variant="text" width="40%" height={32} />
        <Skeleton variant="text" />
        {Array.from({ length: extraSkeletonLines }, (_, index) => (
          <Skeleton key={index} variant="text" width={index === extraSkeletonLines - 1 ? '80%' : undefined} />
        ))}
        <Skeleton variant="rounded" height={160} />
      </Box>
    );
  }
  if (state.status === 'failed') {
    return <ErrorWithRetry onRetry={retry}>{state.message}</ErrorWithRetry>;
  }
  return (
    <Box
      ref={box}
      role="region"
      aria-label={label}
      tabIndex={0}
      onScroll={checkScroll}
      sx={{
        maxHeight: { xs: '50vh', sm: maxHeight },
        overflowY: 'auto',
        p: 5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'action.hover',
        overflowWrap: 'anywhere',
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
        ...headingSx,
        '& h3, & h4': { typography: 'h6', mt: 4, mb: 2 },
        '& p, & li': { typography: 'body2', lineHeight: 1.65 },
        '& p': { mt: 0, mb: 3 },
        '& ul, & ol': { pl: 6, mt: 0, mb: 3 },
        '& a': { color: 'primary.main' },
      }}
    >
      {html === '' ? (
        <Typography variant="body2" color="text.secondary">
          {emptyText}
        </Typography>
      ) : (
        // Safe: sanitizeHtml rebuilds the content from an allow-list of tags and link URLs.
        <Box dangerouslySetInnerHTML={{ __html: html }} />
      )}
    </Box>
  );
}

export interface ScrollGatedTermsProps extends TermsTextProps {
  /** The id of the 'Scroll to the end of the terms to agree.' hint, which describes Agree until then. */
  hintId: string;
  agreeing: boolean;
  onAgree: () => void;
  /** The refusal of Agree (shown above the buttons). */
  error?: string | undefined;
  /** Agree is off for another reason too (another action running). */
  agreeDisabled?: boolean;
  /** Buttons before Agree (the terms page's Decline and log out). */
  actions?: ReactNode;
  agreeSize?: 'medium' | 'large';
}

/**
 * The one scroll gate of the product's terms (spec: 'Agree is enabled only after scrolling to the bottom
 * (tolerance 5 px)'): the terms and conditions of /termsAndConditions and the subscription terms of /payment
 * both show their text with it. Agree stays disabled, described by the hint, until the box has been read to
 * its end, or at once when the terms fit without scrolling.
 */
export function ScrollGatedTerms({
  hintId,
  agreeing,
  onAgree,
  error,
  agreeDisabled = false,
  actions,
  agreeSize,
  ...text
}: ScrollGatedTermsProps) {
  const { state, reachedEnd } = text.terms;
  const gated = state.status === 'ready' && !reachedEnd;
  return (
    <>
      <TermsText {...text} />
      {error !== undefined && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <Box
        sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 3, flexWrap: 'wrap' }}
      >
        {gated && (
          <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mr: 'auto' }}>
            Scroll to the end of the terms to agree.
          </Typography>
        )}
        {actions}
        <Button
          variant="contained"
          size={agreeSize}
          loading={agreeing}
          disabled={state.status !== 'ready' || !reachedEnd || agreeDisabled}
          aria-describedby={gated ? hintId : undefined}
          onClick={onAgree}
        >
          Agree
        </Button>
      </Box>
    </>
  );
}
