import { RequestContext } from '@mikro-orm/core';
import { MikroORM } from '@mikro-orm/postgresql';
import { Logger, type INestApplicationContext } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { StartSubscription } from '../../contexts/billing/index.js';
import {
  DefineSetting,
  demoDatasetSource,
  PublishTerms,
  SETTING_KEYS,
  type DemoUniverse,
} from '../../contexts/content/index.js';
import { RegisterUserAccount } from '../../contexts/identity/index.js';
import { EXCHANGE_COUNTRIES } from '../../contexts/screening/index.js';
import { CountTenants, CreateTenant, UpdateTenantManager } from '../../contexts/tenancy/index.js';
import { AppConfig } from '../../shared/config/app-config.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_TENANTS, type DemoTenant } from './demo-accounts.js';
import { DEMO_SUBSCRIPTION_TERMS, DEMO_TERMS } from './demo-terms.js';

const logger = new Logger('Seed');

/** The demo data of the README: tenants, subscriptions, accounts and default settings. */
export async function seedDemoData(app: INestApplicationContext): Promise<void> {
  if (app.get(AppConfig).nodeEnv === 'production') {
    throw new Error('Refusing to load demo data with NODE_ENV=production');
  }
  const commands = app.get(CommandBus);
  const orm = app.get(MikroORM);
  // One transaction: a seed that fails half-way leaves the database empty, so the next start seeds again.
  await inContext(app, () =>
    orm.em.transactional(async () => {
      await defineDefaultSettings(commands, app.get(AppConfig).demoDataset);
      await commands.execute(new PublishTerms('GENERAL', DEMO_TERMS));
      await commands.execute(new PublishTerms('SUBSCRIPTION', DEMO_SUBSCRIPTION_TERMS));
      const tenantIds = new Map<DemoTenant['key'], string>();
      for (const tenant of DEMO_TENANTS) {
        const regionIds = tenant.regions.map(regionId);
        const tenantId = await commands.execute(
          new CreateTenant({
            organizationName: tenant.organizationName,
            organizationUrl: tenant.organizationUrl,
            contactName: tenant.contactName,
            contactEmail: tenant.contactEmail,
            tenantManagerName: tenant.contactName,
            tenantManagerEmail: tenant.contactEmail,
            regionIds,
            selectAllRegions: tenant.provider ?? false,
            startDate: startOfToday(),
            ssp: tenant.ssp,
            provider: tenant.provider ?? false,
            usersLimit: tenant.usersLimit ?? 0,
          }),
        );
        tenantIds.set(tenant.key, tenantId);
        if (tenant.subscription?.kind === 'paid') {
          await commands.execute(
            new StartSubscription({
              kind: 'paid',
              tenantId,
              productId: tenant.subscription.productId,
              interval: tenant.subscription.interval,
              seatCount: tenant.subscription.seatCount,
              regionIds,
              providerSubscriptionId: `demo-${tenant.key}-subscription`,
              agreedTerms: true,
            }),
          );
        } else if (tenant.subscription?.kind === 'trial') {
          await commands.execute(
            new StartSubscription({
              kind: 'trial',
              tenantId,
              productId: tenant.subscription.productId,
              regionIds,
            }),
          );
        }
      }
      for (const account of DEMO_ACCOUNTS) {
        const tenantId = tenantIds.get(account.tenant);
        if (!tenantId) throw new Error(`Unknown demo tenant ${account.tenant}`);
        const userId = await commands.execute(
          new RegisterUserAccount({
            email: account.email,
            password: DEMO_PASSWORD,
            displayName: account.displayName,
            phone: account.phone ?? null,
            role: account.role,
            tenantId,
            lucaAccessible: account.lucaAccessible ?? false,
            supportVerify: account.supportVerify ?? false,
            firstLogin: account.firstLogin ?? false,
            termsAgreed: account.termsAgreed ?? false,
          }),
        );
        if (account.role === 'TENANT_ADMINISTRATOR') {
          await commands.execute(new UpdateTenantManager(tenantId, userId, undefined));
        }
      }
    }),
  );
  logger.log(`Demo data loaded: ${DEMO_TENANTS.length} tenants, ${DEMO_ACCOUNTS.length} accounts`);
}

