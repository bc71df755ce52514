import BugReportOutlined from '@mui/icons-material/BugReportOutlined';
import ContactSupportOutlined from '@mui/icons-material/ContactSupportOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import { useCallback, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';

import { ContentApi, type TicketKind } from '../../api/content-api';
import type { HeaderCommandAction } from '../header/header-actions';
import { useStores } from '../../stores/store-context';
import { CONTENT_TEXTS } from './content-texts';
import { ContactDialog } from './ContactDialog';
import { TicketDialog } from './TicketDialog';

type OpenDialog = { kind: 'ticket'; ticketKind: TicketKind } | { kind: 'contact' };

/** Report issues shows outside production only; while the environment is unknown it does not show. */
export function showsReportIssues(environment: string | undefined): boolean {
  return environment !== undefined && environment !== 'production';
}

/**
 * The help items show their labels on the widest screens only (1536 px): below, their icons (named, with a
 * tooltip) leave the room to the dashboard's links and the last data update.
 */
const HELP_LABEL_FROM = 'xl';

/** The header's help items and the dialogs they open (rendered by the header's shell, outside any menu). */
export interface SupportActions {
  items: HeaderCommandAction[];
  dialogs: ReactNode;
}

/**
 * The header's help items: Get Support and Report issues (outside production) send a ticket with the view
 * the user is on; Contact shows the administrators' contact text. The shell puts `items` in its header (the
 * toolbar, or the More menu on a phone) and renders `dialogs`.
 */
export function useSupportActions(): SupportActions {
  const { api, ui } = useStores();
  const location = useLocation();
  const [contentApi] = useState(() => new ContentApi(api));
  const [open, setOpen] = useState<OpenDialog | undefined>(undefined);
  const loadContact = useCallback(() => contentApi.contactAdmin(), [contentApi]);
  const close = () => {
    setOpen(undefined);
  };

  const items: HeaderCommandAction[] = [
    {
      key: 'get-support',
      label: 'Get Support',
      icon: <SupportAgentOutlined fontSize="small" />,
      opensDialog: true,
      labelFrom: HELP_LABEL_FROM,
      onSelect: () => {
        setOpen({ kind: 'ticket', ticketKind: 'SUPPORT' });
      },
    },
  ];
  if (showsReportIssues(ui.appEnvironment)) {
    items.push({
      key: 'report-issues',
      label: 'Report issues',
      icon: <BugReportOutlined fontSize="small" />,
      opensDialog: true,
      labelFrom: HELP_LABEL_FROM,
      onSelect: () => {
        setOpen({ kind: 'ticket', ticketKind: 'ISSUE' });
      },
    });
  }
  items.push({
    key: 'contact',
    label: 'Contact',
    icon: <ContactSupportOutlined fontSize="small" />,
    opensDialog: true,
    labelFrom: HELP_LABEL_FROM,
    onSelect: () => {
      setOpen({ kind: 'contact' });
    },
  });

  const dialogs = (
    <>
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
  return { items, dialogs };
}
