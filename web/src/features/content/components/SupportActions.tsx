import BugReportOutlined from '@mui/icons-material/BugReportOutlined';
import ContactSupportOutlined from '@mui/icons-material/ContactSupportOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import { observer } from 'mobx-react-lite';
import { useCallback, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';

import { ContentApi, type TicketKind } from '../../../api/content-api';
import { useStores } from '../../../stores/store-context';
import { CONTENT_TEXTS } from '../content-texts';
import { ContactDialog } from './ContactDialog';
import { TicketDialog } from './TicketDialog';

type OpenDialog = { kind: 'ticket'; ticketKind: TicketKind } | { kind: 'contact' };

/** Report issues shows outside production only; while the environment is unknown it does not show. */
export function showsReportIssues(environment: string | undefined): boolean {
  return environment !== undefined && environment !== 'production';
}

function HeaderButton({ label, icon, onClick }: { label: string; icon: ReactNode; onClick: () => void }) {
  // Under 1200 px only the icon shows; the label stays the button's name and its tooltip.
  return (
    <Tooltip title={label}>
      <Button
        color="inherit"
        startIcon={icon}
        aria-label={label}
        aria-haspopup="dialog"
        onClick={onClick}
        sx={{
          minWidth: 0,
          px: { xs: 2, lg: 3 },
          '& .MuiButton-startIcon': { mr: { xs: 0, lg: 2 }, ml: { xs: 0, lg: -1 } },
        }}
      >
        <Box component="span" sx={{ display: { xs: 'none', lg: 'inline' } }}>
          {label}
        </Box>
      </Button>
    </Tooltip>
  );
}

/**
 * The header's help items: Get Support and Report issues (outside production) send a ticket with the view
 * the user is on; Contact shows the administrators' contact text.
 */
export const SupportActions = observer(function SupportActions() {
  const { api, ui } = useStores();
  const location = useLocation();
  const [contentApi] = useState(() => new ContentApi(api));
  const [open, setOpen] = useState<OpenDialog | undefined>(undefined);
  const loadContact = useCallback(() => contentApi.contactAdmin(), [contentApi]);
  const close = () => {
    setOpen(undefined);
  };

  return (
    <>
      <HeaderButton
        label="Get Support"
        icon={<SupportAgentOutlined fontSize="small" />}
        onClick={() => {
          setOpen({ kind: 'ticket', ticketKind: 'SUPPORT' });
        }}
      />
      {showsReportIssues(ui.appEnvironment) && (
        <HeaderButton
          label="Report issues"
          icon={<BugReportOutlined fontSize="small" />}
          onClick={() => {
            setOpen({ kind: 'ticket', ticketKind: 'ISSUE' });
          }}
        />
      )}
      <HeaderButton
        label="Contact"
        icon={<ContactSupportOutlined fontSize="small" />}
        onClick={() => {
          setOpen({ kind: 'contact' });
        }}
      />
      {open?.kind === 'ticket' && (
        <TicketDialog
          kind={open.ticketKind}
          currentView={`${location.pathname}${location.search}`}
          send={(input) => contentApi.sendTicket(input)}
          onSent={() => {
            ui.notify({ title: 'Notification', message: CONTENT_TEXTS.TICKET_SENT, severity: 'success' });
          }}
          onClose={close}
        />
      )}
      {open?.kind === 'contact' && <ContactDialog load={loadContact} onClose={close} />}
    </>
  );
});
