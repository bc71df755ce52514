import ShareOutlined from '@mui/icons-material/ShareOutlined';
import Box from '@mui/material/Box';
import { observer } from 'mobx-react-lite';
import { Outlet, useLocation } from 'react-router';

import { SubscriptionHeaderMenu } from '../features/tenant-admin/billing/billing-routes';
import { useSupportActions } from '../shared/support/SupportActions';
import { DataRevision } from '../features/dashboard/header/DataRevision';
import type { HeaderItem } from '../shared/header/header-actions';
import { isTenantAdministrator } from '../shared/permissions';
import { useStores } from '../stores/store-context';
import { AppHeaderBar } from '../shared/header/AppHeaderBar';
import { privateHeaderLinks } from './private-header-links';

export const MAIN_CONTENT_ID = 'main-content';

/**
 * The signed-in shell of /dashboard, /report and /luca: the private header over the page. The header lists,
 * in the spec's order (section 2): the last data update, Share View (while the dashboard is on screen), Get
 * Support, Report issues, Contact, the Subscription menu, the links to the other areas (Access Dashboard,
 * Access Luca, Access Admin, Manage Users), the theme toggle and the account drawer. On a phone the links and
 * commands are in a More menu.
 */
export const DashboardLayout = observer(function DashboardLayout() {
  const { session, ui } = useStores();
  const { pathname } = useLocation();
  const support = useSupportActions();
  // The screening dashboard uses the whole width; other pages keep a readable column.
  const fullWidth = pathname === '/dashboard';
  const principal = session.principal;
  if (principal === undefined) return null;

  const items: HeaderItem[] = [];
  if (ui.shareViewAction !== undefined) {
    items.push({
      key: 'share-view',
      label: 'Share View',
      icon: <ShareOutlined fontSize="small" />,
      onSelect: ui.shareViewAction,
    });
  }
  items.push(...support.items);
  if (isTenantAdministrator(principal)) {
    items.push({ key: 'subscription', element: <SubscriptionHeaderMenu variant="dashboard" /> });
  }
  items.push(...privateHeaderLinks(principal, pathname));

  return (
    <>
      <AppHeaderBar
        principal={principal}
        mainId={MAIN_CONTENT_ID}
        home={{ to: '/dashboard', label: 'Ledgerscope dashboard' }}
        afterBrand={<DataRevision />}
        items={items}
        collapseOnPhone
        menuHeader={<DataRevision placement="menu" />}
      />
      {support.dialogs}
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        sx={{
          flex: 1,
          width: '100%',
          maxWidth: fullWidth ? 'none' : 1440,
          mx: 'auto',
          px: fullWidth ? { xs: 3, md: 4 } : { xs: 4, md: 8 },
          py: fullWidth ? { xs: 3, md: 4 } : { xs: 6, md: 8 },
          outline: 'none',
        }}
      >
        <Outlet />
      </Box>
    </>
  );
});
