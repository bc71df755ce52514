import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import GroupOutlined from '@mui/icons-material/GroupOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { observer } from 'mobx-react-lite';
import { useMemo, useState, type MouseEvent, type ReactNode } from 'react';
import { Link as RouterLink, Outlet, useMatch, useOutletContext } from 'react-router';

import { AppHeaderBar } from '../../../shared/header/AppHeaderBar';
import { isTenantAdministrator } from '../../../shared/permissions';
import { useStores } from '../../../stores/store-context';
import { useSupportActions } from '../../../shared/support/SupportActions';
import { NoticeDialog } from '../../../shared/dialogs/NoticeDialog';

export const TENANT_ADMIN_MAIN_ID = 'tenant-admin-main';

/** What the pages of the shell may tell its header. */
export interface TenantAdminShell {
  /**
   * Why Dashboard may not be opened now (spec section 5: it needs seats, else "You haven't subscribed to
   * any bundle yet. ..."), or undefined to let it open. /manageUsers sets it from the tenant's seats.
   */
  setDashboardRefusal: (text: string | undefined) => void;
  /** Hides Dashboard (spec section 4: hidden when the trial expired); the billing pages set it. */
  setDashboardHidden: (hidden: boolean) => void;
}

/** The shell of the page being shown; a no-op outside the shell (a page rendered on its own in a test). */
export function useTenantAdminShell(): TenantAdminShell {
  return useOutletContext<TenantAdminShell | undefined>() ?? NO_SHELL;
}

const NO_SHELL: TenantAdminShell = {
  setDashboardRefusal: () => undefined,
  setDashboardHidden: () => undefined,
};

export interface TenantAdminLayoutProps {
  /**
   * Extension point of the header, between the navigation and the theme toggle: the billing issue puts the
   * Subscription menu here (Upgrade Subscription Plan, Update Subscription, Subscription Details,
   * Cancel/Resume Subscription). Nothing is shown until then.
   */
  headerActions?: ReactNode;
}

function NavButton({
  to,
  label,
  icon,
  current,
  onClick,
}: {
  to: string;
  label: string;
  icon: ReactNode;
  current: boolean;
  onClick?: (event: MouseEvent) => void;
}) {
  // On a phone only the icon shows; the label stays the button's name.
  return (
    <Button
      component={RouterLink}
      to={to}
      color="inherit"
      startIcon={icon}
      aria-label={label}
      aria-current={current ? 'page' : undefined}
      onClick={onClick}
      sx={{
        minWidth: 0,
        fontWeight: current ? 700 : 500,
        '& .MuiButton-startIcon': { mr: { xs: 0, sm: 2 }, ml: { xs: 0, sm: -1 } },
      }}
    >
      <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
        {label}
      </Box>
    </Button>
  );
}

/**
 * The signed-in shell of the tenant administrator screens (/manageUsers, /createUser, /manager/tenant): a
 * header with Dashboard, Manage Users, the subscription extension point, the theme toggle, the account
 * drawer and Logout (confirmed), over the page. On a phone (390 px) the header keeps to the screen: the brand
 * shows its mark only and Get Support, Report issues, Contact, the theme toggle and Logout are in a More menu
 * (collapseOnPhone).
 */
export const TenantAdminLayout = observer(function TenantAdminLayout({
  headerActions,
}: TenantAdminLayoutProps) {
  const { session } = useStores();
  const support = useSupportActions();
  const [dashboardRefusal, setDashboardRefusal] = useState<string | undefined>(undefined);
  const [refusalShown, setRefusalShown] = useState(false);
  const [dashboardHidden, setDashboardHidden] = useState(false);
  const onManageUsers = useMatch('/manageUsers') !== null;
  const shell = useMemo<TenantAdminShell>(() => ({ setDashboardRefusal, setDashboardHidden }), []);
  const principal = session.principal;
  if (principal === undefined) return null;

  return (
    <>
      <AppHeaderBar
        principal={principal}
        mainId={TENANT_ADMIN_MAIN_ID}
        home={{
          to: isTenantAdministrator(principal) ? '/manageUsers' : '/dashboard',
          label: 'Ledgerscope home',
        }}
        navLabel="Tenant administration"
        gap={{ xs: 1, sm: 2 }}
        brandMarginRight={{ xs: 1, sm: 4 }}
        afterBrand={
          <>
            {!dashboardHidden && (
              <NavButton
                to="/dashboard"
                label="Dashboard"
                icon={<DashboardOutlined fontSize="small" />}
                current={false}
                onClick={(event) => {
                  if (dashboardRefusal === undefined) return;
                  event.preventDefault();
                  setRefusalShown(true);
                }}
              />
            )}
            {isTenantAdministrator(principal) && (
              <NavButton
                to="/manageUsers"
                label="Manage Users"
                icon={<GroupOutlined fontSize="small" />}
                current={onManageUsers}
              />
            )}
          </>
        }
        items={[
          ...support.items,
          ...(headerActions === undefined ? [] : [{ key: 'header-actions', element: headerActions }]),
        ]}
        logoutButton
        collapseOnPhone
      />
      {support.dialogs}
      <NoticeDialog
        open={refusalShown}
        title="Dashboard"
        text={dashboardRefusal ?? ''}
        onClose={() => {
          setRefusalShown(false);
        }}
      />
      <Box
        component="main"
        id={TENANT_ADMIN_MAIN_ID}
        tabIndex={-1}
        sx={{
          flex: 1,
          width: '100%',
          maxWidth: 1200,
          mx: 'auto',
          px: { xs: 3, sm: 4, md: 8 },
          py: { xs: 4, md: 8 },
          outline: 'none',
        }}
      >
        <Outlet context={shell} />
      </Box>
    </>
  );
});
