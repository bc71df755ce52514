import { BillingError } from '../../domain/billing-error.js';
import { CATALOGUE } from '../../domain/pricing/catalogue.config.js';
import { formatUsd, toAmount } from '../../domain/pricing/money.js';
import { isAnnualPid, pricePlan } from '../../domain/pricing/pricing.js';
import type { SubscriptionPlan } from '../../domain/subscription.js';
import type { ProviderEvent, ProviderSubscriptionState } from '../../application/ports/payment-provider.js';

/**
 * FastSpring's webhook format (the documented subset billing reads), written by the sandbox and read for
 * both providers: `{ events: [{ id, type, live, processed, created, data }] }`. The tenant and the regions
 * travel as the subscription's tags (set at checkout).
 */
export interface FsAddon {
  product: string;
  quantity: number;
  price?: number;
}

export interface FsSubscription {
  id: string;
  subscription: string;
  active: boolean;
  state: ProviderSubscriptionState;
  live: boolean;
  currency: string;
  product: string;
  display?: string;
  quantity: number;
  tags: Record<string, string>;
  addons: FsAddon[];
  begin: number;
  beginValue: number;
  next: number | null;
  nextValue: number | null;
  nextChargeDate: number | null;
  nextChargeDateValue: number | null;
  nextChargeTotal: string | null;
  nextChargeTotalValue: number | null;
  canceledDate: number | null;
  deactivationDate: number | null;
}

export interface FsOrderItem {
  product: string;
  quantity: number;
  subtotal: number;
  subscription?: string;
}

export interface FsOrder {
  id: string;
  order: string;
  reference: string;
  completed: boolean;
  live: boolean;
  currency: string;
  country: string | null;
  subtotal: number;
  tax: number;
  total: number;
  tags: Record<string, string>;
  items: FsOrderItem[];
  changed: number;
}

export interface FsCharge {
  status: 'successful' | 'failed';
  timestamp: number;
  currency: string;
  total: number;
  reason?: string;
  order: FsOrder | null;
  subscription: FsSubscription;
}

export interface FsEvent {
  id: string;
  type: string;
  live: boolean;
  processed: boolean;
  created: number;
  data: FsSubscription | FsOrder | FsCharge | Record<string, unknown>;
}

export interface FsSubscriptionInput {
  id: string;
  tenantId: string;
  plan: SubscriptionPlan;
  state: ProviderSubscriptionState;
  begin: Date;
  nextChargeDate: Date | null;
  canceledDate: Date | null;
  deactivationDate?: Date | null;
}

function extraSeatPid(productId: string): string {
  return isAnnualPid(productId)
    ? `${CATALOGUE.extraSeatProduct}${CATALOGUE.annualMarker}`
    : CATALOGUE.extraSeatProduct;
}

export function planTags(tenantId: string, plan: SubscriptionPlan): Record<string, string> {
  return { tenantId, regionIds: plan.regionIds.join(',') };
}

/** The subscription object FastSpring sends in subscription events. */
export function fsSubscription(input: FsSubscriptionInput): FsSubscription {
  const { plan } = input;
  const extra = Math.max(0, plan.seatCount - CATALOGUE.includedSeats);
  const price = pricePlan({
    pid: plan.productId,
    seatCount: plan.seatCount,
    regionCount: plan.regionIds.length,
  });
  const charging = input.state === 'active' || input.state === 'overdue';
  const next = input.nextChargeDate?.getTime() ?? null;
  return {
    id: input.id,
    subscription: input.id,
    active: input.state !== 'deactivated',
    state: input.state,
    live: false,
    currency: CATALOGUE.currency,
    product: plan.productId,
    quantity: 1,
    tags: planTags(input.tenantId, plan),
    addons:
      extra > 0
        ? [{ product: extraSeatPid(plan.productId), quantity: extra, price: toAmount(price.unitCents) }]
        : [],
    begin: input.begin.getTime(),
    beginValue: input.begin.getTime(),
    next,
    nextValue: next,
    nextChargeDate: charging ? next : null,
    nextChargeDateValue: charging ? next : null,
    nextChargeTotal: charging ? formatUsd(price.totalCents) : null,
    nextChargeTotalValue: charging ? toAmount(price.totalCents) : null,
    canceledDate: input.canceledDate?.getTime() ?? null,
    deactivationDate: input.deactivationDate?.getTime() ?? null,
  };
}

export interface FsOrderInput {
  id: string;
  reference: string;
  tenantId: string;
  subscriptionId: string;
  plan: SubscriptionPlan;
  country: string | null;
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
  completedAt: Date;
}

