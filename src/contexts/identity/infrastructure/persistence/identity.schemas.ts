import { EntitySchema } from '@mikro-orm/core';
import { ROLES } from '../../../../shared/domain/roles.js';
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

export const identityEntities = [UserAccountSchema, SessionSchema];
