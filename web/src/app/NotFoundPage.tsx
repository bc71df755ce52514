import Button from '@mui/material/Button';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink } from 'react-router';

import { useDocumentTitle } from '../shared/use-document-title';
import { useStores } from '../stores/store-context';
import { StatusPage } from './StatusPage';

/** Any unknown route. */
export const NotFoundPage = observer(function NotFoundPage() {
  const { session } = useStores();
  useDocumentTitle('Page not found');
  const target = session.isAuthenticated
    ? { to: '/dashboard', label: 'Back to dashboard' }
    : { to: '/', label: 'Back to sign in' };
  return (
    <StatusPage
      code="Error 404"
      title="Page not found"
      description="The page you are looking for does not exist or has moved. Check the address, or go back and continue from there."
      action={
        <Button component={RouterLink} to={target.to} variant="contained">
          {target.label}
        </Button>
      }
    />
  );
});
