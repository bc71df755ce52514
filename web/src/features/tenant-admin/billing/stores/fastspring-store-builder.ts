/**
 * FastSpring's Store Builder Library (SBL) on the client (docs/api/billing.md, "Checkout with FastSpring"):
 * one `<script id="fsc-api">` from FastSpring's host with the storefront and the names of the page's
 * callbacks, then `fastspring.builder.push({ products, tags, checkout: true })` opens the popup checkout.
 * The script is added only when the API's checkout session names FastSpring; the page's
 * Content-Security-Policy must then allow FastSpring's hosts (docs/security.md).
 */

/** The Store Builder Library (FastSpring's documented URL; 1.0.x is the current major version). */
export const STORE_BUILDER_SRC = 'https://sbl.onfastspring.com/sbl/1.0.3/fastspring-builder.min.js';
/** SBL finds its own settings on the script element with this id. */
export const STORE_BUILDER_SCRIPT_ID = 'fsc-api';

/** The global functions the script's data attributes name (SBL calls them by name on `window`). */
export const STORE_BUILDER_CALLBACKS = {
  /** `data-popup-closed`: the popup closed; `{ id, reference }` of the order when one was completed. */
  popupClosed: 'ledgerscopeFastSpringPopupClosed',
  /** `data-popup-webhook-received`: the completed order, as the browser-side webhook delivers it. */
  webhookReceived: 'ledgerscopeFastSpringOrderReceived',
  /** `data-data-callback`: the session's data, each time it changes (products, totals). */
  data: 'ledgerscopeFastSpringData',
  /** `data-error-callback`: an error of the library (code and text). */
  error: 'ledgerscopeFastSpringError',
} as const;

/** A completed order as SBL reports it: FastSpring's order id and its reference. */
export interface FastSpringOrderReference {
  id: string;
  reference: string | null;
}

/** What the checkout does with SBL's callbacks. */
export interface StoreBuilderHandlers {
  /** The popup closed: with the order when one was completed, undefined when the buyer left. */
  closed(order: FastSpringOrderReference | undefined): void;
  /** The order was completed (may come before `closed`). */
  completed(order: FastSpringOrderReference): void;
  /** The library failed (an unknown product, a storefront that does not answer, ...). */
  failed(message: string): void;
}

/** The part of `fastspring.builder` the checkout uses. */
export interface FastSpringBuilder {
  push(session: {
    reset?: boolean;
    products: Array<{ path: string; quantity: number }>;
    tags?: Record<string, string>;
    checkout?: boolean;
  }): void;
}

/** Loads SBL for a storefront, with these handlers; resolves with `fastspring.builder` once loaded. */
export type StoreBuilderLoader = (
  storefront: string,
  handlers: StoreBuilderHandlers,
) => Promise<FastSpringBuilder>;

export const STORE_BUILDER_LOAD_FAILED_TEXT =
  'The payment page could not be loaded. Please check your connection and try again.';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `{ id, reference }` of SBL's callbacks; undefined for an incomplete checkout (null, or null values). */
export function orderReferenceOf(data: unknown): FastSpringOrderReference | undefined {
  if (!isRecord(data)) return undefined;
  const id = data['id'];
  if (typeof id !== 'string' || id === '') return undefined;
  const reference = data['reference'];
  return { id, reference: typeof reference === 'string' ? reference : null };
}

type StoreBuilderWindow = Window & {
  fastspring?: { builder?: FastSpringBuilder };
} & Record<string, unknown>;

function builderOf(win: StoreBuilderWindow): FastSpringBuilder | undefined {
  const builder = win.fastspring?.builder;
  return builder !== undefined && typeof builder.push === 'function' ? builder : undefined;
}

/** The handlers the global callbacks reach: the latest checkout's (one page, one checkout at a time). */
let current: StoreBuilderHandlers | undefined;

function installCallbacks(win: StoreBuilderWindow): void {
  win[STORE_BUILDER_CALLBACKS.popupClosed] = (data: unknown) => {
    current?.closed(orderReferenceOf(data));
  };
  win[STORE_BUILDER_CALLBACKS.webhookReceived] = (data: unknown) => {
    const order = orderReferenceOf(data);
    if (order !== undefined) current?.completed(order);
  };
  win[STORE_BUILDER_CALLBACKS.data] = () => undefined;
  win[STORE_BUILDER_CALLBACKS.error] = (code: unknown, text: unknown) => {
    const message =
      typeof text === 'string' && text.trim() !== '' ? text : `FastSpring error ${String(code)}`;
    current?.failed(message);
  };
}

/**
 * The browser's SBL: adds `<script id="fsc-api" src=… data-storefront=… data-popup-closed=…
 * data-popup-webhook-received=… data-data-callback=… data-error-callback=…>` to the document's head once,
 * and resolves with `fastspring.builder` when it has loaded. Later checkouts reuse the loaded library.
 */
export function loadStoreBuilder(
  storefront: string,
  handlers: StoreBuilderHandlers,
  doc: Document = document,
): Promise<FastSpringBuilder> {
  const win = (doc.defaultView ?? window) as unknown as StoreBuilderWindow;
  current = handlers;
  installCallbacks(win);
  const loaded = builderOf(win);
  const existing = doc.getElementById(STORE_BUILDER_SCRIPT_ID);
  if (loaded !== undefined && existing?.getAttribute('data-storefront') === storefront) {
    return Promise.resolve(loaded);
  }
  // A script of another storefront, or one that failed to load, is replaced.
  existing?.remove();
  return new Promise<FastSpringBuilder>((resolve, reject) => {
    const script = doc.createElement('script');
    script.id = STORE_BUILDER_SCRIPT_ID;
    script.type = 'text/javascript';
    script.src = STORE_BUILDER_SRC;
    script.async = true;
    script.setAttribute('data-storefront', storefront);
    script.setAttribute('data-popup-closed', STORE_BUILDER_CALLBACKS.popupClosed);
    script.setAttribute('data-popup-webhook-received', STORE_BUILDER_CALLBACKS.webhookReceived);
    script.setAttribute('data-data-callback', STORE_BUILDER_CALLBACKS.data);
    script.setAttribute('data-error-callback', STORE_BUILDER_CALLBACKS.error);
    script.addEventListener('load', () => {
      const builder = builderOf(win);
      if (builder === undefined) reject(new Error(STORE_BUILDER_LOAD_FAILED_TEXT));
      else resolve(builder);
    });
    script.addEventListener('error', () => {
      script.remove();
      reject(new Error(STORE_BUILDER_LOAD_FAILED_TEXT));
    });
    doc.head.append(script);
  });
}
