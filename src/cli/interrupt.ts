import type { DatabaseServer } from '../shared/database/database-server.js';

/**
 * SIGTERM or Ctrl+C during a data command. On the embedded database this process opened, the database
 * drains (the running statement and an open transaction finish, the next statement is refused) and closes:
 * the command fails at its next statement, every committed step is kept, and a load whose revision was not
 * swapped in leaves the served one as it was. Attached to a running app, or on a server, the process just
 * ends: the database rolls back its connection's open transaction.
 */
export function stopOnInterrupt(database: DatabaseServer): {
  readonly interrupted: NodeJS.Signals | undefined;
} {
  const state: { interrupted: NodeJS.Signals | undefined } = { interrupted: undefined };
  const stop = (signal: NodeJS.Signals): void => {
    if (state.interrupted) return;
    state.interrupted = signal;
    process.exitCode = signal === 'SIGINT' ? 130 : 143;
    if (!database.ownsEmbedded) {
      console.error(`${signal}: stopped; the database rolls back what this command had not committed.`);
      process.exit(process.exitCode);
    }
    console.error(`${signal}: stopping; the embedded database finishes the running statement, then closes.`);
    void database.stop();
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  return state;
}
