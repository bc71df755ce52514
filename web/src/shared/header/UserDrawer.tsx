import Close from '@mui/icons-material/Close';
import Logout from '@mui/icons-material/Logout';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
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

import type { MfaEnrolment, Principal } from '../../api/types';
import { MfaEnrolDialog } from '../account/MfaEnrolDialog';
import { message } from '../messages';
import { displayNameOf, initialsOf } from '../principal-display';
import { useStores } from '../../stores/store-context';

export const USER_DRAWER_WIDTH = 320;
export const USER_DRAWER_ID = 'user-drawer';

export interface UserDrawerProps {
  open: boolean;
  principal: Principal;
  onClose: () => void;
  onLogout: () => void;
}

function SectionTitle({ id, children }: { id: string; children: string }) {
  return (
    <Typography id={id} variant="overline" component="h3" color="text.secondary">
      {children}
    </Typography>
  );
}

/**
 * The account drawer of the private header: the user's details (read-only), Update Password (a reset link
 * by email), two-step verification set-up, and Logout.
 */
export const UserDrawer = observer(function UserDrawer({
  open,
  principal,
  onClose,
  onLogout,
}: UserDrawerProps) {
  const { identity, session, ui } = useStores();
  const [sendingLink, setSendingLink] = useState(false);
  const [enrolling, setEnrolling] = useState(false);
  const [enrolment, setEnrolment] = useState<MfaEnrolment | undefined>(undefined);
  const name = displayNameOf(principal);
  const phone = principal.phone ?? '';
  const details: ReadonlyArray<readonly [string, string]> = [
    ['Name', name],
    ['Email', principal.email],
    ['Phone', phone],
  ];
  const mfaEnrolled = principal.mfaEnrolled === true;

  const sendResetLink = async () => {
    setSendingLink(true);
    try {
      await identity.sendPasswordResetLink();
      ui.notify({
        title: 'Notification',
        message: message('SUCCESS_PASSWORD_RESET_LINK_SENT'),
        severity: 'success',
      });
    } catch {
      // The API client has shown the error.
    } finally {
      setSendingLink(false);
    }
  };

  const startEnrolment = async () => {
    setEnrolling(true);
    try {
      setEnrolment(await identity.enrollMfa());
    } catch {
      // The API client has shown the error.
    } finally {
      setEnrolling(false);
    }
  };

  const confirmEnrolment = async (code: string) => {
    await identity.confirmMfa(code);
    session.markMfaEnrolled();
    setEnrolment(undefined);
    ui.notify({ title: 'Notification', message: message('SUCCESS_MFA_ENROLLED'), severity: 'success' });
  };

  return (
    <>
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
          <SectionTitle id="user-details-title">User Details</SectionTitle>
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
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 3 }}>
            {message('CONTACT_ADMIN_TO_UPDATE_DETAILS')}
          </Typography>
        </Box>
        <Divider />
        <Box
          component="section"
          aria-labelledby="user-security-title"
          sx={{ px: 5, py: 4, display: 'grid', gap: 4 }}
        >
          <SectionTitle id="user-security-title">Security</SectionTitle>
          <Box>
            <Button
              variant="outlined"
              fullWidth
              loading={sendingLink}
              onClick={() => {
                void sendResetLink();
              }}
            >
              Update Password
            </Button>
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
              We will email you a link to set a new password.
            </Typography>
          </Box>
          <Box component="section" aria-labelledby="user-mfa-title">
            <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
              <Typography id="user-mfa-title" variant="subtitle2" component="h4">
                Two-step verification
              </Typography>
              <Chip
                size="small"
                label={mfaEnrolled ? 'On' : 'Off'}
                color={mfaEnrolled ? 'success' : 'default'}
                variant={mfaEnrolled ? 'filled' : 'outlined'}
              />
            </Box>
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
              {mfaEnrolled
                ? 'Signing in asks for a code from your authenticator app.'
                : 'Add a code from an authenticator app to your sign-in.'}
            </Typography>
            {!mfaEnrolled && (
              <Button
                variant="text"
                loading={enrolling}
                onClick={() => {
                  void startEnrolment();
                }}
                sx={{ mt: 1, ml: -2 }}
              >
                Set up
              </Button>
            )}
          </Box>
        </Box>
        <Divider />
        <List sx={{ px: 2 }}>
          <ListItem disablePadding>
            <ListItemButton onClick={onLogout} sx={{ borderRadius: 2 }}>
              <ListItemIcon>
                <Logout fontSize="small" />
              </ListItemIcon>
              <ListItemText primary="Logout" />
            </ListItemButton>
          </ListItem>
        </List>
      </Drawer>
      {enrolment !== undefined && (
        <MfaEnrolDialog
          enrolment={enrolment}
          onConfirm={confirmEnrolment}
          onClose={() => {
            setEnrolment(undefined);
          }}
        />
      )}
    </>
  );
});
