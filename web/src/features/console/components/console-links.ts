import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import EventNoteOutlined from '@mui/icons-material/EventNoteOutlined';
import GavelOutlined from '@mui/icons-material/GavelOutlined';
import PersonAddAltOutlined from '@mui/icons-material/PersonAddAltOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import type SvgIcon from '@mui/material/SvgIcon';

import type { Role } from '../../../api/types';
import { ADMINISTRATOR_ONLY, CONSOLE_ROLES } from '../console-access';

/** One link of the console sidebar, shown to the roles listed. */
export interface ConsoleLink {
  to: string;
  label: string;
  icon: typeof SvgIcon;
  roles: readonly Role[];
}

/**
 * The sidebar of the Administrator console, in order. A page of a later issue is one more line here, e.g.
 * `{ to: '/administrator/setting', label: 'Settings', icon: SettingsOutlined, roles: ADMINISTRATOR_ONLY }`
 * (announcements, terms and conditions and settings are for the Administrator only).
 */
export const CONSOLE_LINKS: readonly ConsoleLink[] = [
  { to: '/dashboard', label: 'Dashboard', icon: DashboardOutlined, roles: CONSOLE_ROLES },
  { to: '/administrator/tenant', label: 'Tenants', icon: ApartmentOutlined, roles: CONSOLE_ROLES },
  {
    to: '/administrator/tenant-request',
    label: 'Tenant Requests',
    icon: EventNoteOutlined,
    roles: CONSOLE_ROLES,
  },
  {
    to: '/administrator/user-request',
    label: 'User Requests',
    icon: PersonAddAltOutlined,
    roles: CONSOLE_ROLES,
  },
  {
    to: '/administrator/announcement',
    label: 'Announcements',
    icon: CampaignOutlined,
    roles: ADMINISTRATOR_ONLY,
  },
  {
    to: '/administrator/termandcondition',
    label: 'Terms and Conditions',
    icon: GavelOutlined,
    roles: ADMINISTRATOR_ONLY,
  },
  { to: '/administrator/setting', label: 'Settings', icon: SettingsOutlined, roles: ADMINISTRATOR_ONLY },
];

/** The links a role sees. */
export function consoleLinksFor(role: Role, links: readonly ConsoleLink[] = CONSOLE_LINKS): ConsoleLink[] {
  return links.filter((link) => link.roles.includes(role));
}
