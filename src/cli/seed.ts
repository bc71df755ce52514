import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { AppModule } from '../app/app.module.js';
import { seedDemoDataIfEmpty } from '../app/seed/seed-demo-data.js';

/** npm run db:seed: loads the demo data into an empty database (refused with NODE_ENV=production). */
if (process.env.NODE_ENV === 'production') {
  console.error('Refusing to load demo data with NODE_ENV=production.');
  process.exit(1);
}
process.env.RUN_JOBS = 'false';
const app = await NestFactory.createApplicationContext(AppModule, { logger: ['error', 'warn', 'log'] });
try {
  const seeded = await seedDemoDataIfEmpty(app);
  console.log(seeded ? 'Demo data loaded.' : 'The database already has data; nothing was loaded.');
} finally {
  await app.close();
}
