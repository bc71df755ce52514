import type { SubscriptionPlan } from '../domain/subscription.js';

function regionKey(plan: SubscriptionPlan): string {
  return [...new Set(plan.regionIds)].sort((a, b) => a - b).join();
}

/** The same bundle, seats and regions (in any order). */
export function samePlan(a: SubscriptionPlan, b: SubscriptionPlan): boolean {
  return a.productId === b.productId && a.seatCount === b.seatCount && regionKey(a) === regionKey(b);
}
