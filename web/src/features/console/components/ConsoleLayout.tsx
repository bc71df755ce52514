import MenuOutlined from '@mui/icons-material/MenuOutlined';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Link as RouterLink, Outlet, useLocation } from 'react-router';

import { AppHeaderBar } from '../../../shared/header/AppHeaderBar';
import { displayNameOf, ROLE_LABELS } from '../../../shared/principal-display';
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
          // A list holds list items: each link sits in its <li>.
          return (
            <ListItem key={link.to} disablePadding>
              <ListItemButton
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
            </ListItem>
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
  const [navOpen, setNavOpen] = useState(false);
  const principal = session.principal;
  if (principal === undefined) return null;
  const name = displayNameOf(principal);
  const links = consoleLinksFor(principal.role);

  return (
    <>
      <AppHeaderBar
        principal={principal}
        mainId={CONSOLE_MAIN_ID}
        home={{ to: '/administrator/tenant', label: 'Ledgerscope administrator console' }}
        aboveDrawer
        start={
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
        }
        afterBrand={
          <Typography
            variant="overline"
            color="text.secondary"
            sx={{ display: { xs: 'none', sm: 'block' }, ml: 2 }}
          >
            Administrator console
          </Typography>
        }
        items={[
          {
            key: 'user',
            element: (
              <Box sx={{ display: { xs: 'none', sm: 'grid' }, textAlign: 'right', minWidth: 0 }}>
                <Typography variant="body2" noWrap title={name} data-testid="console-user-name">
                  {name}
                </Typography>
                <Typography variant="caption" color="text.secondary" noWrap>
                  {ROLE_LABELS[principal.role]}
                </Typography>
              </Box>
            ),
          },
        ]}
      />
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
    </>
  );
});
