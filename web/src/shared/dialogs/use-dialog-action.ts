import { useState } from 'react';

import { errorTextOf } from '../../api/error-text';

export interface DialogAction {
  /** While the action runs (Cancel is disabled, the submit button spins). */
  busy: boolean;
  /** Why the last run failed, in the catalogue's words (or a check the dialog made itself). */
  error: string | undefined;
  setError: (error: string | undefined) => void;
  /** Runs the action; resolves true when it succeeded, false when its failure is now shown in the dialog. */
  run: (action: () => Promise<unknown>) => Promise<boolean>;
}

/**
 * The busy flag and inline error of a dialog's action. The error rule: an action the user takes in a dialog
 * fails inline in that dialog (`notifyOnError: false` on the call).
 */
export function useDialogAction(): DialogAction {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);
  const run = async (action: () => Promise<unknown>): Promise<boolean> => {
    setBusy(true);
    setError(undefined);
    try {
      await action();
      return true;
    } catch (failure) {
      setError(errorTextOf(failure));
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, setError, run };
}
