import type { RouteObject } from 'react-router';

import { lazyWithRetry } from '../../shared/lazy-with-retry';
import { SectionLoading } from '../../shared/loading/SectionLoading';
import { isAdministrator } from '../../shared/permissions';
import { RequirePermission } from '../../shared/routing/RequirePermission';

// Administrator only: announcements, terms and conditions, settings; pages of the console, loaded on demand.
const AnnouncementsPage = lazyWithRetry(async () => ({
  default: (await import('./pages/AnnouncementsPage')).AnnouncementsPage,
}));
const TermsAdminPage = lazyWithRetry(async () => ({
  default: (await import('./pages/TermsAdminPage')).TermsAdminPage,
}));
const SettingsPage = lazyWithRetry(async () => ({
  default: (await import('./pages/SettingsPage')).SettingsPage,
}));

function administratorPage(page: React.ReactNode): React.ReactNode {
  return (
    <RequirePermission allowed={isAdministrator}>
      <SectionLoading>{page}</SectionLoading>
    </RequirePermission>
  );
}

/** The content pages of the Administrator console (children of `/administrator`). */
export const contentConsoleRoutes: RouteObject[] = [
  { path: 'announcement', element: administratorPage(<AnnouncementsPage />) },
  { path: 'termandcondition', element: administratorPage(<TermsAdminPage />) },
  { path: 'setting', element: administratorPage(<SettingsPage />) },
];