/** Loads the demo data only into a database that has no tenant yet (first start). */
export async function seedDemoDataIfEmpty(app: INestApplicationContext): Promise<boolean> {
  const count = await inContext(app, () => app.get(QueryBus).execute(new CountTenants()));
  if (count > 0) return false;
  await seedDemoData(app);
  return true;
}

async function defineDefaultSettings(commands: CommandBus, demoDataset: DemoUniverse): Promise<void> {
  await commands.execute(
    new DefineSetting(
      SETTING_KEYS.idleTime,
      'NUMERIC',
      '43200',
      'Seconds of inactivity before a user is signed out.',
    ),
  );
  await commands.execute(
    new DefineSetting(
      SETTING_KEYS.maxDownloadRows,
      'NUMERIC',
      '5000',
      'Maximum number of rows in a CSV download.',
    ),
  );
  await commands.execute(
    new DefineSetting(
      SETTING_KEYS.contactAdmin,
      'TEXT',
      '<p>Contact your administrator or write to <a href="mailto:support@ledgerscope.test">support@ledgerscope.test</a>.</p>',
      'Text shown when a user is asked to contact their administrator.',
    ),
  );
  await commands.execute(
    new DefineSetting(
      SETTING_KEYS.providerEmailDomains,
      'STRING',
      'ledgerscope.test,ledgerscope.com',
      "The provider's own email domains, comma-separated: only their users' role (User or Sale) can be edited.",
    ),
  );
  await commands.execute(
    new DefineSetting(
      SETTING_KEYS.subscriptionGracePeriodDays,
      'NUMERIC',
      '14',
      'Days an overdue subscription (a failed charge) keeps access before it becomes unavailable.',
    ),
  );
  await commands.execute(
    new DefineSetting(
      SETTING_KEYS.supportAddress,
      'STRING',
      'support@ledgerscope.test',
      'Email address that receives support tickets (Get Support, Report issues) with the user, tenant and view.',
    ),
  );
  // Out of the box the import source is the demo universe that the first start loaded: Test connection passes.
  await commands.execute(
    new DefineSetting(
      SETTING_KEYS.dataset,
      'DATASET',
      demoDatasetSource(demoDataset),
      'Source of the risk data import (npm run data:import): a PostgreSQL URL with a statements table (postgres://user:pass@host/db?table=statements), ' +
        'an http(s) URL of a statements CSV, a CSV file path (docs/statements-csv.md), sec:<directory> of SEC EDGAR data, or ' +
        'demo:companies=N,years=N,seed=N, the generated demo universe (the default). Use Test connection to check it.',
    ),
  );
  // Luca's optional LLM engine (docs/api/luca.md): 'none' (a setting cannot be empty) means not configured.
  const luca: Array<[string, string]> = [
    [
      SETTING_KEYS.lucaLlmUrl,
      'Luca: base URL of an OpenAI-compatible API (Luca posts to {url}/chat/completions), e.g. https://api.openai.com/v1. none: Luca answers with its built-in engine.',
    ],
    [SETTING_KEYS.lucaLlmModel, 'Luca: the chat model to use with that API. none: not configured.'],
    [SETTING_KEYS.lucaLlmKey, 'Luca: the API key, sent as a bearer token. none: no key.'],
  ];
  for (const [key, description] of luca)
    await commands.execute(new DefineSetting(key, 'STRING', 'none', description));
  // 'none' here too: the SEC fetch then asks for it (SEC_USER_AGENT, set in the environment, overrides it).
  await commands.execute(
    new DefineSetting(
      SETTING_KEYS.secUserAgent,
      'STRING',
      'none',
      'Your organisation and an email address, e.g. "Acme Research admin@acme.example": SEC requires it for ' +
        'online fetches (npm run data:sec -- --fetch). none: not set. The SEC_USER_AGENT environment variable overrides it.',
    ),
  );
}

function regionId(name: string): number {
  const country = EXCHANGE_COUNTRIES.find((candidate) => candidate.exchange_country === name);
  if (!country) throw new Error(`Unknown exchange country ${name}`);
  return country.exchange_countryID;
}

function startOfToday(): Date {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

function inContext<T>(app: INestApplicationContext, work: () => Promise<T>): Promise<T> {
  return RequestContext.create(app.get(MikroORM).em, work);
}
