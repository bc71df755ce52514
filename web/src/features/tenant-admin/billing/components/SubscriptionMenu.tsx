import CardMembershipOutlined from '@mui/icons-material/CardMembershipOutlined';
import ExpandMore from '@mui/icons-material/ExpandMore';
import RestartAltOutlined from '@mui/icons-material/RestartAltOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { Link as RouterLink, useMatch, useNavigate } from 'react-router';

import { isTenantAdministrator } from '../../../../shared/permissions';
import { useStores } from '../../../../stores/store-context';
import { useBillingStore } from '../stores/use-billing-store';
import {
  CANCEL_SUBSCRIPTION_PATH,
  hasMenuItems,
  offersResume,
  PAYMENT_PATH,
  PLANS_PATH,
  type SubscriptionMenuVariant,
} from '../../../../shared/billing/subscription-rules';
import { SubscriptionDetailsDialog } from './SubscriptionDetailsDialog';

export interface SubscriptionMenuProps {
  /**
   * The dashboard header names its entry 'Manage Subscription' (spec section 2); the tenant administrator
   * header lists Upgrade Subscription Plan and Update Subscription.
   */
  variant?: SubscriptionMenuVariant;
}

/**
 * The Subscription menu of the headers (tenant administrators only), by the spec's menu rules
 * (subscriptionMenuOf): Upgrade Subscription Plan and Update Subscription on a paid plan (Update disabled at
 * 0 seats), Subscription Details once bought, Cancel Subscription on a paid plan. The dashboard header offers
 * Manage Subscription (the order form) in place of Upgrade and Update. Hidden while canceling, on trial, when
 * overdue and when nothing is offered; while canceling the tenant administrator header shows Resume
 * Subscription on its own instead.
 */
export const SubscriptionMenu = observer(function SubscriptionMenu({
  variant = 'tenant-admin',
}: SubscriptionMenuProps) {
  const { session } = useStores();
  const billing = useBillingStore();
  const navigate = useNavigate();
  const menuId = useId();
  const buttonId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [detailsOpen, setDetailsOpen] = useState(false);
  const onCancelPage = useMatch(CANCEL_SUBSCRIPTION_PATH) !== null;
  const principal = session.principal;
  const allowed = principal !== undefined && isTenantAdministrator(principal);

  useEffect(() => {
    if (allowed) void billing?.ensureLoaded();
  }, [allowed, billing]);

  if (!allowed || billing === undefined) return null;
  const menu = billing.menu;
  if (offersResume(menu, variant)) {
    // While canceling the menu is hidden (spec section 4); Cancel has become Resume, offered on its own as a
    // link to the page that resumes (not on that page itself, whose button does it).
    if (onCancelPage) return null;
    return (
      <Tooltip title="Resume Subscription">
        <Button
          component={RouterLink}
          to={CANCEL_SUBSCRIPTION_PATH}
          color="inherit"
          aria-label="Resume Subscription"
          startIcon={<RestartAltOutlined fontSize="small" />}
          sx={{
            minWidth: 0,
            flexShrink: 0,
            whiteSpace: 'nowrap',
            '& .MuiButton-startIcon': { mr: { xs: 0, lg: 2 } },
          }}
        >
          <Box component="span" sx={{ display: { xs: 'none', lg: 'inline' } }}>
            Resume Subscription
          </Box>
        </Button>
      </Tooltip>
    );
  }
  if (!hasMenuItems(menu, variant)) return null;

  const close = () => {
    setAnchor(null);
  };
  const go = (to: string) => {
    close();
    void navigate(to);
  };

  const items = [];
  if (variant === 'dashboard' && menu.manage) {
    items.push(
      <MenuItem key="manage" onClick={() => go(PAYMENT_PATH)}>
        <ListItemText>Manage Subscription</ListItemText>
      </MenuItem>,
    );
  }
  if (variant === 'tenant-admin' && menu.upgrade) {
    items.push(
      <MenuItem key="upgrade" onClick={() => go(PLANS_PATH)}>
        <ListItemText>Upgrade Subscription Plan</ListItemText>
      </MenuItem>,
    );
  }
  if (variant === 'tenant-admin' && menu.update) {
    items.push(
      <MenuItem key="update" disabled={menu.updateDisabled} onClick={() => go(PAYMENT_PATH)}>
        <ListItemText>Update Subscription</ListItemText>
      </MenuItem>,
    );
  }
  if (menu.details) {
    items.push(
      <MenuItem
        key="details"
        onClick={() => {
          close();
          setDetailsOpen(true);
        }}
      >
        <ListItemText>Subscription Details</ListItemText>
      </MenuItem>,
    );
  }
  if (menu.cancel) {
    if (items.length > 0) items.push(<Divider key="divider" />);
    items.push(
      <MenuItem key="cancel" onClick={() => go(CANCEL_SUBSCRIPTION_PATH)}>
        <ListItemText slotProps={{ primary: { color: 'error' } }}>Cancel Subscription</ListItemText>
      </MenuItem>,
    );
  }

  return (
    <>
      <Tooltip title="Subscription">
        <Button
          id={buttonId}
          color="inherit"
          aria-haspopup="menu"
          aria-expanded={anchor !== null}
          aria-controls={anchor !== null ? menuId : undefined}
          aria-label="Subscription"
          startIcon={<CardMembershipOutlined fontSize="small" />}
          endIcon={<ExpandMore fontSize="small" />}
          onClick={(event) => {
            setAnchor(event.currentTarget);
          }}
          sx={{
            minWidth: 0,
            flexShrink: 0,
            whiteSpace: 'nowrap',
            '& .MuiButton-startIcon': { mr: { xs: 0, lg: 2 } },
            '& .MuiButton-endIcon': { display: { xs: 'none', lg: 'inherit' } },
          }}
        >
          <Box component="span" sx={{ display: { xs: 'none', lg: 'inline' } }}>
            Subscription
          </Box>
        </Button>
      </Tooltip>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-labelledby': buttonId, dense: true } }}
      >
        {items}
      </Menu>
      <SubscriptionDetailsDialog
        open={detailsOpen}
        billing={billing}
        onClose={() => {
          setDetailsOpen(false);
        }}
      />
    </>
  );
});
