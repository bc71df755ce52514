import ArrowBack from '@mui/icons-material/ArrowBack';
import Check from '@mui/icons-material/Check';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';

import { BillingApi, type BillingInterval } from '../../../../api/billing-api';
import { Wordmark } from '../../../../shared/brand/Wordmark';
import { isTenantAdministrator } from '../../../../shared/permissions';
import { ErrorWithRetry } from '../../../../shared/feedback/ErrorWithRetry';
import { useDocumentTitle } from '../../../../shared/use-document-title';
import { browserStorage } from '../../../../stores/key-value-storage';
import { useStores } from '../../../../stores/store-context';
import { ConfirmDialog } from '../../../../shared/dialogs/ConfirmDialog';
import { PlansStore } from '../stores/plans-store';
import { MANAGE_USERS_PATH } from '../../../../shared/billing/subscription-rules';

interface PlanCardProps {
  title: string;
  price: string;
  period?: string;
  badge?: string | undefined;
  note?: string | null | undefined;
  description: string;
  features: readonly string[];
  highlighted?: boolean;
  action: ReactNode;
}

function PlanCardView({
  title,
  price,
  period,
  badge,
  note,
  description,
  features,
  highlighted = false,
  action,
}: PlanCardProps) {
  const headingId = `plan-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{
        position: 'relative',
        display: 'flex',
        flexDirection: 'column',
        gap: 4,
        p: 6,
        borderRadius: '14px',
        borderColor: highlighted ? 'primary.main' : 'divider',
        borderWidth: highlighted ? 2 : 1,
        boxShadow: highlighted ? '0 16px 40px rgba(8, 12, 24, 0.16)' : 'none',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, minHeight: 28 }}>
        <Typography id={headingId} variant="h5" component="h2" sx={{ flex: 1 }}>
          {title}
        </Typography>
        {badge !== undefined && <Chip label={badge} color="primary" size="small" />}
      </Box>
      <Box>
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 2, flexWrap: 'wrap' }}>
          <Typography
            component="p"
            sx={{
              fontSize: price.startsWith('$') ? '2.25rem' : '1.75rem',
              lineHeight: '3rem',
              fontWeight: 700,
              letterSpacing: '-0.02em',
            }}
          >
            {price}
          </Typography>
          {period !== undefined && (
            <Typography component="span" color="text.secondary">
              {period}
            </Typography>
          )}
        </Box>
        <Typography variant="body2" color="primary" sx={{ fontWeight: 600, minHeight: 20 }}>
          {note ?? ''}
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary">
        {description}
      </Typography>
      <Box
        component="ul"
        sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 2, flex: 1, alignContent: 'start' }}
      >
        {features.map((feature) => (
          <Box component="li" key={feature} sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
            <Check fontSize="small" color="primary" aria-hidden="true" sx={{ mt: '2px' }} />
            <Typography variant="body2">{feature}</Typography>
          </Box>
        ))}
      </Box>
      {action}
    </Paper>
  );
}

/**
 * /subscriptionPlans (public, spec section 2): 'Choose your plan' with the trial card (no tenant yet), the
 * 'Pay Monthly' / 'Pay Annually' toggle ('Best Value', '20% discount on total price'), the Enterprise card
 * and the regional price note. 'Get it now' signs up (no tenant) or changes a tenant's plan after asking.
 */
export const SubscriptionPlansPage = observer(function SubscriptionPlansPage() {
  const { api, session } = useStores();
  const navigate = useNavigate();
  const principal = session.principal;
  const hasTenant = principal !== undefined && principal.tenantId !== '';
  const [store] = useState(() => new PlansStore(new BillingApi(api), browserStorage(), hasTenant));
  const [confirming, setConfirming] = useState<{ pid: string; text: string } | undefined>(undefined);
  useDocumentTitle('Choose your plan');

  useEffect(() => {
    void store.load();
  }, [store]);

  const getItNow = (pid: string) => {
    const next = store.getItNow(pid);
    if (next.kind === 'navigate') void navigate(next.to);
    else setConfirming({ pid: next.pid, text: next.text });
  };

  const catalogue = store.catalogue;
  const card = store.card;

  let cards: ReactNode;
  if (store.state.status === 'error') {
    cards = <ErrorWithRetry onRetry={() => void store.load()}>{store.state.message}</ErrorWithRetry>;
  } else if (catalogue === undefined || card === undefined) {
    cards = (
      <Box
        role="status"
        aria-label="Loading the plans"
        sx={{ display: 'grid', gap: 5, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}
      >
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} variant="rounded" height={420} />
        ))}
      </Box>
    );
  } else {
    const enterprise = catalogue.enterprise;
    const columns = store.showTrial ? 3 : 2;
    cards = (
      <Box
        sx={{
          display: 'grid',
          gap: 5,
          gridTemplateColumns: { xs: '1fr', md: `repeat(${columns}, minmax(0, 1fr))` },
          alignItems: 'stretch',
        }}
      >
        {store.showTrial && (
          <PlanCardView
            title={catalogue.trial.display}
            price="$0"
            period={`for ${catalogue.trial.days} days`}
            description={store.trialText}
            features={['1 seat', '1 exchange country, chosen for you', 'Anonymized stocks', 'No card needed']}
            action={
              <Button variant="outlined" size="large" onClick={() => getItNow(catalogue.trial.pid)}>
                Get it now
              </Button>
            }
          />
        )}
        <PlanCardView
          title={card.card}
          price={store.priceOf(card)}
          period={store.periodOf(card)}
          badge={card.bestValue ? 'Best Value' : undefined}
          note={card.cardNote}
          highlighted
          description={`${card.display}: 1 seat and 1 exchange country. Add seats and countries when you order.`}
          features={[
            'Risk scores, ratings and cluster detail',
            'Watchlists, saved filters and CSV downloads',
            'Seat discounts from 2 seats',
            card.interval === 'annual' ? 'Billed once a year' : 'Billed every month, cancel any time',
          ]}
          action={
            <Button variant="contained" size="large" onClick={() => getItNow(card.pid)}>
              Get it now
            </Button>
          }
        />
        <PlanCardView
          title={enterprise.display}
          price="Contact for quote"
          description={`For larger teams: ${enterprise.minimumSeats} seats or more, billed ${enterprise.billing === 'annual' ? 'annually' : 'monthly'}.`}
          features={[
            ...enterprise.features.filter((feature) => !/quote/i.test(feature)),
            `Minimum ${enterprise.minimumSeats} seats`,
          ]}
          action={
            <Button
              variant="outlined"
              size="large"
              href={`mailto:${enterprise.contactEmail}?subject=${encodeURIComponent('Ledgerscope Enterprise quote')}`}
            >
              Contact us
            </Button>
          }
        />
      </Box>
    );
  }

  return (
    <Box component="section" aria-labelledby="plans-title" sx={{ width: '100%', maxWidth: 1080, py: 4 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 4, mb: 6 }}>
        <Wordmark size={30} />
        {hasTenant && principal !== undefined && isTenantAdministrator(principal) && (
          <Button component={RouterLink} to={MANAGE_USERS_PATH} startIcon={<ArrowBack fontSize="small" />}>
            Back to Manage Users
          </Button>
        )}
      </Box>
      <Box sx={{ textAlign: 'center', mb: 8 }}>
        <Typography id="plans-title" variant="h1">
          Choose your plan
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          Prices in USD, before tax, for one seat and one exchange country.
        </Typography>
        <ToggleButtonGroup
          exclusive
          value={store.interval}
          aria-label="Billing"
          onChange={(_event, value: BillingInterval | null) => {
            if (value !== null) store.setInterval(value);
          }}
          sx={{ mt: 6 }}
        >
          {store.cards.map((option) => (
            <ToggleButton key={option.pid} value={option.interval} sx={{ px: 5, gap: 2 }}>
              {option.card}
              {option.bestValue && (
                <Chip
                  label="Best Value"
                  size="small"
                  color="primary"
                  // Filled: the accent on a selected toggle's tint is under 4.5:1 as outlined text.
                  variant="filled"
                  sx={{ height: 20 }}
                />
              )}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
      {cards}
      {catalogue !== undefined && (
        <Box
          sx={{ display: 'flex', gap: 2, alignItems: 'center', justifyContent: 'center', mt: 6 }}
          role="note"
        >
          <InfoOutlined fontSize="small" color="action" aria-hidden="true" />
          <Typography variant="body2" color="text.secondary">
            {catalogue.premiumRegionsNote}
          </Typography>
        </Box>
      )}
      {!hasTenant && (
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', mt: 4 }}>
          Already have an account?{' '}
          <Box component={RouterLink} to="/" sx={{ color: 'primary.main' }}>
            Sign in
          </Box>
        </Typography>
      )}
      <ConfirmDialog
        open={confirming !== undefined}
        title="Change plan"
        confirmLabel="Continue"
        onConfirm={async () => {
          if (confirming === undefined) return;
          await navigate(store.confirm(confirming.pid));
        }}
        onClose={() => {
          setConfirming(undefined);
        }}
      >
        {confirming?.text ?? ''}
      </ConfirmDialog>
    </Box>
  );
});
