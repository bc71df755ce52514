import { mkdirSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import type { StopRequest, ThreadOptions, ThreadReply } from './thread-messages.ts';
import { describeError, WireServer } from './wire-server.ts';

function failure(error: unknown): ThreadReply {
  return {
    type: 'failed',
    message: describeError(error),
    stack: error instanceof Error ? error.stack : undefined,
  };
}

/**
 * The embedded database's thread (started by EmbeddedPostgres): opens PGlite, serves it with the
 * WireServer, and drains and closes it when asked. Everything it has to say goes to the app's thread:
 * log lines, a failure with its message and stack, and what a shutdown cut.
 */
export async function serveDatabaseThread(): Promise<void> {
  const port = parentPort;
  if (!port) throw new Error('serveDatabaseThread runs in a worker thread');
  const options = workerData as ThreadOptions;
  const reply = (message: ThreadReply): void => port.postMessage(message);
  let server: WireServer;
  try {
    const inMemory = options.dataDir.startsWith('memory://');
    // eslint-disable-next-line security/detect-non-literal-fs-filename -- EMBEDDED_DB_DIR, set by the operator
    if (!inMemory) mkdirSync(options.dataDir, { recursive: true });
    const db = await PGlite.create(inMemory ? undefined : options.dataDir);
    server = new WireServer(
      db,
      (level, message) => reply({ type: 'log', level, message }),
      (error) => {
        reply(failure(error));
        port.close();
      },
    );
    await server.listen(options.port, options.host);
  } catch (error) {
    reply(failure(error));
    port.close();
    return;
  }
  port.on('message', (message: StopRequest) => {
    if (message.type !== 'stop') return;
    void server
      .stop(message.graceMs)
      .then(
        (report) => reply({ type: 'stopped', report }),
        (error: unknown) => reply(failure(error)),
      )
      .finally(() => port.close());
  });
  reply({ type: 'listening', port: server.port });
}
