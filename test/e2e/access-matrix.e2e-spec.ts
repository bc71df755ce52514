import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { buildOpenApiDocument } from '../../src/app/create-app.js';
import { signIn } from '../support/accounts.js';
import { startTestApp } from '../support/test-app.js';

type Caller = 'anonymous' | 'USER' | 'TENANT_ADMINISTRATOR' | 'SALE' | 'ADMINISTRATOR';
const SIGNED_IN: Caller[] = ['USER', 'TENANT_ADMINISTRATOR', 'SALE', 'ADMINISTRATOR'];
const EVERYONE: Caller[] = ['anonymous', ...SIGNED_IN];
const STAFF: Caller[] = ['SALE', 'ADMINISTRATOR'];
const MANAGERS: Caller[] = ['TENANT_ADMINISTRATOR', ...STAFF];
const TENANT_ADMINS: Caller[] = ['TENANT_ADMINISTRATOR'];
const ADMINISTRATORS: Caller[] = ['ADMINISTRATOR'];
/** Callers with lucaAccessible: none of the accounts below. */
const LUCA_USERS: Caller[] = [];

interface RouteRule {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  /** Who may call it; everyone else gets 401 (anonymous) or 403 (a signed-in role without the right). */
  allowed: Caller[];
  body?: object;
}

/**
 * The one place that says who may call what. Every API operation of the OpenAPI document must be
 * listed here: a new route without a rule fails the first test.
 */
