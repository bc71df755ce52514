import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { createApp } from './app/create-app.js';
import { loadDemoDatasetIfEmpty } from './app/seed/load-demo-dataset.js';
import { seedDemoDataIfEmpty } from './app/seed/seed-demo-data.js';
import { AppConfig } from './shared/config/app-config.js';
import { ShutdownState } from './shared/health/shutdown-state.js';

async function main(): Promise<void> {
  const started = Date.now();
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
  const stop = (signal: string): void => {
    if (stopping) return;
    stopping = true;
    logger.log(`${signal}: draining requests and closing connections`);
    app.get(ShutdownState).draining = true;
    const force = setTimeout(() => {
      logger.error(`Shutdown took longer than ${config.shutdownGraceMs} ms; exiting`);
      process.exit(1);
    }, config.shutdownGraceMs);
    force.unref();
    const server = app.getHttpServer();
    new Promise<void>((resolve) => server.close(() => resolve()))
      .then(() => app.close())
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        logger.error(error instanceof Error ? error.message : String(error));
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
