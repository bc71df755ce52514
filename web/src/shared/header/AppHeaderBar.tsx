import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import Logout from '@mui/icons-material/Logout';
import MoreVert from '@mui/icons-material/MoreVert';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import ListItemIcon from '@mui/material/ListItemIcon';
import Divider from '@mui/material/Divider';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTheme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import useMediaQuery from '@mui/material/useMediaQuery';
import { observer } from 'mobx-react-lite';
import { Fragment, useId, useState, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';

import type { Principal } from '../../api/types';
import { Wordmark } from '../brand/Wordmark';
import {
  headerActionsOf,
  HeaderMenuAction,
  HeaderToolbarAction,
  isHeaderElement,
  type HeaderCommandAction,
  type HeaderItem,
  type HeaderLinkAction,
} from './header-actions';
import { displayNameOf, initialsOf } from '../principal-display';
import { ThemeToggle } from '../theme/ThemeToggle';
import { useStores } from '../../stores/store-context';
import { LogoutDialog } from './LogoutDialog';
import { USER_DRAWER_ID, UserDrawer } from './UserDrawer';

/** A spacing of the header: one number, or one for phones and one from `sm` up. */
type HeaderSpacing = number | { xs: number; sm: number };

export interface AppHeaderBarProps {
  principal: Principal;
  /** The id of the shell's main element, the target of "Skip to main content". */
  mainId: string;
  /** Where the brand link goes, and its accessible name. */
  home: { to: string; label: string };
  /** Makes the toolbar a `nav` landmark with this name. */
  navLabel?: string;
  /** The space between the header's items (default 2). */
  gap?: HeaderSpacing;
  /** The space after the brand link. */
  brandMarginRight?: HeaderSpacing;
  /** Lifts the header above a drawer (a sidebar that slides in under it). */
  aboveDrawer?: boolean;
  /** Shown before the brand link (e.g. a menu button). */
  start?: ReactNode;
  /** Shown after the brand link, on the left. */
  afterBrand?: ReactNode;
  /** The header's links, commands and controls on the right, in order, before the theme toggle. */
  items?: readonly HeaderItem[];
  /** Adds a Logout button (confirmed) after the account button. */
  logoutButton?: boolean;
  /**
   * On a phone (below `sm`, e.g. 390 px) the header keeps to the screen's width: the brand shows its mark
   * only, and the links and commands of `items`, the theme toggle and Logout move into a More menu (controls
   * such as the Subscription menu stay). Off by default.
   */
  collapseOnPhone?: boolean;
  /** Shown at the top of the More menu (what `afterBrand` says, which a phone has no room for). */
  menuHeader?: ReactNode;
}

/**
 * The More menu of a phone header: the header's links and commands, the theme toggle and Logout (confirmed),
 * which no longer fit beside it. A command runs once the menu has closed and the focus is back on the More
 * button, so a dialog it opens gives the focus back there.
 */
const PhoneMoreMenu = observer(function PhoneMoreMenu({
  items,
  header,
  onLogout,
  logout,
}: {
  items: readonly (HeaderLinkAction | HeaderCommandAction)[];
  header: ReactNode;
  onLogout: () => void;
  logout: boolean;
}) {
  const { ui } = useStores();
  const menuId = useId();
  const buttonId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const dark = ui.themeMode === 'dark';
  const choose = (run?: () => void) => {
    const button = anchor;
    setAnchor(null);
    if (run === undefined) return;
    button?.focus();
    setTimeout(run, 0);
  };
  return (
    <>
      <Tooltip title="More">
        <IconButton
          id={buttonId}
          aria-label="More"
          aria-haspopup="menu"
          aria-expanded={anchor !== null}
          aria-controls={anchor !== null ? menuId : undefined}
          color="inherit"
          onClick={(event) => {
            setAnchor(event.currentTarget);
          }}
        >
          <MoreVert fontSize="small" />
        </IconButton>
      </Tooltip>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => {
          setAnchor(null);
        }}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          list: { 'aria-labelledby': buttonId, dense: true },
          paper: { sx: { maxWidth: 'calc(100vw - 16px)' } },
        }}
      >
        {header !== undefined && header !== null && (
          <Box
            component="li"
            role="presentation"
            sx={{ px: 4, pt: 1, pb: 2, mb: 1, borderBottom: 1, borderColor: 'divider' }}
          >
            {header}
          </Box>
        )}
        {items.map((item) => (
          <HeaderMenuAction key={item.key} item={item} choose={choose} />
        ))}
        {items.length > 0 && <Divider />}
        <MenuItem
          onClick={() => {
            choose(() => {
              ui.toggleThemeMode();
            });
          }}
        >
          <ListItemIcon>
            {dark ? <LightModeOutlined fontSize="small" /> : <DarkModeOutlined fontSize="small" />}
          </ListItemIcon>
          <ListItemText>{dark ? 'Switch to light theme' : 'Switch to dark theme'}</ListItemText>
        </MenuItem>
        {logout && (
          <MenuItem
            aria-haspopup="dialog"
            onClick={() => {
              choose(onLogout);
            }}
          >
            <ListItemIcon>
              <Logout fontSize="small" />
            </ListItemIcon>
            <ListItemText>Logout</ListItemText>
          </MenuItem>
        )}
      </Menu>
    </>
  );
});

