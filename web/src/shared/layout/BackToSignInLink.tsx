import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Link as RouterLink, useLocation } from 'react-router';

import { withShare } from '../routing/share-param';

export interface BackToSignInLinkProps {
  /** Runs before leaving, e.g. to forget a sign-in waiting for its second step. */
  onClick?: () => void;
  label?: string;
}

/** The way back to `/`, keeping a shared-view link. */
export function BackToSignInLink({ onClick, label = 'Back to sign in' }: BackToSignInLinkProps) {
  const location = useLocation();
  return (
    <Box sx={{ textAlign: 'center' }}>
      <Link
        component={RouterLink}
        to={withShare('/', location.search)}
        onClick={onClick}
        variant="body2"
        underline="hover"
      >
        {label}
      </Link>
    </Box>
  );
}
