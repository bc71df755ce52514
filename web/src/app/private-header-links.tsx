import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import GroupOutlined from '@mui/icons-material/GroupOutlined';
import type SvgIcon from '@mui/material/SvgIcon';

import type { Principal } from '../api/types';
import { canUseConsole } from '../features/console/console-access';
import type { HeaderLinkAction } from '../shared/header/header-actions';
import { canAccessLuca, isTenantAdministrator } from '../shared/permissions';

type HeaderPrincipal = Pick<Principal, 'role' | 'lucaAccessible'>;

/** One link of the private header: shown to whom, and where it is not offered (the page it leads to). */
interface PrivateHeaderLink {
  to: string;
  label: string;
  icon: typeof SvgIcon;
  shownTo: (principal: HeaderPrincipal) => boolean;
}

/**
 * The private header's links to the other areas (spec section 2, "Access Luca, Access Admin, Manage Users"),
 * in order, named as the /access page names them. Each area offers the way to the others, never to itself:
 * Luca and the report offer Access Dashboard; the dashboard and the report offer Access Luca to Luca users.
 */
const PRIVATE_HEADER_LINKS: readonly PrivateHeaderLink[] = [
  { to: '/dashboard', label: 'Access Dashboard', icon: DashboardOutlined, shownTo: () => true },
  { to: '/luca', label: 'Access Luca', icon: AutoAwesomeOutlined, shownTo: canAccessLuca },
  // The Administrator console (ADMINISTRATOR and SALE, spec section 6), whose sidebar leads back here.
  {
    to: '/administrator/tenant',
    label: 'Access Admin',
    icon: AdminPanelSettingsOutlined,
    shownTo: canUseConsole,
  },
  { to: '/manageUsers', label: 'Manage Users', icon: GroupOutlined, shownTo: isTenantAdministrator },
];

/** The links the private header offers `principal` on the page at `pathname`. */
export function privateHeaderLinks(principal: HeaderPrincipal, pathname: string): HeaderLinkAction[] {
  return PRIVATE_HEADER_LINKS.filter((link) => link.shownTo(principal) && link.to !== pathname).map(
    ({ to, label, icon: Icon }) => ({ key: to, to, label, icon: <Icon fontSize="small" /> }),
  );
}
