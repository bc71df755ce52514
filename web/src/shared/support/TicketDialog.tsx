import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { observer } from 'mobx-react-lite';
import { useId, useRef, useState, type SubmitEvent } from 'react';

import type { TicketInput, TicketKind, TicketView } from '../../api/content-api';
import { TICKET_BODY_MAX_LENGTH, TICKET_TITLE_MAX_LENGTH } from './content-texts';
import { TicketForm } from './ticket-form';

const INTROS: Readonly<Record<TicketKind, string>> = {
  SUPPORT: 'Tell us what you need help with. Our support team answers by email.',
  ISSUE: 'Describe what went wrong and what you expected. The page you are on is sent with the report.',
};

export interface TicketDialogProps {
  kind: TicketKind;
  /** The route the user is on, sent with the ticket. */
  currentView: string;
  send: (input: TicketInput) => Promise<TicketView>;
  /** Called after a successful send (the dialog is closed by onClose too). */
  onSent: () => void;
  onClose: () => void;
}

function counter(length: number, max: number): string {
  return `${length}/${max}`;
}

/** Get Support and Report issues: a ticket's title (at most 100) and body (at most 500). Mounted while open. */
export const TicketDialog = observer(function TicketDialog({
  kind,
  currentView,
  send,
  onSent,
  onClose,
}: TicketDialogProps) {
  const [form] = useState(() => new TicketForm(kind));
  const titleId = useId();
  const introId = useId();
  const summaryId = useId();
  const formRef = useRef<HTMLFormElement>(null);

  const close = () => {
    if (!form.busy) onClose();
  };

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const outcome = await form.submit(send, currentView);
    if (outcome === 'saved') {
      onSent();
      onClose();
    } else if (outcome === 'invalid') {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    }
  };

  const titleLength = form.ticketTitle.trim().length;
  const bodyLength = form.ticketBody.trim().length;
  // With the summary, both fields point at it as their error.
  const errorMessage = form.errors.summary === undefined ? undefined : summaryId;

  return (
    <Dialog open onClose={close} aria-labelledby={titleId} aria-describedby={introId} fullWidth maxWidth="sm">
      <Box
        component="form"
        ref={formRef}
        noValidate
        aria-label={form.title}
        onSubmit={(event: SubmitEvent<HTMLFormElement>) => {
          void submit(event);
        }}
      >
        <DialogTitle id={titleId}>{form.title}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 3 }}>
          <DialogContentText id={introId} variant="body2">
            {INTROS[kind]}
          </DialogContentText>
          {(form.errors.summary !== undefined || form.formError !== undefined) && (
            <Alert id={summaryId} severity="error" role="alert">
              {form.errors.summary ?? form.formError}
            </Alert>
          )}
          <TextField
            name="ticketTitle"
            label="Ticket Title"
            required
            autoFocus
            value={form.ticketTitle}
            error={form.invalid('ticketTitle')}
            helperText={form.errors.ticketTitle ?? counter(titleLength, TICKET_TITLE_MAX_LENGTH)}
            onChange={(event) => {
              form.set('ticketTitle', event.target.value);
            }}
            slotProps={{
              htmlInput: {
                maxLength: TICKET_TITLE_MAX_LENGTH,
                'aria-errormessage': errorMessage,
              },
            }}
          />
          <TextField
            name="ticketBody"
            label="Ticket Body"
            required
            multiline
            minRows={5}
            maxRows={12}
            value={form.ticketBody}
            error={form.invalid('ticketBody')}
            helperText={form.errors.ticketBody ?? counter(bodyLength, TICKET_BODY_MAX_LENGTH)}
            onChange={(event) => {
              form.set('ticketBody', event.target.value);
            }}
            slotProps={{
              htmlInput: {
                maxLength: TICKET_BODY_MAX_LENGTH,
                'aria-errormessage': errorMessage,
              },
            }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 6, pb: 5 }}>
          <Button color="inherit" onClick={close} disabled={form.busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={form.busy}>
            Send
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
});
