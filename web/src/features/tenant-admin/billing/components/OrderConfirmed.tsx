import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router';

import type { BillingRegion, Order } from '../../../../api/billing-api';
import { formatUsd, regionNames } from '../../../../shared/billing/billing-format';
import { PAYMENT_PROCESSING_TEXT } from '../stores/billing-store';
import type { ActivationStatus } from '../stores/checkout-store';
import { MANAGE_USERS_PATH } from '../../../../shared/billing/subscription-rules';
import { SummaryList, type SummaryRow } from './SummaryList';

/** The confirmation's summary: the plan, then subtotal, tax and total in USD. */
export function orderRows(
  order: Order,
  planName: string | undefined,
  regions: readonly BillingRegion[],
): SummaryRow[] {
  const country = order.country === null ? '' : `, ${order.country}`;
  return [
    { label: 'Order', value: order.reference },
    { label: 'Plan', value: planName ?? order.productId },
    { label: 'Seats', value: String(order.seatCount) },
    { label: `Regions (${order.regionIds.length})`, value: regionNames(order.regionIds, regions).join(', ') },
    { label: 'Subtotal', value: order.subtotalDisplay || formatUsd(order.subtotal) },
    { label: `Tax (${order.taxPercent}%${country})`, value: order.taxDisplay || formatUsd(order.tax) },
    {
      label: `Total (${order.currency})`,
      value: order.totalDisplay || formatUsd(order.total),
      emphasis: true,
    },
  ];
}

export interface OrderConfirmedProps {
  /** The completed order; without it (a reload while processing) only the thanks and the status show. */
  order: Order | undefined;
  planName: string | undefined;
  regions: readonly BillingRegion[];
  activation: ActivationStatus;
}

/**
 * 'Order Confirmed' / 'Thank you for your order!' with the order's tax and total in USD, while the
 * subscription is activated (polled until PAID).
 */
export function OrderConfirmed({ order, planName, regions, activation }: OrderConfirmedProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="order-confirmed-title"
      sx={{ p: { xs: 6, sm: 10 }, maxWidth: 640, mx: 'auto', width: '100%', display: 'grid', gap: 6 }}
    >
      <Box sx={{ textAlign: 'center', display: 'grid', justifyItems: 'center', gap: 2 }}>
        <CheckCircleOutline color="success" sx={{ fontSize: 56 }} aria-hidden="true" />
        <Typography
          id="order-confirmed-title"
          variant="h1"
          component="h1"
          tabIndex={-1}
          ref={heading}
          sx={{ outline: 'none' }}
        >
          Order Confirmed
        </Typography>
        <Typography variant="h5" component="p" color="text.secondary">
          Thank you for your order!
        </Typography>
      </Box>
      {order !== undefined && (
        <SummaryList label="Order summary" variant="amounts" rows={orderRows(order, planName, regions)} />
      )}
      <Box aria-live="polite">
        {activation === 'pending' && (
          <Box role="status" sx={{ display: 'grid', gap: 2 }}>
            <LinearProgress aria-label="Activating your subscription" />
            <Typography variant="body2" color="text.secondary">
              Activating your subscription…
            </Typography>
          </Box>
        )}
        {activation === 'active' && <Alert severity="success">Your subscription is active.</Alert>}
        {activation === 'processing' && <Alert severity="info">{PAYMENT_PROCESSING_TEXT}</Alert>}
      </Box>
      <Box sx={{ display: 'flex', gap: 3, justifyContent: 'center', flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={MANAGE_USERS_PATH} variant="outlined">
          Go to Manage Users
        </Button>
        <Button component={RouterLink} to="/dashboard" variant="contained" disabled={activation !== 'active'}>
          Go to Dashboard
        </Button>
      </Box>
    </Paper>
  );
}
