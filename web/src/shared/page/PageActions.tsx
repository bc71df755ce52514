import Add from '@mui/icons-material/Add';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Button, { type ButtonProps } from '@mui/material/Button';
import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/** A page's main action that adds something (a contained button with a plus). */
export function AddButton(props: Omit<ButtonProps, 'variant' | 'startIcon'>) {
  return <Button variant="contained" startIcon={<Add />} {...props} />;
}

/** The back link above a page's title. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      component={RouterLink}
      to={to}
      underline="hover"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, width: 'fit-content' }}
    >
      <ArrowBack fontSize="small" />
      {children}
    </Link>
  );
}
