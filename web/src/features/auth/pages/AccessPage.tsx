import ArrowForward from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink, useLocation } from 'react-router';

import { withShare } from '../../../shared/routing/share-param';
import { canAccessLuca } from '../../../shared/permissions';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { useStores } from '../../../stores/store-context';
import { AuthCard } from '../../../shared/layout/AuthCard';

/** `/access` (signed in): where to go next, the dashboard or, when the user may, Luca. */
export const AccessPage = observer(function AccessPage() {
  const { session } = useStores();
  const location = useLocation();
  useDocumentTitle('Choose where to go');
  const principal = session.principal;
  if (principal === undefined) return null;
  const luca = canAccessLuca(principal);
  return (
    <AuthCard title="Where to?" subtitle="Your account can open these areas of Ledgerscope.">
      <Box component="nav" aria-label="Areas" sx={{ display: 'grid', gap: 3 }}>
        <Button
          component={RouterLink}
          to={withShare('/dashboard', location.search)}
          variant="contained"
          size="large"
          endIcon={<ArrowForward />}
          fullWidth
          autoFocus
        >
          Access Dashboard
        </Button>
        {luca && (
          <Button
            component={RouterLink}
            to="/luca"
            variant="outlined"
            size="large"
            endIcon={<ArrowForward />}
            fullWidth
          >
            Access Luca
          </Button>
        )}
      </Box>
    </AuthCard>
  );
});
