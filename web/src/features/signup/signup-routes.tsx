import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { lazyWithRetry } from '../../shared/lazy-with-retry';

// Loaded on demand: the login page does not carry the sign-up form.
const AddCompanyPage = lazyWithRetry(async () => ({
  default: (await import('./pages/AddCompanyPage')).AddCompanyPage,
}));

/** The public sign-up (`/addCompany?bundle=`), a child of the signed-out shell (PublicLayout). */
export const signUpRoutes: RouteObject[] = [
  {
    path: '/addCompany',
    element: (
      <Suspense
        fallback={
          <Box role="status" aria-label="Loading" sx={{ py: 8, width: '100%', maxWidth: 520 }}>
            <LinearProgress aria-label="Loading" />
          </Box>
        }
      >
        <AddCompanyPage />
      </Suspense>
    ),
  },
];