const RULES: RouteRule[] = [
  { method: 'get', path: '/api/health', allowed: EVERYONE },
  { method: 'get', path: '/api/app-config', allowed: EVERYONE },
  { method: 'post', path: '/api/auth/login', allowed: EVERYONE, body: {} },
  { method: 'post', path: '/api/auth/loginv2', allowed: EVERYONE, body: {} },
  { method: 'post', path: '/api/auth/mfaSignIn', allowed: EVERYONE, body: {} },
  { method: 'post', path: '/api/auth/forgotPassword', allowed: EVERYONE, body: {} },
  { method: 'post', path: '/api/auth/resetPassword', allowed: EVERYONE, body: {} },
  { method: 'post', path: '/api/otp/sendOtpEmail', allowed: EVERYONE, body: {} },
  { method: 'post', path: '/api/otp/sendOtpSms', allowed: EVERYONE, body: {} },
  { method: 'post', path: '/api/otp/validateOtp', allowed: EVERYONE, body: {} },
  { method: 'post', path: '/api/tenant/new-password', allowed: EVERYONE, body: {} },
  { method: 'post', path: '/api/tnc', allowed: EVERYONE },
  { method: 'get', path: '/api/auth/me', allowed: SIGNED_IN },
  { method: 'post', path: '/api/auth/changePassword', allowed: SIGNED_IN, body: {} },
  { method: 'post', path: '/api/auth/agreeTerms', allowed: SIGNED_IN },
  { method: 'post', path: '/api/auth/sendPasswordResetLink', allowed: SIGNED_IN },
  { method: 'post', path: '/api/auth/mfa/enroll', allowed: SIGNED_IN },
  { method: 'post', path: '/api/auth/mfa/confirm', allowed: SIGNED_IN, body: {} },
  { method: 'post', path: '/api/auth/mfa/disable', allowed: SIGNED_IN, body: {} },
  { method: 'post', path: '/api/subscription-tnc', allowed: SIGNED_IN },
  { method: 'post', path: '/api/setting/idleTime', allowed: SIGNED_IN },
  { method: 'post', path: '/api/setting/filter', allowed: SIGNED_IN },
  { method: 'post', path: '/api/setting/contactAdmin', allowed: SIGNED_IN },
  { method: 'post', path: '/api/setting/list', allowed: ADMINISTRATORS },
  { method: 'post', path: '/api/setting/edit', allowed: ADMINISTRATORS, body: {} },
  { method: 'post', path: '/api/setting/testConnection', allowed: ADMINISTRATORS, body: {} },
  { method: 'post', path: '/api/setting/popup/list', allowed: ADMINISTRATORS },
  { method: 'post', path: '/api/setting/popup/edit', allowed: ADMINISTRATORS, body: {} },
  { method: 'post', path: '/api/tnc/edit', allowed: ADMINISTRATORS, body: {} },
  { method: 'get', path: '/api/announcement/list', allowed: ADMINISTRATORS },
  { method: 'post', path: '/api/announcement/add', allowed: ADMINISTRATORS, body: {} },
  { method: 'post', path: '/api/announcement/edit', allowed: ADMINISTRATORS, body: {} },
  { method: 'post', path: '/api/announcement/delete', allowed: ADMINISTRATORS, body: {} },
  { method: 'post', path: '/api/announcement/current', allowed: SIGNED_IN },
  { method: 'post', path: '/api/announcement/acknowledge', allowed: SIGNED_IN, body: {} },
  { method: 'post', path: '/api/ticket', allowed: SIGNED_IN, body: {} },
  { method: 'get', path: '/api/dashboard/revision', allowed: SIGNED_IN },
  { method: 'get', path: '/api/dashboard/request-type', allowed: SIGNED_IN },
  { method: 'post', path: '/api/dashboard/tickerDetail', allowed: SIGNED_IN, body: {} },
  { method: 'post', path: '/api/dashboard/riskHistory', allowed: SIGNED_IN, body: {} },
  { method: 'post', path: '/api/dashboard/chartFactor', allowed: SIGNED_IN, body: {} },
  { method: 'post', path: '/api/dashboard/riskDistribution', allowed: SIGNED_IN, body: {} },
  { method: 'post', path: '/api/dashboard/sectorDistribution', allowed: SIGNED_IN, body: {} },
  { method: 'post', path: '/api/dashboard/scoreBreakdown', allowed: SIGNED_IN, body: {} },
  { method: 'post', path: '/api/dashboard/filingEvents', allowed: SIGNED_IN, body: {} },
  { method: 'post', path: '/api/dashboard/availableYears', allowed: SIGNED_IN, body: {} },
  { method: 'post', path: '/api/dashboard/regionsByTickerId', allowed: SIGNED_IN, body: {} },
  { method: 'post', path: '/api/dashboard/isin', allowed: SIGNED_IN, body: {} },
  { method: 'post', path: '/api/dashboard/filter', allowed: SIGNED_IN, body: {} },
  { method: 'post', path: '/api/dashboard/filterCount', allowed: SIGNED_IN, body: {} },
  { method: 'post', path: '/api/dashboard/search', allowed: SIGNED_IN, body: {} },
  { method: 'post', path: '/api/dashboard/year', allowed: SIGNED_IN, body: {} },
  { method: 'post', path: '/api/dashboard/riskScore', allowed: SIGNED_IN, body: {} },
  { method: 'post', path: '/api/dashboard/mScore', allowed: SIGNED_IN, body: {} },
  { method: 'post', path: '/api/dashboard/fScore', allowed: SIGNED_IN, body: {} },
  { method: 'post', path: '/api/dashboard/oneYearChange', allowed: SIGNED_IN, body: {} },
  { method: 'post', path: '/api/dashboard/sector', allowed: SIGNED_IN, body: {} },
  { method: 'post', path: '/api/dashboard/industry', allowed: SIGNED_IN, body: {} },
  { method: 'post', path: '/api/dashboard/auditor', allowed: SIGNED_IN, body: {} },
  { method: 'post', path: '/api/dashboard/domicile', allowed: SIGNED_IN, body: {} },
  { method: 'post', path: '/api/dashboard/exchange', allowed: SIGNED_IN, body: {} },
  { method: 'post', path: '/api/dashboard/incorporation', allowed: SIGNED_IN, body: {} },
  { method: 'post', path: '/api/dashboard/status', allowed: SIGNED_IN, body: {} },
  { method: 'post', path: '/api/dashboard/rating', allowed: SIGNED_IN, body: {} },
  { method: 'post', path: '/api/dashboard/source', allowed: SIGNED_IN, body: {} },
  { method: 'post', path: '/api/dashboard/filingEvent', allowed: SIGNED_IN, body: {} },
  { method: 'post', path: '/api/dashboard/download', allowed: SIGNED_IN, body: {} },
  { method: 'post', path: '/api/dashboard/allRegion', allowed: SIGNED_IN },
  { method: 'post', path: '/api/dashboard/popup', allowed: SIGNED_IN },
  { method: 'post', path: '/api/dashboard/chartDetail', allowed: SIGNED_IN, body: {} },
  { method: 'post', path: '/api/dashboard/full-report-url', allowed: SIGNED_IN, body: {} },
  { method: 'get', path: '/api/dashboard/report', allowed: EVERYONE },
  { method: 'post', path: '/api/share', allowed: SIGNED_IN, body: {} },
  { method: 'post', path: '/api/share/open', allowed: SIGNED_IN, body: {} },
  { method: 'get', path: '/api/watchlists', allowed: SIGNED_IN },
  { method: 'post', path: '/api/watchlists', allowed: SIGNED_IN, body: {} },
  { method: 'get', path: '/api/watchlists/containing', allowed: SIGNED_IN },
  { method: 'get', path: '/api/watchlists/alert-settings', allowed: SIGNED_IN },
  { method: 'put', path: '/api/watchlists/alert-settings', allowed: SIGNED_IN, body: {} },
  { method: 'post', path: '/api/watchlists/download', allowed: SIGNED_IN, body: {} },
  { method: 'get', path: '/api/watchlists/{id}', allowed: SIGNED_IN },
  { method: 'patch', path: '/api/watchlists/{id}', allowed: SIGNED_IN, body: {} },
  { method: 'delete', path: '/api/watchlists/{id}', allowed: SIGNED_IN },
  { method: 'post', path: '/api/watchlists/{id}/companies', allowed: SIGNED_IN, body: {} },
  { method: 'delete', path: '/api/watchlists/{id}/companies/{tickerId}', allowed: SIGNED_IN },
  { method: 'post', path: '/api/watchlists/{id}/upload', allowed: SIGNED_IN, body: {} },
  { method: 'get', path: '/api/saved-filters', allowed: SIGNED_IN },
  { method: 'post', path: '/api/saved-filters', allowed: SIGNED_IN, body: {} },
  { method: 'get', path: '/api/saved-filters/{id}', allowed: SIGNED_IN },
  { method: 'delete', path: '/api/saved-filters/{id}', allowed: SIGNED_IN },
  { method: 'post', path: '/api/tenant/list', allowed: STAFF },
  { method: 'get', path: '/api/tenant/detail/{tenantId}', allowed: STAFF },
  { method: 'post', path: '/api/tenant/add', allowed: STAFF, body: {} },
  { method: 'post', path: '/api/tenant/edit', allowed: STAFF, body: {} },
  { method: 'post', path: '/api/tenant/edit-status', allowed: STAFF, body: {} },
  { method: 'post', path: '/api/tenant/delete', allowed: STAFF, body: {} },
  { method: 'post', path: '/api/tenant/convert-ssp-to-enterprise/{id}', allowed: STAFF },
  { method: 'post', path: '/api/tenant/update-tenant-manager', allowed: STAFF, body: {} },
  { method: 'get', path: '/api/tenant/admin/user-by-tenant', allowed: STAFF },
  { method: 'post', path: '/api/tenant/addWithAdmin', allowed: EVERYONE, body: {} },
  { method: 'post', path: '/api/person/list', allowed: MANAGERS, body: {} },
  { method: 'get', path: '/api/person/list-user-manage', allowed: MANAGERS },
  { method: 'post', path: '/api/person/add', allowed: MANAGERS, body: {} },
  { method: 'post', path: '/api/person/edit', allowed: MANAGERS, body: {} },
  { method: 'post', path: '/api/person/delete', allowed: MANAGERS, body: {} },
  { method: 'post', path: '/api/person/delete-multi', allowed: MANAGERS, body: {} },
  { method: 'post', path: '/api/person/batch-status', allowed: MANAGERS, body: {} },
  { method: 'post', path: '/api/person/batch-luca', allowed: STAFF, body: {} },
  { method: 'post', path: '/api/person/reset-password', allowed: MANAGERS, body: {} },
  { method: 'get', path: '/api/tenant/request-future-create/list', allowed: STAFF },
  { method: 'get', path: '/api/tenant/request-future-create/{featureRequestId}', allowed: STAFF },
  { method: 'post', path: '/api/tenant/request-future-create', allowed: STAFF, body: {} },
  { method: 'post', path: '/api/tenant/request-future-create/delete/{featureRequestId}', allowed: STAFF },
  { method: 'post', path: '/api/tenant/request-future-create/upload', allowed: STAFF, body: {} },
  { method: 'get', path: '/api/payment/plans', allowed: EVERYONE },
  { method: 'get', path: '/api/payment/bundle', allowed: EVERYONE },
  { method: 'get', path: '/api/payment/subscription/{tenantId}', allowed: TENANT_ADMINS },
  { method: 'get', path: '/api/payment/subscriptions/{id}', allowed: TENANT_ADMINS },
  { method: 'post', path: '/api/payment/agreeSubscriptionTerms', allowed: TENANT_ADMINS, body: {} },
  { method: 'post', path: '/api/payment/startTrial', allowed: TENANT_ADMINS, body: {} },
  { method: 'post', path: '/api/payment/checkout', allowed: TENANT_ADMINS, body: {} },
  { method: 'post', path: '/api/payment/addSubscription', allowed: TENANT_ADMINS, body: {} },
  { method: 'post', path: '/api/payment/estimateSubscription', allowed: TENANT_ADMINS, body: {} },
  { method: 'post', path: '/api/payment/updateSubscription', allowed: TENANT_ADMINS, body: {} },
  { method: 'post', path: '/api/payment/cancelSubscription', allowed: TENANT_ADMINS, body: {} },
  { method: 'post', path: '/api/payment/resumeSubscription', allowed: TENANT_ADMINS, body: {} },
  // The provider's webhook: public, refused without a valid signature (400 missing, 401 invalid).
  { method: 'post', path: '/api/payment/webhook', allowed: EVERYONE, body: {} },
  { method: 'get', path: '/api/payment/sandbox/checkout/{sessionId}', allowed: EVERYONE },
  { method: 'get', path: '/api/payment/sandbox/checkout/{sessionId}/quote', allowed: EVERYONE },
  { method: 'post', path: '/api/payment/sandbox/checkout/{sessionId}/pay', allowed: EVERYONE, body: {} },
  { method: 'get', path: '/api/payment/sandbox/assets/checkout.js', allowed: EVERYONE },
  { method: 'post', path: '/api/payment/sandbox/billing-run', allowed: ADMINISTRATORS, body: {} },
  // Luca: any role, but only with lucaAccessible, which none of these accounts has (luca.e2e-spec.ts
  // covers users with it, and the Luca start/end dates).
  { method: 'post', path: '/api/luca/open', allowed: LUCA_USERS },
  { method: 'get', path: '/api/luca/suggestions', allowed: LUCA_USERS },
  { method: 'get', path: '/api/luca/conversations', allowed: LUCA_USERS },
  { method: 'post', path: '/api/luca/conversations', allowed: LUCA_USERS, body: {} },
  { method: 'get', path: '/api/luca/conversations/{id}', allowed: LUCA_USERS },
  { method: 'patch', path: '/api/luca/conversations/{id}', allowed: LUCA_USERS, body: {} },
  { method: 'delete', path: '/api/luca/conversations/{id}', allowed: LUCA_USERS },
  { method: 'post', path: '/api/luca/conversations/{id}/questions', allowed: LUCA_USERS, body: {} },
  // Last: it ends the caller's session.
  { method: 'post', path: '/api/auth/logout', allowed: SIGNED_IN },
];

