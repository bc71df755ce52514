import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';

import { ContentApi } from '../../../api/content-api';
import type { Principal } from '../../../api/types';
import { useStores } from '../../../stores/store-context';
import { CurrentAnnouncementsStore } from '../stores/current-announcements-store';
import { AnnouncementsDialog } from './AnnouncementsDialog';

/** The steps of signing in and the public pages: no announcements there, only once the user is in. */
const OUTSIDE_THE_APP = new Set([
  '/',
  '/verification',
  '/verifyCode',
  '/mfaSignIn',
  '/forgotPassword',
  '/resetPassword',
  '/termsAndConditions',
  '/createPassword',
  '/addCompany',
  '/subscriptionPlans',
]);

/**
 * Whether a signed-in user is in the app (dashboard, tenant administration, console, access page), where
 * announcements show: not on the sign-in steps, and not before a first password or agreed terms.
 */
export function showsAnnouncements(pathname: string, principal: Principal | undefined): boolean {
  if (principal === undefined || OUTSIDE_THE_APP.has(pathname)) return false;
  if (principal.firstLogin) return false;
  const staff = principal.role === 'ADMINISTRATOR' || principal.role === 'SALE';
  return staff || principal.isAgree;
}

/**
 * Mounted once for every route (RootLayout): after each sign-in it fetches the current announcements the
 * user has not acknowledged and shows them in the announcements dialog; signing out forgets them.
 */
export const AnnouncementsHost = observer(function AnnouncementsHost() {
  const { api, session } = useStores();
  const [store] = useState(() => new CurrentAnnouncementsStore(new ContentApi(api)));
  const { pathname } = useLocation();
  const token = session.idToken;
  const inApp = token !== undefined && showsAnnouncements(pathname, session.principal);

  useEffect(() => {
    if (token === undefined) store.reset();
    else if (inApp) void store.loadFor(token);
  }, [store, token, inApp]);

  return inApp ? <AnnouncementsDialog store={store} /> : null;
});