/**
 * The header of every signed-in shell: the skip link, the brand link, the theme toggle, the account
 * button with its drawer (User Details, Update Password, Logout) and the logout confirmation. Each
 * shell adds its own through `start`, `afterBrand` and `items`.
 */
export const AppHeaderBar = observer(function AppHeaderBar({
  principal,
  mainId,
  home,
  navLabel,
  gap = 2,
  brandMarginRight,
  aboveDrawer = false,
  start,
  afterBrand,
  items = [],
  logoutButton = false,
  collapseOnPhone = false,
  menuHeader,
}: AppHeaderBarProps) {
  const { session } = useStores();
  const navigate = useNavigate();
  const theme = useTheme();
  const onPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const compact = collapseOnPhone && onPhone;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);
  const name = displayNameOf(principal);

  const logout = async () => {
    setLoggingOut(true);
    await session.logout();
    await navigate('/', { replace: true });
  };

  const confirmLogout = () => {
    setConfirmOpen(true);
  };

  return (
    <>
      <Link
        href={`#${mainId}`}
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
        sx={
          aboveDrawer
            ? { top: 'var(--ls-banner-height, 0px)', zIndex: (theme) => theme.zIndex.drawer + 1 }
            : { top: 'var(--ls-banner-height, 0px)' }
        }
      >
        <Toolbar
          component={navLabel === undefined ? 'div' : 'nav'}
          aria-label={navLabel}
          sx={{ gap, minHeight: { xs: 56, sm: 60 } }}
        >
          {start}
          <Link
            component={RouterLink}
            to={home.to}
            aria-label={home.label}
            underline="none"
            color="inherit"
            sx={{ display: 'inline-flex', borderRadius: 1, mr: brandMarginRight }}
          >
            <Wordmark size={28} compact={compact} />
          </Link>
          {afterBrand}
          <Box sx={{ flex: 1 }} />
          {items.map((item) => {
            if (isHeaderElement(item)) return <Fragment key={item.key}>{item.element}</Fragment>;
            return compact ? null : <HeaderToolbarAction key={item.key} item={item} />;
          })}
          {compact ? (
            <PhoneMoreMenu
              items={headerActionsOf(items)}
              header={menuHeader}
              onLogout={confirmLogout}
              logout={logoutButton}
            />
          ) : (
            <ThemeToggle />
          )}
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
                aria-hidden="true"
                sx={{
                  width: 32,
                  height: 32,
                  fontSize: '0.8125rem',
                  bgcolor: 'primary.main',
                  color: 'primary.contrastText',
                }}
              >
                {/* The initials only picture the user and the button's name says what it does: drawn by
                    CSS, they are no text of the button that its name would have to contain (WCAG 2.5.3). */}
                <Box
                  component="span"
                  data-initials={initialsOf(name)}
                  sx={{ '&::before': { content: 'attr(data-initials)' } }}
                />
              </Avatar>
            </IconButton>
          </Tooltip>
          {logoutButton && !compact && (
            <Tooltip title="Logout">
              <IconButton aria-label="Logout" aria-haspopup="dialog" color="inherit" onClick={confirmLogout}>
                <Logout fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
        </Toolbar>
      </AppBar>
      <UserDrawer
        open={drawerOpen}
        principal={principal}
        onClose={() => {
          setDrawerOpen(false);
        }}
        onLogout={confirmLogout}
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
