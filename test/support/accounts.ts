import { randomUUID } from 'node:crypto';
import { RequestContext } from '@mikro-orm/core';
import { MikroORM } from '@mikro-orm/postgresql';
import type { INestApplication } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import request from 'supertest';
import { RegisterUserAccount, type RegisterUserAccountInput } from '../../src/contexts/identity/index.js';
import { CreateTenant } from '../../src/contexts/tenancy/index.js';
import { DEMO_PASSWORD } from '../../src/app/seed/demo-accounts.js';

export const PASSWORD = DEMO_PASSWORD;

/** Runs work with the app's buses inside a MikroORM request context, as a request would. */
export function inContext<T>(
  app: INestApplication,
  work: (commands: CommandBus, queries: QueryBus) => Promise<T>,
): Promise<T> {
  return RequestContext.create(app.get(MikroORM).em, () => work(app.get(CommandBus), app.get(QueryBus)));
}

/** A fresh tenant with one account of its own, so a test can change it without touching the demo data. */
export async function createAccount(
  app: INestApplication,
  overrides: Partial<RegisterUserAccountInput> = {},
): Promise<{ email: string; userId: string; tenantId: string }> {
  const suffix = randomUUID().slice(0, 8);
  const email = overrides.email ?? `user-${suffix}@example.test`;
  return inContext(app, async (commands) => {
    const tenantId =
      overrides.tenantId ??
      (await commands.execute(
        new CreateTenant({
          organizationName: `Test Org ${suffix}`,
          organizationUrl: 'https://example.test',
          contactName: 'Test Contact',
          contactEmail: email,
          regionIds: [1],
          startDate: new Date(),
          ssp: true,
        }),
      ));
    const userId = await commands.execute(
      new RegisterUserAccount({
        email,
        password: PASSWORD,
        displayName: `Test User ${suffix}`,
        role: 'USER',
        tenantId,
        termsAgreed: true,
        ...overrides,
      }),
    );
    return { email, userId, tenantId };
  });
}

export async function signIn(app: INestApplication, email: string, password = PASSWORD): Promise<string> {
  const response = await request(app.getHttpServer()).post('/api/auth/login').send({ email, password });
  const token = (response.body as { idToken?: string }).idToken;
  if (response.status !== 200 || !token)
    throw new Error(`Sign-in of ${email} failed: ${response.status} ${JSON.stringify(response.body)}`);
  return token;
}