const ACCOUNTS: Record<Exclude<Caller, 'anonymous'>, string> = {
  USER: 'analyst@globex.test',
  TENANT_ADMINISTRATOR: 'owner@initech.test',
  SALE: 'sales@ledgerscope.test',
  ADMINISTRATOR: 'admin@ledgerscope.test',
};

describe('Role x route access matrix', () => {
  let app: NestExpressApplication;
  const tokens = new Map<Caller, string>();

  beforeAll(async () => {
    app = await startTestApp();
    for (const role of SIGNED_IN)
      tokens.set(role, await signIn(app, ACCOUNTS[role as Exclude<Caller, 'anonymous'>]));
  });

  afterAll(async () => {
    await app.close();
  });

  it('has a rule for every operation of the API', () => {
    const document = buildOpenApiDocument(app);
    const operations = Object.entries(document.paths).flatMap(([path, item]) =>
      (['get', 'post', 'put', 'patch', 'delete'] as const)
        .filter((method) => item[method])
        .map((method) => `${method} ${path}`),
    );
    const ruled = RULES.map((rule) => `${rule.method} ${rule.path}`);
    expect(operations.filter((operation) => !ruled.includes(operation)).sort()).toEqual([]);
    expect(ruled.filter((rule) => !operations.includes(rule)).sort()).toEqual([]);
  });

  it.each(
    RULES.flatMap((rule) =>
      EVERYONE.map((caller) => [`${rule.method.toUpperCase()} ${rule.path}`, caller, rule] as const),
    ),
  )('%s as %s', async (_name, caller, rule) => {
    const token = tokens.get(caller);
    let call = request(app.getHttpServer())[rule.method](rule.path);
    if (token) call = call.set('Authorization', `Bearer ${token}`);
    const response = rule.body ? await call.send(rule.body) : await call;
    expect(response.status).toBeLessThan(500);
    if (rule.allowed.includes(caller)) {
      expect([401, 403]).not.toContain(response.status);
    } else {
      expect(response.status).toBe(caller === 'anonymous' ? 401 : 403);
      expect(response.body.errorCode).toBe(
        caller === 'anonymous' ? 'UNAUTHORIZED' : 'INSUFFICIENT_PERMISSION',
      );
    }
  });
});
