import { EntitySchema } from '@mikro-orm/core';
import { IntegerArrayType } from '../../../../shared/database/integer-array.type.js';
import { Subscription } from '../../domain/subscription.js';

export const SubscriptionSchema = new EntitySchema<Subscription>({
  class: Subscription,
  schema: 'billing',
  tableName: 'subscription',
  properties: {
    id: { type: 'uuid', primary: true },
    tenantId: { type: 'uuid', unique: 'subscription_tenant_unique' },
    productId: { type: 'string', length: 128 },
    interval: { type: 'string', length: 16 },
    state: { type: 'string', length: 16 },
    seatCount: { type: 'integer' },
    regionIds: { type: IntegerArrayType },
    trialEndsAt: { type: 'datetime', nullable: true },
    nextChargeDate: { type: 'datetime', nullable: true },
    providerSubscriptionId: { type: 'string', length: 128, nullable: true },
    agreedTerms: { type: 'boolean', default: false },
    createdAt: { type: 'datetime' },
    updatedAt: { type: 'datetime' },
  },
});

export const billingEntities = [SubscriptionSchema];
