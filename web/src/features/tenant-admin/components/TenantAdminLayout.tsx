import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import GroupOutlined from '@mui/icons-material/GroupOutlined';
import Logout from '@mui/icons-material/Logout';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import { observer } from 'mobx-react-lite';
import { useMemo, useState, type MouseEvent, type ReactNode } from 'react';
import { Link as RouterLink, Outlet, useMatch, useNavigate, useOutletContext } from 'react-router';

import { LogoutDialog } from '../../../app/LogoutDialog';
import { USER_DRAWER_ID, UserDrawer } from '../../../app/UserDrawer';
import { Wordmark } from '../../../shared/brand/Wordmark';
import { isTenantAdministrator } from '../../../shared/permissions';
import { displayNameOf, initialsOf } from '../../../shared/principal-display';
import { ThemeToggle } from '../../../shared/theme/ThemeToggle';
import { useStores } from '../../../stores/store-context';
import { SupportActions } from '../../content/components/SupportActions';
import { NoticeDialog } from './NoticeDialog';

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
 * drawer and Logout (confirmed), over the page.
 */
export const TenantAdminLayout = observer(function TenantAdminLayout({
  headerActions,
}: TenantAdminLayoutProps) {
  const { session } = useStores();
  const navigate = useNavigate();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);
  const [dashboardRefusal, setDashboardRefusal] = useState<string | undefined>(undefined);
  const [refusalShown, setRefusalShown] = useState(false);
  const [dashboardHidden, setDashboardHidden] = useState(false);
  const onManageUsers = useMatch('/manageUsers') !== null;
  const shell = useMemo<TenantAdminShell>(() => ({ setDashboardRefusal, setDashboardHidden }), []);
  const principal = session.principal;
  if (principal === undefined) return null;
  const name = displayNameOf(principal);

  const logout = async () => {
    setLoggingOut(true);
    await session.logout();
    await navigate('/', { replace: true });
  };

  return (
    <>
      <Link
        href={`#${TENANT_ADMIN_MAIN_ID}`}
        sx={{
          position: 'absolute',
          left: 8,
          top: -48,
          zIndex: (theme) => theme.zIndex.appBar + 1,
          px: 3,
          py: 2,
          bgcolor: 'background.paper',
          borderRadius: 1,
          '&:focus': { top: 'calc(var(--ls-banner-height, 0px) + 8px)' },
        }}
      >
        Skip to main content
      </Link>
      <AppBar position="sticky" sx={{ top: 'var(--ls-banner-height, 0px)' }}>
        <Toolbar
          component="nav"
          aria-label="Tenant administration"
          sx={{ gap: { xs: 1, sm: 2 }, minHeight: { xs: 56, sm: 60 } }}
        >
          <Link
            component={RouterLink}
            to={isTenantAdministrator(principal) ? '/manageUsers' : '/dashboard'}
            aria-label="Ledgerscope home"
            underline="none"
            color="inherit"
            sx={{ display: 'inline-flex', borderRadius: 1, mr: { xs: 1, sm: 4 } }}
          >
            <Wordmark size={28} />
          </Link>
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
          <Box sx={{ flex: 1 }} />
          <SupportActions />
          {headerActions}
          <ThemeToggle />
          <Tooltip title="Account">
            <IconButton
              aria-label="Open account panel"
              aria-haspopup="dialog"
              aria-expanded={drawerOpen}
              aria-controls={drawerOpen ? USER_DRAWER_ID : undefined}
              onClick={() => {
                setDrawerOpen(true);
              }}
              sx={{ p: 1 }}
            >
              <Avatar
                sx={{
                  width: 32,
                  height: 32,
                  fontSize: '0.8125rem',
                  bgcolor: 'primary.main',
                  color: 'primary.contrastText',
                }}
              >
                {initialsOf(name)}
              </Avatar>
            </IconButton>
          </Tooltip>
          <Tooltip title="Logout">
            <IconButton
              aria-label="Logout"
              aria-haspopup="dialog"
              color="inherit"
              onClick={() => {
                setConfirmOpen(true);
              }}
            >
              <Logout fontSize="small" />
            </IconButton>
          </Tooltip>
        </Toolbar>
      </AppBar>
      <UserDrawer
        open={drawerOpen}
        principal={principal}
        onClose={() => {
          setDrawerOpen(false);
        }}
        onLogout={() => {
          setConfirmOpen(true);
        }}
      />
      <LogoutDialog
        open={confirmOpen}
        busy={loggingOut}
        onCancel={() => {
          setConfirmOpen(false);
        }}
        onConfirm={() => {
          void logout();
        }}
      />
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
