import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import GroupOutlined from '@mui/icons-material/GroupOutlined';
import ShareOutlined from '@mui/icons-material/ShareOutlined';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Link as RouterLink, Outlet, useMatch, useNavigate } from 'react-router';

import { SubscriptionHeaderMenu } from '../features/billing/billing-routes';
import { SupportActions } from '../features/content/components/SupportActions';
import { DataRevision } from '../features/dashboard/header/DataRevision';
import { canAccessLuca, isTenantAdministrator } from '../shared/permissions';
import { displayNameOf, initialsOf } from '../shared/principal-display';
import { Wordmark } from '../shared/brand/Wordmark';
import { ThemeToggle } from '../shared/theme/ThemeToggle';
import { useStores } from '../stores/store-context';
import { LogoutDialog } from './LogoutDialog';
import { USER_DRAWER_ID, UserDrawer } from './UserDrawer';

export const MAIN_CONTENT_ID = 'main-content';

/** The signed-in shell: the private header (logo, theme toggle, account drawer) over the page. */
export const DashboardLayout = observer(function DashboardLayout() {
  const { session, ui } = useStores();
  const navigate = useNavigate();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);
  // The screening dashboard uses the whole width; other pages keep a readable column.
  const fullWidth = useMatch('/dashboard') !== null;
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
        href={`#${MAIN_CONTENT_ID}`}
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
        <Toolbar sx={{ gap: 2, minHeight: { xs: 56, sm: 60 } }}>
          <Link
            component={RouterLink}
            to="/dashboard"
            aria-label="Ledgerscope dashboard"
            underline="none"
            color="inherit"
            sx={{ display: 'inline-flex', borderRadius: 1 }}
          >
            <Wordmark size={28} />
          </Link>
          <DataRevision />
          <Box sx={{ flex: 1 }} />
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
