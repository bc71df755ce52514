import MenuOutlined from '@mui/icons-material/MenuOutlined';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Link as RouterLink, Outlet, useLocation, useNavigate } from 'react-router';

import { LogoutDialog } from '../../../app/LogoutDialog';
import { USER_DRAWER_ID, UserDrawer } from '../../../app/UserDrawer';
import { Wordmark } from '../../../shared/brand/Wordmark';
import { displayNameOf, initialsOf, ROLE_LABELS } from '../../../shared/principal-display';
import { ThemeToggle } from '../../../shared/theme/ThemeToggle';
import { useStores } from '../../../stores/store-context';
import { consoleLinksFor, type ConsoleLink } from './console-links';

export const CONSOLE_SIDEBAR_WIDTH = 240;
export const CONSOLE_MAIN_ID = 'console-main';
const SIDEBAR_ID = 'console-sidebar';

/** Whether a sidebar link is the current page (a tenant's users page belongs to Tenants). */
export function isCurrentLink(link: Pick<ConsoleLink, 'to'>, pathname: string): boolean {
  return pathname === link.to || pathname.startsWith(`${link.to}/`);
}

function SidebarLinks({ links, onNavigate }: { links: readonly ConsoleLink[]; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  return (
    <Box component="nav" aria-label="Administrator console" sx={{ py: 3 }}>
      <List sx={{ px: 2, display: 'grid', gap: 1 }}>
        {links.map((link) => {
          const current = isCurrentLink(link, pathname);
          const Icon = link.icon;
          return (
            <ListItemButton
              key={link.to}
              component={RouterLink}
              to={link.to}
              selected={current}
              aria-current={current ? 'page' : undefined}
              onClick={onNavigate}
              sx={{ borderRadius: 2, minHeight: 40 }}
            >
              <ListItemIcon sx={{ minWidth: 36 }}>
                <Icon fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={link.label} slotProps={{ primary: { variant: 'body2' } }} />
            </ListItemButton>
          );
        })}
      </List>
    </Box>
  );
}

/**
 * The shell of the Administrator console (ADMINISTRATOR and SALE): a header with the user's name or email,
 * the theme toggle and the account drawer (User Details, Update Password, Logout with confirmation); a
 * sidebar whose links depend on the role (a menu button opens it on narrow screens). Idle sign-out runs
 * for every signed-in route (RootLayout).
 */
export const ConsoleLayout = observer(function ConsoleLayout() {
  const { session } = useStores();
  const navigate = useNavigate();
  const [navOpen, setNavOpen] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);
  const principal = session.principal;
  if (principal === undefined) return null;
  const name = displayNameOf(principal);
  const links = consoleLinksFor(principal.role);

  const logout = async () => {
    setLoggingOut(true);
    await session.logout();
    await navigate('/', { replace: true });
  };

  return (
    <>
      <Link
        href={`#${CONSOLE_MAIN_ID}`}
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
      <AppBar
        position="sticky"
        sx={{ top: 'var(--ls-banner-height, 0px)', zIndex: (theme) => theme.zIndex.drawer + 1 }}
      >
        <Toolbar sx={{ gap: 2, minHeight: { xs: 56, sm: 60 } }}>
          <IconButton
            aria-label="Open navigation"
            aria-controls={SIDEBAR_ID}
            aria-expanded={navOpen}
            onClick={() => {
              setNavOpen(true);
            }}
            sx={{ display: { md: 'none' } }}
            color="inherit"
          >
            <MenuOutlined />
          </IconButton>
          <Link
            component={RouterLink}
            to="/administrator/tenant"
            aria-label="Ledgerscope administrator console"
            underline="none"
            color="inherit"
            sx={{ display: 'inline-flex', borderRadius: 1 }}
          >
            <Wordmark size={28} />
          </Link>
          <Typography
            variant="overline"
            color="text.secondary"
            sx={{ display: { xs: 'none', sm: 'block' }, ml: 2 }}
          >
            Administrator console
          </Typography>
          <Box sx={{ flex: 1 }} />
          <Box sx={{ display: { xs: 'none', sm: 'grid' }, textAlign: 'right', minWidth: 0 }}>
            <Typography variant="body2" noWrap title={name} data-testid="console-user-name">
              {name}
            </Typography>
            <Typography variant="caption" color="text.secondary" noWrap>
              {ROLE_LABELS[principal.role]}
            </Typography>
          </Box>
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
      <Box sx={{ display: 'flex', flex: 1, minHeight: 0 }}>
        <Drawer
          variant="temporary"
          open={navOpen}
          onClose={() => {
            setNavOpen(false);
          }}
          sx={{ display: { md: 'none' } }}
          slotProps={{
            paper: {
              id: SIDEBAR_ID,
              sx: { width: CONSOLE_SIDEBAR_WIDTH, pt: 'var(--ls-banner-height, 0px)' },
            },
          }}
        >
          <SidebarLinks
            links={links}
            onNavigate={() => {
              setNavOpen(false);
            }}
          />
        </Drawer>
        <Box
          component="aside"
          sx={{
            display: { xs: 'none', md: 'block' },
            width: CONSOLE_SIDEBAR_WIDTH,
            flexShrink: 0,
            borderRight: 1,
            borderColor: 'divider',
          }}
        >
          <Box sx={{ position: 'sticky', top: 'calc(var(--ls-banner-height, 0px) + 60px)' }}>
            <SidebarLinks links={links} />
          </Box>
        </Box>
        <Box
          component="main"
          id={CONSOLE_MAIN_ID}
          tabIndex={-1}
          sx={{
            flex: 1,
            minWidth: 0,
            px: { xs: 4, md: 8 },
            py: { xs: 5, md: 7 },
            outline: 'none',
          }}
        >
          <Box sx={{ maxWidth: 1600, mx: 'auto' }}>
            <Outlet />
          </Box>
        </Box>
      </Box>
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
    </>
  );
});
