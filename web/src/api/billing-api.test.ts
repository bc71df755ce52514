import { describe, expect, it, vi } from 'vitest';

import type { RequestOptions } from './api-client';
import { BillingApi, type BillingHttp } from './billing-api';

function setup() {
  const get = vi.fn<(path: string, options?: RequestOptions) => Promise<unknown>>(() => Promise.resolve({}));
  const post = vi.fn<(path: string, body?: unknown, options?: RequestOptions) => Promise<unknown>>(() =>
    Promise.resolve({ data: { remainingDays: 21 } }),
  );
  const http = { get, post } as unknown as BillingHttp;
  return { get, post, api: new BillingApi(http) };
}

const PLAN = { productId: 'ledgerscope-professional', seatCount: 3, regionCount: 2, regionIds: [1, 3] };

describe('BillingApi', () => {
  it('calls the paths of docs/api/billing.md', async () => {
    const { get, post, api } = setup();
    const inline = { notifyOnError: false };
    await api.plans(inline);
    await api.bundle('ledgerscope-professional-annual', 3, 2);
    await api.subscription('t/7');
    await api.providerSubscription('sbx_sub_1', inline);
    await api.subscriptionTerms();
    await api.agreeTerms(12, inline);
    await api.startTrial();
    await api.checkout(PLAN, inline);
    await api.addSubscription('sbx_ord_1');
    const estimate = await api.estimate(PLAN);
    await api.update(PLAN, inline);
    await api.cancel({ cancellationReason: 'expensive;other', otherReason: 'Budget' });
    await api.resume();

    expect(estimate).toEqual({ remainingDays: 21 });
    expect(get.mock.calls).toEqual([
      ['/payment/plans', inline],
      [
        '/payment/bundle',
        { query: { productId: 'ledgerscope-professional-annual', seatCount: 3, regionCount: 2 } },
      ],
      ['/payment/subscription/t%2F7', undefined],
      ['/payment/subscriptions/sbx_sub_1', inline],
    ]);
    expect(post.mock.calls).toEqual([
      ['/subscription-tnc', {}, undefined],
      ['/payment/agreeSubscriptionTerms', { companyId: 12, agreedTerms: true }, inline],
      ['/payment/startTrial', {}, undefined],
      ['/payment/checkout', PLAN, inline],
      ['/payment/addSubscription', { orderId: 'sbx_ord_1' }, undefined],
      ['/payment/estimateSubscription', PLAN, undefined],
      ['/payment/updateSubscription', PLAN, inline],
      [
        '/payment/cancelSubscription',
        { cancellationReason: 'expensive;other', otherReason: 'Budget' },
        undefined,
      ],
      ['/payment/resumeSubscription', {}, undefined],
    ]);
  });
});
