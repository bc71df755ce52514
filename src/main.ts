import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { createApp } from './app/create-app.js';
import { loadDemoDatasetIfEmpty } from './app/seed/load-demo-dataset.js';
import { seedDemoDataIfEmpty } from './app/seed/seed-demo-data.js';
import { AppConfig } from './shared/config/app-config.js';
import { DatabaseServer } from './shared/database/database-server.js';
import { DataDirectoryInUse } from './shared/database/embedded/owner-lock.js';
import { recordRuntimeStats } from './shared/health/runtime-stats.js';
import { ShutdownState } from './shared/health/shutdown-state.js';

async function main(): Promise<void> {
  const started = Date.now();
  // Event-loop delay and memory, one JSON line a second, for the load benchmark (npm run bench:load).
  if (process.env.RUNTIME_STATS_FILE) recordRuntimeStats(process.env.RUNTIME_STATS_FILE);
  // The embedded data directory is taken first: a second app on it stops here, with one line.
  await DatabaseServer.reserve(new AppConfig());
  const app = await createApp();
  const config = app.get(AppConfig);
  const logger = new Logger('Main');
  await app.init();
  if (config.seedOnEmptyDatabase) await seedDemoDataIfEmpty(app);
  if (config.demoDataset.load) await loadDemoDatasetIfEmpty(app);
  await app.listen(config.port, config.host);
  logger.log(
    `Ledgerscope is ready at ${config.publicUrl} (API docs ${config.publicUrl}/api/docs) in ${Date.now() - started} ms`,
  );

  let stopping = false;
  const stop = (signal: string, drainMs: number): void => {
    if (stopping) return;
    stopping = true;
    // Health answers 503 at once; requests are still served for drainMs so that a load balancer polling
    // health stops sending before the listener closes; then in-flight requests finish and the pool closes.
    logger.log(`${signal}: health 503, draining requests for ${drainMs} ms, then closing connections`);
    app.get(ShutdownState).draining = true;
    const force = setTimeout(() => {
      logger.error(`Shutdown took longer than ${config.shutdownGraceMs} ms; exiting`);
      process.exit(1);
    }, config.shutdownGraceMs);
    force.unref();
    const server = app.getHttpServer();
    new Promise<void>((resolve) => setTimeout(resolve, drainMs))
      .then(() => new Promise<void>((resolve) => server.close(() => resolve())))
      .then(() => app.close())
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        logger.error(error instanceof Error ? error.message : String(error));
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => stop('SIGTERM', config.shutdownDrainMs));
  // Ctrl+C on a developer's terminal: no load balancer to tell, so no drain.
  process.on('SIGINT', () => stop('SIGINT', 0));
}

main().catch((error: unknown) => {
  // A refusal is said in its one line; anything else with its stack.
  console.error(error instanceof DataDirectoryInUse ? error.message : error);
  process.exit(1);
});
