import Close from '@mui/icons-material/Close';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';

import type { CheckoutStore } from '../stores/checkout-store';

export interface CheckoutDialogProps {
  checkout: CheckoutStore;
}

/**
 * The embedded checkout (docs/api/billing.md): the provider's page in an iframe (about 480 x 640 px) in a
 * dialog; its messages (completed, declined, closed) come through `window.postMessage` from the app's own
 * origin. A declined card is shown above the page, which stays open for another card.
 */
export const CheckoutDialog = observer(function CheckoutDialog({ checkout }: CheckoutDialogProps) {
  const titleId = useId();
  const open = checkout.dialogOpen;

  useEffect(() => {
    if (!open) return undefined;
    const listener = (event: MessageEvent) => {
      checkout.receive(event.origin, event.data);
    };
    window.addEventListener('message', listener);
    return () => {
      window.removeEventListener('message', listener);
    };
  }, [open, checkout]);

  const url = checkout.checkoutUrl;
  return (
    <Dialog
      open={open}
      onClose={() => {
        checkout.close();
      }}
      aria-labelledby={titleId}
      maxWidth={false}
      slotProps={{ paper: { sx: { width: 'min(560px, calc(100vw - 32px))', m: 4 } } }}
    >
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 2, pr: 3 }}>
        <LockOutlined fontSize="small" color="primary" aria-hidden="true" />
        <Box component="span" sx={{ flex: 1 }}>
          Checkout
        </Box>
        <IconButton
          aria-label="Close the checkout"
          onClick={() => {
            checkout.close();
          }}
          disabled={checkout.status === 'confirming'}
        >
          <Close fontSize="small" />
        </IconButton>
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 3, px: { xs: 3, sm: 6 } }}>
        {checkout.declined !== undefined && (
          <Alert severity="error" role="alert">
            {`${checkout.declined} Nothing was charged. Please try another card.`}
          </Alert>
        )}
        {checkout.status === 'confirming' && (
          <Box role="status" aria-label="Confirming your order" sx={{ display: 'grid', gap: 2 }}>
            <LinearProgress aria-label="Confirming your order" />
            <Typography variant="body2">Confirming your order…</Typography>
          </Box>
        )}
        {url === undefined ? (
          <Box role="status" aria-label="Opening the checkout" sx={{ py: 10 }}>
            <LinearProgress aria-label="Opening the checkout" />
          </Box>
        ) : (
          <Box
            component="iframe"
            title="Payment checkout"
            src={url}
            sx={{
              display: 'block',
              width: '100%',
              maxWidth: 480,
              height: 'min(640px, calc(100vh - 220px))',
              minHeight: 420,
              mx: 'auto',
              border: 1,
              borderColor: 'divider',
              borderRadius: 2,
              bgcolor: '#f5f6f8',
            }}
          />
        )}
        <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'center', pb: 2 }}>
          Payments are processed by our payment provider. We never see or store your card details.
        </Typography>
      </DialogContent>
    </Dialog>
  );
});
