import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';

import { DEFAULT_IDLE_TIME_SECONDS } from '../api/identity-api';
import { IdleTimer } from '../shared/idle/idle-timer';
import { message } from '../shared/messages';
import { useStores } from '../stores/store-context';

/** What counts as the user being there. Captured, so scrolling inside any box counts too. */
export const ACTIVITY_EVENTS = [
  'mousemove',
  'mousedown',
  'keydown',
  'touchstart',
  'wheel',
  'scroll',
] as const;

/**
 * Signs a signed-in user out after the idle time of the `idleTime` setting (spec: default 43200 s) without
 * activity, back to `/` with the UNAUTHORIZED text. Renders nothing.
 */
export const IdleLogout = observer(function IdleLogout() {
  const { session, identity, ui } = useStores();
  const navigate = useNavigate();
  const signedIn = session.isAuthenticated;

  useEffect(() => {
    if (!signedIn) return undefined;
    let timer: IdleTimer | undefined;
    let active = true;

    const onIdle = async () => {
      await session.logout();
      ui.notify({ title: 'Notification', message: message('UNAUTHORIZED'), severity: 'warning' });
      await navigate('/', { replace: true });
    };
    const onActivity = () => {
      timer?.recordActivity();
    };
    const onVisibilityChange = () => {
      if (document.visibilityState === 'visible') timer?.wake();
    };

    void identity
      .idleTimeSeconds()
      .catch(() => DEFAULT_IDLE_TIME_SECONDS)
      .then((seconds) => {
        if (!active) return;
        timer = new IdleTimer({
          timeoutMs: seconds * 1000,
          onIdle: () => {
            void onIdle();
          },
        });
        timer.start();
      });
    for (const type of ACTIVITY_EVENTS) {
      window.addEventListener(type, onActivity, { capture: true, passive: true });
    }
    document.addEventListener('visibilitychange', onVisibilityChange);

    return () => {
      active = false;
      timer?.stop();
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity, { capture: true });
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, [signedIn, session, identity, ui, navigate]);

  return null;
});
