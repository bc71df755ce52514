import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import GroupOutlined from '@mui/icons-material/GroupOutlined';
import ShareOutlined from '@mui/icons-material/ShareOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink, Outlet, useMatch } from 'react-router';

import { SubscriptionHeaderMenu } from '../features/billing/billing-routes';
import { SupportActions } from '../features/content/components/SupportActions';
import { DataRevision } from '../features/dashboard/header/DataRevision';
import { canAccessLuca, isTenantAdministrator } from '../shared/permissions';
import { useStores } from '../stores/store-context';
import { AppHeaderBar } from './AppHeaderBar';

export const MAIN_CONTENT_ID = 'main-content';

/** The signed-in shell: the private header (logo, theme toggle, account drawer) over the page. */
export const DashboardLayout = observer(function DashboardLayout() {
  const { session, ui } = useStores();
  // The screening dashboard uses the whole width; other pages keep a readable column.
  const fullWidth = useMatch('/dashboard') !== null;
  const principal = session.principal;
  if (principal === undefined) return null;

  return (
    <>
      <AppHeaderBar
        principal={principal}
        mainId={MAIN_CONTENT_ID}
        home={{ to: '/dashboard', label: 'Ledgerscope dashboard' }}
        afterBrand={<DataRevision />}
        actions={
          <>
            {ui.shareViewAction !== undefined && (
              <Button
                color="inherit"
                startIcon={<ShareOutlined fontSize="small" />}
                onClick={ui.shareViewAction}
                sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
              >
                Share View
              </Button>
            )}
            <SupportActions />
            {canAccessLuca(principal) && (
              <Button
                component={RouterLink}
                to="/luca"
                color="inherit"
                startIcon={<AutoAwesomeOutlined fontSize="small" />}
                sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
              >
                Access Luca
              </Button>
            )}
            {isTenantAdministrator(principal) && (
              <Button
                component={RouterLink}
                to="/manageUsers"
                color="inherit"
                startIcon={<GroupOutlined fontSize="small" />}
                sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
              >
                Manage Users
              </Button>
            )}
            {isTenantAdministrator(principal) && <SubscriptionHeaderMenu variant="dashboard" />}
          </>
        }
      />
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
