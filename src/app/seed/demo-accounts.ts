import type { Role } from '../../shared/domain/roles.js';

/** The password of every demo account (README lists them). */
export const DEMO_PASSWORD = 'Ledger!Demo2026';

export interface DemoTenant {
  key: 'ledgerscope' | 'acme' | 'globex' | 'initech';
  organizationName: string;
  organizationUrl: string;
  contactName: string;
  contactEmail: string;
  regions: string[];
  provider?: boolean;
  ssp: boolean;
  /** Seats of an enterprise tenant. */
  usersLimit?: number;
  subscription?:
    | { kind: 'paid'; productId: string; interval: 'annual' | 'monthly'; seatCount: number }
    | { kind: 'trial'; productId: string };
}

export interface DemoAccount {
  email: string;
  displayName: string;
  role: Role;
  tenant: DemoTenant['key'];
  termsAgreed?: boolean;
  lucaAccessible?: boolean;
  supportVerify?: boolean;
  firstLogin?: boolean;
  phone?: string;
}

export const DEMO_TENANTS: DemoTenant[] = [
  {
    key: 'ledgerscope',
    organizationName: 'Ledgerscope',
    organizationUrl: 'https://ledgerscope.test',
    contactName: 'Avery Admin',
    contactEmail: 'admin@ledgerscope.test',
    regions: ['United States'],
    provider: true,
    ssp: false,
  },
  {
    key: 'acme',
    organizationName: 'Acme Capital',
    organizationUrl: 'https://acme.test',
    contactName: 'Olivia Owner',
    contactEmail: 'owner@acme.test',
    regions: ['United States', 'United Kingdom', 'Japan'],
    ssp: true,
    subscription: {
      kind: 'paid',
      productId: 'ledgerscope-professional-annual',
      interval: 'annual',
      seatCount: 5,
    },
  },
  {
    key: 'globex',
    organizationName: 'Globex Partners',
    organizationUrl: 'https://globex.test',
    contactName: 'Gustav Globex',
    contactEmail: 'analyst@globex.test',
    regions: ['Germany', 'France'],
    ssp: false,
    usersLimit: 10,
  },
  {
    key: 'initech',
    organizationName: 'Initech',
    organizationUrl: 'https://initech.test',
    contactName: 'Ingrid Initech',
    contactEmail: 'owner@initech.test',
    regions: ['Singapore'],
    ssp: true,
    subscription: { kind: 'trial', productId: 'ledgerscope-professional-trial-bundle' },
  },
];

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    email: 'admin@ledgerscope.test',
    displayName: 'Avery Admin',
    role: 'ADMINISTRATOR',
    tenant: 'ledgerscope',
    termsAgreed: true,
  },
  {
    email: 'sales@ledgerscope.test',
    displayName: 'Sam Sales',
    role: 'SALE',
    tenant: 'ledgerscope',
    termsAgreed: true,
  },
  {
    email: 'owner@acme.test',
    displayName: 'Olivia Owner',
    role: 'TENANT_ADMINISTRATOR',
    tenant: 'acme',
    termsAgreed: true,
  },
  {
    email: 'analyst@acme.test',
    displayName: 'Ada Analyst',
    role: 'USER',
    tenant: 'acme',
    termsAgreed: true,
    lucaAccessible: true,
  },
  {
    email: 'otp@acme.test',
    displayName: 'Otto Verify',
    role: 'USER',
    tenant: 'acme',
    termsAgreed: true,
    supportVerify: true,
    phone: '+6591234567',
  },
  { email: 'newhire@acme.test', displayName: 'Nina Newhire', role: 'USER', tenant: 'acme', firstLogin: true },
  {
    email: 'analyst@globex.test',
    displayName: 'Gustav Globex',
    role: 'USER',
    tenant: 'globex',
    termsAgreed: true,
  },
  {
    email: 'owner@initech.test',
    displayName: 'Ingrid Initech',
    role: 'TENANT_ADMINISTRATOR',
    tenant: 'initech',
    termsAgreed: true,
  },
];
