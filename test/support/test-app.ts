import type { NestExpressApplication } from '@nestjs/platform-express';
import { createApp } from '../../src/app/create-app.js';
import { seedDemoDataIfEmpty } from '../../src/app/seed/seed-demo-data.js';

/** The whole application over the test database, with the demo data, ready for supertest. */
export async function startTestApp(options: { jobs?: boolean } = {}): Promise<NestExpressApplication> {
  process.env.RUN_JOBS = options.jobs ? 'true' : 'false';
  const app = await createApp();
  await app.init();
  await seedDemoDataIfEmpty(app);
  return app;
}
