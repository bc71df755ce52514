import type { NestExpressApplication } from '@nestjs/platform-express';
import pg from 'pg';
import request from 'supertest';
import { GenerateDataset } from '../../src/contexts/filings/index.js';
import { inContext } from './accounts.js';

/** Replaces the screening dataset with a generated universe and connects a client to read it directly. */
export async function loadUniverse(
  app: NestExpressApplication,
  universe: { companies: number; years: number; seed: number; lastYear: number },
): Promise<pg.Client> {
  await inContext(app, (commands) => commands.execute(new GenerateDataset(universe)));
  const db = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await db.connect();
  return db;
}

/** `POST /api/dashboard/{path}` as the holder of a bearer token. */
export function dashboardCall(app: NestExpressApplication) {
  return (path: string, token: string, body: object) =>
    request(app.getHttpServer())
      .post(`/api/dashboard/${path}`)
      .set('Authorization', `Bearer ${token}`)
      .send(body);
}
