import { runInThisContext } from 'node:vm';

/**
 * Records the process's unhandled rejections and uncaught exceptions while it watches. Jest gives each test
 * file a copy of `process` whose listeners the runtime never calls, so the listeners go on the real one
 * (the main context's `process`, which jest-circus also listens on).
 */
export function watchProcessFailures(): { failures: string[]; stop: () => void } {
  const real = runInThisContext('process') as NodeJS.Process;
  const failures: string[] = [];
  const record = (kind: string) => (error: unknown) => {
    failures.push(`${kind}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  };
  const onRejection = record('unhandledRejection');
  const onException = record('uncaughtException');
  real.on('unhandledRejection', onRejection);
  real.on('uncaughtException', onException);
  return {
    failures,
    stop: () => {
      real.off('unhandledRejection', onRejection);
      real.off('uncaughtException', onException);
    },
  };
}
