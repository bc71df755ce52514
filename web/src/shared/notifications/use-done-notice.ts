import { useCallback } from 'react';

import { useStores } from '../../stores/store-context';

/**
 * The console's confirmation of a change: a success notice ('Notification') once the change is saved.
 * `confirmed(change, message)` runs the change and, when it succeeds, shows the message (a failure shows
 * the API client's error notice instead) and passes the change's result or failure on.
 */
export function useDoneNotice(): <T>(
  change: Promise<T>,
  message: string | ((result: T) => string),
) => Promise<T> {
  const { ui } = useStores();
  return useCallback(
    async <T>(change: Promise<T>, message: string | ((result: T) => string)) => {
      const result = await change;
      ui.notify({
        title: 'Notification',
        message: typeof message === 'string' ? message : message(result),
        severity: 'success',
      });
      return result;
    },
    [ui],
  );
}
