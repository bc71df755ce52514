import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { observer } from 'mobx-react-lite';
import { useCallback, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';

import { errorTextOf } from '../../../api/error-text';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { useStores } from '../../../stores/store-context';
import { AuthCard } from '../../../shared/layout/AuthCard';
import { ScrollGatedTerms, useTermsToAgree } from '../../../shared/terms/TermsToAgree';
import { useRouteAfterLogin } from '../use-route-after-login';

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
  const loadTerms = useCallback(() => identity.termsAndConditions(), [identity]);
  const terms = useTermsToAgree(loadTerms);
  const { state } = terms;
  const [agreeing, setAgreeing] = useState(false);
  const [declining, setDeclining] = useState(false);
  const [agreeError, setAgreeError] = useState<string | undefined>(undefined);
  useDocumentTitle('Terms and Conditions');

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
        <ScrollGatedTerms
          terms={terms}
          label="Terms and Conditions text"
          loadingLabel="Loading the terms"
          emptyText="There are no terms to show."
          maxHeight={420}
          extraSkeletonLines={2}
          headingSx={{
            '& h1': { typography: 'h4', mt: 0, mb: 3 },
            '& h2': { typography: 'h5', mt: 5, mb: 2 },
          }}
          hintId={AGREE_HINT_ID}
          error={agreeError}
          agreeing={agreeing}
          agreeDisabled={declining}
          onAgree={() => {
            void agree();
          }}
          actions={
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
          }
        />
      </Box>
    </AuthCard>
  );
});
