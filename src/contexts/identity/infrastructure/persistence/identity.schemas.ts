import { EntitySchema } from '@mikro-orm/core';
import { ROLES } from '../../../../shared/domain/roles.js';
import { AccountLink } from '../../domain/account-link.js';
import { Activity, ACTIVITY_TYPES } from '../../domain/activity.js';
import { LoginThrottle } from '../../domain/login-throttle.js';
import { MfaFactor } from '../../domain/mfa-factor.js';
import { OneTimeCode } from '../../domain/one-time-code.js';
import { Session } from '../../domain/session.js';
import { UserAccount } from '../../domain/user-account.js';

export const UserAccountSchema = new EntitySchema<UserAccount>({
  class: UserAccount,
  schema: 'identity',
  tableName: 'user_account',
  properties: {
    id: { type: 'uuid', primary: true },
    email: { type: 'string', length: 320, unique: 'user_account_email_unique' },
    passwordHash: { type: 'string', length: 255 },
    displayName: { type: 'string', length: 255 },
    phone: { type: 'string', length: 32, nullable: true },
    role: { enum: true, items: () => [...ROLES], nativeEnumName: undefined },
    tenantId: { type: 'uuid', index: 'user_account_tenant_idx' },
    disabled: { type: 'boolean', default: false },
    firstLogin: { type: 'boolean', default: false },
    lucaAccessible: { type: 'boolean', default: false },
    supportVerify: { type: 'boolean', default: false },
    termsAgreedAt: { type: 'datetime', nullable: true },
    lastLoginAt: { type: 'datetime', nullable: true },
    createdAt: { type: 'datetime' },
    updatedAt: { type: 'datetime' },
  },
});

export const SessionSchema = new EntitySchema<Session>({
  class: Session,
  schema: 'identity',
  tableName: 'session',
  properties: {
    id: { type: 'uuid', primary: true },
    userId: { type: 'uuid', index: 'session_user_idx' },
    createdAt: { type: 'datetime' },
    lastSeenAt: { type: 'datetime' },
    expiresAt: { type: 'datetime' },
    endedAt: { type: 'datetime', nullable: true },
    endReason: { type: 'string', length: 16, nullable: true },
  },
});

export const OneTimeCodeSchema = new EntitySchema<OneTimeCode>({
  class: OneTimeCode,
  schema: 'identity',
  tableName: 'one_time_code',
  properties: {
    id: { type: 'uuid', primary: true },
    userId: { type: 'uuid', index: 'one_time_code_user_idx' },
    channel: { type: 'string', length: 8 },
    codeHash: { type: 'string', length: 64 },
    createdAt: { type: 'datetime' },
    expiresAt: { type: 'datetime' },
    attempts: { type: 'integer' },
    consumedAt: { type: 'datetime', nullable: true },
  },
});

export const AccountLinkSchema = new EntitySchema<AccountLink>({
  class: AccountLink,
  schema: 'identity',
  tableName: 'account_link',
  properties: {
    id: { type: 'uuid', primary: true },
    userId: { type: 'uuid', index: 'account_link_user_idx' },
    kind: { type: 'string', length: 16 },
    tokenHash: { type: 'string', length: 64, unique: 'account_link_token_unique' },
    createdAt: { type: 'datetime' },
    expiresAt: { type: 'datetime' },
    usedAt: { type: 'datetime', nullable: true },
  },
});

export const LoginThrottleSchema = new EntitySchema<LoginThrottle>({
  class: LoginThrottle,
  schema: 'identity',
  tableName: 'login_throttle',
  properties: {
    key: { type: 'string', length: 400, primary: true },
    failures: { type: 'integer' },
    pending: { type: 'integer', default: 0 },
    windowStartedAt: { type: 'datetime' },
    lastFailureAt: { type: 'datetime' },
  },
});

export const MfaFactorSchema = new EntitySchema<MfaFactor>({
  class: MfaFactor,
  schema: 'identity',
  tableName: 'mfa_factor',
  properties: {
    userId: { type: 'uuid', primary: true },
    secret: { type: 'string', length: 64 },
    createdAt: { type: 'datetime' },
    confirmedAt: { type: 'datetime', nullable: true },
  },
});

export const ActivitySchema = new EntitySchema<Activity>({
  class: Activity,
  schema: 'identity',
  tableName: 'activity',
  indexes: [{ name: 'activity_user_type_idx', properties: ['userId', 'type', 'at'] }],
  properties: {
    id: { type: 'uuid', primary: true },
    userId: { type: 'uuid' },
    tenantId: { type: 'uuid', index: 'activity_tenant_idx' },
    type: { enum: true, items: () => [...ACTIVITY_TYPES] },
    at: { type: 'datetime' },
  },
});

export const identityEntities = [
  UserAccountSchema,
  SessionSchema,
  OneTimeCodeSchema,
  AccountLinkSchema,
  LoginThrottleSchema,
  MfaFactorSchema,
  ActivitySchema,
];
