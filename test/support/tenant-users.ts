import { randomUUID } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import { RegisterUserAccount } from '../../src/contexts/identity/index.js';
import { CreateTenant } from '../../src/contexts/tenancy/index.js';
import { inContext, PASSWORD, signIn } from './accounts.js';

export interface TestUser {
  email: string;
  userId: string;
  tenantId: string;
  token: string;
}

/** A fresh tenant subscribed to these exchange countries, with `users` signed-in users of its own. */
export async function tenantWithUsers(
  app: INestApplication,
  regionIds: number[],
  users: number,
): Promise<TestUser[]> {
  const suffix = randomUUID().slice(0, 8);
  const created = await inContext(app, async (commands) => {
    const tenantId = await commands.execute(
      new CreateTenant({
        organizationName: `Watch Org ${suffix}`,
        organizationUrl: 'https://example.test',
        contactName: 'Test Contact',
        contactEmail: `contact-${suffix}@example.test`,
        regionIds,
        startDate: new Date(),
        ssp: true,
      }),
    );
    const accounts: Array<{ email: string; userId: string; tenantId: string }> = [];
    for (let index = 0; index < users; index += 1) {
      const email = `watcher-${suffix}-${index}@example.test`;
      const userId = await commands.execute(
        new RegisterUserAccount({
          email,
          password: PASSWORD,
          displayName: `Watcher ${index} ${suffix}`,
          role: 'USER',
          tenantId,
          termsAgreed: true,
        }),
      );
      accounts.push({ email, userId, tenantId });
    }
    return accounts;
  });
  const signed: TestUser[] = [];
  for (const account of created) signed.push({ ...account, token: await signIn(app, account.email) });
  return signed;
}
