import Button from '@mui/material/Button';
import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';

import { useDocumentTitle } from '../shared/use-document-title';
import { NotFoundPage } from './NotFoundPage';
import { StatusPage } from './StatusPage';

/** Shown when a route fails to render: a 404 becomes the not-found page, anything else offers a reload. */
export function RouteErrorPage() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  useDocumentTitle(notFound ? 'Page not found' : 'Something went wrong');
  useEffect(() => {
    if (!notFound) console.error('A route failed to render', error);
  }, [error, notFound]);
  if (notFound) return <NotFoundPage />;
  return (
    <StatusPage
      code="Unexpected error"
      title="Something went wrong"
      description="This page could not be shown. Reload to try again; if it keeps happening, contact support."
      action={
        <Button
          variant="contained"
          onClick={() => {
            window.location.reload();
          }}
        >
          Reload
        </Button>
      }
    />
  );
}
