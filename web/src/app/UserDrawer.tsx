import Close from '@mui/icons-material/Close';
import Logout from '@mui/icons-material/Logout';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';

import type { Principal } from '../api/types';
import { displayNameOf, initialsOf, ROLE_LABELS } from '../shared/principal-display';

export const USER_DRAWER_WIDTH = 320;
export const USER_DRAWER_ID = 'user-drawer';

export interface UserDrawerProps {
  open: boolean;
  principal: Principal;
  onClose: () => void;
  onLogout: () => void;
}

/** The account drawer of the private header: the user's details and Logout. */
export function UserDrawer({ open, principal, onClose, onLogout }: UserDrawerProps) {
  const name = displayNameOf(principal);
  const details: ReadonlyArray<readonly [string, string]> = [
    ['Name', name],
    ['Email', principal.email],
    ['Role', ROLE_LABELS[principal.role]],
    ['Organisation', principal.tenantName],
  ];
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          id: USER_DRAWER_ID,
          role: 'dialog',
          'aria-labelledby': 'user-drawer-title',
          sx: { width: USER_DRAWER_WIDTH, maxWidth: '100vw', pt: 'var(--ls-banner-height, 0px)' },
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 5, py: 3 }}>
        <Typography id="user-drawer-title" variant="h6" component="h2">
          Account
        </Typography>
        <IconButton aria-label="Close account panel" onClick={onClose} edge="end">
          <Close fontSize="small" />
        </IconButton>
      </Box>
      <Divider />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 3, px: 5, py: 5 }}>
        <Avatar sx={{ width: 44, height: 44, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
          {initialsOf(name)}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="subtitle1" noWrap title={name}>
            {name}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap title={principal.email}>
            {principal.email}
          </Typography>
        </Box>
      </Box>
      <Divider />
      <Box component="section" aria-labelledby="user-details-title" sx={{ px: 5, py: 4 }}>
        <Typography id="user-details-title" variant="overline" component="h3" color="text.secondary">
          User Details
        </Typography>
        <Box component="dl" sx={{ m: 0, mt: 2, display: 'grid', gap: 3 }}>
          {details.map(([label, value]) => (
            <Box key={label}>
              <Typography component="dt" variant="caption" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {value === '' ? 'N/A' : value}
              </Typography>
            </Box>
          ))}
        </Box>
      </Box>
      <Divider />
      <List sx={{ px: 2 }}>
        <ListItemButton onClick={onLogout} sx={{ borderRadius: 2 }}>
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          <ListItemText primary="Logout" />
        </ListItemButton>
      </List>
    </Drawer>
  );
}
