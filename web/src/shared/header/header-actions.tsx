import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import type { Breakpoint } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

interface HeaderActionBase {
  key: string;
  /** The visible text, and the accessible name wherever only the icon shows. */
  label: string;
  icon: ReactNode;
  /**
   * From this width on the toolbar button shows its label beside the icon; below it, the icon alone (named
   * and with a tooltip). Default `lg`.
   */
  labelFrom?: Breakpoint;
}

/** A link of the header (Access Luca, Manage Users...). */
export interface HeaderLinkAction extends HeaderActionBase {
  to: string;
}

/** A command of the header (Share View, Get Support...): `opensDialog` when it opens one. */
export interface HeaderCommandAction extends HeaderActionBase {
  onSelect: () => void;
  opensDialog?: boolean;
}

/** A control that stays in the toolbar at every width, where it brings its own menu (the Subscription menu). */
export interface HeaderElement {
  key: string;
  element: ReactNode;
}

/**
 * One item of a signed-in header, in the header's order. Links and commands are toolbar buttons; on a phone
 * they move into the header's More menu, so every one stays reachable (AppHeaderBar). Elements stay put.
 */
export type HeaderItem = HeaderLinkAction | HeaderCommandAction | HeaderElement;

export function isHeaderElement(item: HeaderItem): item is HeaderElement {
  return 'element' in item;
}

/** The links and commands of `items`: what a phone header moves into its More menu. */
export function headerActionsOf(items: readonly HeaderItem[]): (HeaderLinkAction | HeaderCommandAction)[] {
  return items.filter((item): item is HeaderLinkAction | HeaderCommandAction => !isHeaderElement(item));
}

function isLink(item: HeaderLinkAction | HeaderCommandAction): item is HeaderLinkAction {
  return 'to' in item;
}

/** A link or command as a toolbar button: icon and label from `labelFrom`, the icon alone (with a tooltip) below. */
export function HeaderToolbarAction({ item }: { item: HeaderLinkAction | HeaderCommandAction }) {
  const from = item.labelFrom ?? 'lg';
  const common = {
    color: 'inherit' as const,
    startIcon: item.icon,
    'aria-label': item.label,
    sx: {
      minWidth: 0,
      flexShrink: 0,
      whiteSpace: 'nowrap',
      px: { xs: 2, [from]: 3 },
      '& .MuiButton-startIcon': { mr: { xs: 0, [from]: 2 }, ml: { xs: 0, [from]: -1 } },
    },
    children: (
      <Box component="span" sx={{ display: { xs: 'none', [from]: 'inline' } }}>
        {item.label}
      </Box>
    ),
  };
  const button = isLink(item) ? (
    <Button component={RouterLink} to={item.to} {...common} />
  ) : (
    <Button
      {...common}
      aria-haspopup={item.opensDialog === true ? 'dialog' : undefined}
      onClick={item.onSelect}
    />
  );
  return <Tooltip title={item.label}>{button}</Tooltip>;
}

/**
 * A link or command as an item of the More menu. `choose` closes the menu and runs the command once the focus
 * is back on the More button, so a dialog it opens returns the focus there.
 */
export function HeaderMenuAction({
  item,
  choose,
}: {
  item: HeaderLinkAction | HeaderCommandAction;
  choose: (run?: () => void) => void;
}) {
  const content = (
    <>
      <ListItemIcon>{item.icon}</ListItemIcon>
      <ListItemText>{item.label}</ListItemText>
    </>
  );
  if (isLink(item)) {
    return (
      <MenuItem
        component={RouterLink}
        to={item.to}
        onClick={() => {
          choose();
        }}
      >
        {content}
      </MenuItem>
    );
  }
  return (
    <MenuItem
      aria-haspopup={item.opensDialog === true ? 'dialog' : undefined}
      onClick={() => {
        choose(item.onSelect);
      }}
    >
      {content}
    </MenuItem>
  );
}