export function fsOrder(input: FsOrderInput): FsOrder {
  const { plan } = input;
  const extra = Math.max(0, plan.seatCount - CATALOGUE.includedSeats);
  return {
    id: input.id,
    order: input.id,
    reference: input.reference,
    completed: true,
    live: false,
    currency: CATALOGUE.currency,
    country: input.country,
    subtotal: toAmount(input.subtotalCents),
    tax: toAmount(input.taxCents),
    total: toAmount(input.totalCents),
    tags: planTags(input.tenantId, plan),
    items: [
      {
        product: plan.productId,
        quantity: 1,
        subtotal: toAmount(input.subtotalCents),
        subscription: input.subscriptionId,
      },
      ...(extra > 0 ? [{ product: extraSeatPid(plan.productId), quantity: extra, subtotal: 0 }] : []),
    ],
    changed: input.completedAt.getTime(),
  };
}

// ---- reading -------------------------------------------------------------------------------------------

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function invalid(detail: string): BillingError {
  return new BillingError('WEBHOOK_PAYLOAD_INVALID', `The webhook body is not valid: ${detail}.`);
}

/** A non-empty string of at most 128 characters (the longest id billing stores), else null. */
function text(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed !== '' && trimmed.length <= 128 ? trimmed : null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function tenantOf(tags: Record<string, string>): string | null {
  const id = tags.tenantId?.trim();
  return id && UUID.test(id) ? id.toLowerCase() : null;
}

function tagsOf(value: unknown): Record<string, string> {
  if (!isObject(value)) return {};
  const tags: Record<string, string> = {};
  for (const [key, tag] of Object.entries(value)) if (typeof tag === 'string') tags[key] = tag;
  return tags;
}

function regionIdsOf(tags: Record<string, string>): number[] {
  return (tags.regionIds ?? '')
    .split(',')
    .map((id) => Number(id.trim()))
    .filter((id) => Number.isInteger(id) && id > 0);
}

function extraSeatsOf(lines: unknown): number {
  if (!Array.isArray(lines)) return 0;
  return lines
    .filter(isObject)
    .filter((line) => typeof line.product === 'string' && line.product.startsWith(CATALOGUE.extraSeatProduct))
    .reduce((sum, line) => sum + (typeof line.quantity === 'number' ? line.quantity : 0), 0);
}

function planOf(product: unknown, extraSeats: number, tags: Record<string, string>): SubscriptionPlan | null {
  const productId = text(product);
  if (!productId) return null;
  return { productId, seatCount: CATALOGUE.includedSeats + extraSeats, regionIds: regionIdsOf(tags) };
}

function fromSubscription(data: Json) {
  const tags = tagsOf(data.tags);
  return {
    providerSubscriptionId: text(data.id) ?? text(data.subscription),
    tenantId: tenantOf(tags),
    plan: planOf(data.product, extraSeatsOf(data.addons), tags),
  };
}

function fromOrder(data: Json) {
  const tags = tagsOf(data.tags);
  const items = Array.isArray(data.items) ? data.items.filter(isObject) : [];
  const main = items.find((item) => typeof item.subscription === 'string');
  return {
    orderId: text(data.id) ?? text(data.order),
    providerSubscriptionId: main ? text(main.subscription) : null,
    tenantId: tenantOf(tags),
    plan: main ? planOf(main.product, extraSeatsOf(items), tags) : null,
  };
}

/** Reads a verified webhook body into events; a malformed body is refused as a whole. */
export function readFsEvents(rawBody: Buffer): ProviderEvent[] {
  let body: unknown;
  try {
    body = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw invalid('not JSON');
  }
  if (!isObject(body) || !Array.isArray(body.events)) throw invalid('no events');
  return body.events.map((raw, index): ProviderEvent => {
    if (!isObject(raw)) throw invalid(`event ${index} is not an object`);
    const id = text(raw.id);
    const type = text(raw.type);
    const created = typeof raw.created === 'number' ? raw.created : Number.NaN;
    if (!id || !type || type.length > 64 || !Number.isFinite(created))
      throw invalid(`event ${index} lacks id, type or created`);
    const data = isObject(raw.data) ? raw.data : {};
    const base = { id, type, created: new Date(created), orderId: null, amountCents: null };
    if (type === 'order.completed') return { ...base, ...fromOrder(data) };
    if (type.startsWith('subscription.charge.')) {
      const subscription = isObject(data.subscription) ? fromSubscription(data.subscription) : null;
      const order = isObject(data.order) ? fromOrder(data.order) : null;
      return {
        ...base,
        providerSubscriptionId: subscription?.providerSubscriptionId ?? text(data.subscription),
        tenantId: subscription?.tenantId ?? order?.tenantId ?? null,
        plan: subscription?.plan ?? null,
        orderId: order?.orderId ?? null,
        amountCents: typeof data.total === 'number' ? Math.round(data.total * 100) : null,
      };
    }
    if (type.startsWith('subscription.')) return { ...base, ...fromSubscription(data) };
    return { ...base, providerSubscriptionId: null, tenantId: null, plan: null };
  });
}
