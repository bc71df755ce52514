import { CATALOGUE } from '../../domain/pricing/catalogue.config.js';
import type { CheckoutPageData } from './sandbox-checkout.service.js';

/** Countries of the checkout's select: the tax table's first, then others (0% tax). */
const COUNTRIES: ReadonlyArray<[string, string]> = [
  ['US', 'United States'],
  ['GB', 'United Kingdom'],
  ['DE', 'Germany'],
  ['FR', 'France'],
  ['JP', 'Japan'],
  ['SG', 'Singapore'],
  ['AU', 'Australia'],
  ['CA', 'Canada'],
  ['CH', 'Switzerland'],
  ['CN', 'China'],
  ['HK', 'Hong Kong'],
  ['IN', 'India'],
  ['NL', 'Netherlands'],
];

const escape = (value: string): string =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

export const CHECKOUT_PAGE_CSP =
  "default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; connect-src 'self'; img-src data:; " +
  "form-action 'none'; base-uri 'none'; frame-ancestors 'self'";

/** The embedded checkout page: order lines, country (tax), card fields; its script talks to the parent. */
export function renderCheckoutPage(data: CheckoutPageData, scriptUrl: string): string {
  const lines = data.lines
    .map((line) => `<tr><td>${escape(line.label)}</td><td class="amount">${escape(line.amount)}</td></tr>`)
    .join('');
  const countries = COUNTRIES.map(
    ([code, name]) =>
      `<option value="${code}"${code === data.quote.country ? ' selected' : ''}>${escape(name)}</option>`,
  ).join('');
  const closed =
    data.status === 'COMPLETED'
      ? 'This order has already been paid.'
      : data.expired
        ? 'This checkout has expired. Please start again.'
        : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Checkout - Ledgerscope</title>
<style>
  :root { color-scheme: light; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; }
  body { margin: 0; background: #f5f6f8; color: #1f2430; }
  main { max-width: 440px; margin: 0 auto; padding: 20px; }
  header { display: flex; justify-content: space-between; align-items: center; margin-bottom: 12px; }
  header h1 { font-size: 18px; margin: 0; }
  .badge { font-size: 11px; font-weight: 600; background: #fff3cd; color: #7a5b00; border-radius: 4px; padding: 2px 6px; }
  .card { background: #fff; border-radius: 8px; box-shadow: 0 1px 3px rgba(0,0,0,.12); padding: 16px; margin-bottom: 12px; }
  table { width: 100%; border-collapse: collapse; font-size: 14px; }
  td { padding: 4px 0; vertical-align: top; }
  .amount { text-align: right; white-space: nowrap; }
  tr.total td { font-weight: 700; border-top: 1px solid #e3e6ea; padding-top: 8px; }
  label { display: block; font-size: 13px; font-weight: 600; margin: 10px 0 4px; }
  input, select { width: 100%; box-sizing: border-box; font-size: 15px; padding: 9px 10px; border: 1px solid #c9ced6; border-radius: 6px; }
  input:focus, select:focus { outline: 2px solid #3b6fe0; border-color: #3b6fe0; }
  .row { display: flex; gap: 10px; } .row > div { flex: 1; }
  button { width: 100%; font-size: 16px; font-weight: 600; padding: 11px; border: 0; border-radius: 6px; margin-top: 14px; cursor: pointer; }
  button.pay { background: #3b6fe0; color: #fff; } button.pay:disabled { background: #9db4ea; cursor: progress; }
  button.link { background: none; color: #555; font-weight: 400; font-size: 14px; margin-top: 6px; }
  .error { color: #b00020; font-size: 14px; min-height: 18px; margin: 10px 0 0; }
  .hint { color: #666; font-size: 12px; margin-top: 10px; }
  .done { text-align: center; } .done h2 { color: #1e7b34; }
</style>
</head>
<body>
<main id="checkout" data-session="${escape(data.sessionId)}" data-closed="${closed ? 'true' : 'false'}">
  <header><h1>Ledgerscope checkout</h1><span class="badge">TEST MODE</span></header>
  <section class="card" aria-label="Order summary">
    <table>
      ${lines}
      <tr><td>Subtotal</td><td class="amount" id="subtotal">${escape(data.quote.subtotalDisplay)}</td></tr>
      <tr><td>Tax (<span id="tax-percent">${data.quote.taxPercent}</span>%)</td><td class="amount" id="tax">${escape(data.quote.taxDisplay)}</td></tr>
      <tr class="total"><td>Total (${escape(CATALOGUE.currency)})</td><td class="amount" id="total">${escape(data.quote.totalDisplay)}</td></tr>
    </table>
  </section>
  <form class="card" id="pay-form" novalidate${closed ? ' hidden' : ''}>
    <label for="email">Email</label>
    <input id="email" type="email" value="${escape(data.buyerEmail)}" readonly>
    <label for="country">Country</label>
    <select id="country" name="country" autocomplete="country">${countries}</select>
    <label for="cardholder">Name on card</label>
    <input id="cardholder" name="cardholderName" autocomplete="cc-name" required maxlength="100">
    <label for="card-number">Card number</label>
    <input id="card-number" name="cardNumber" inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" required maxlength="23">
    <div class="row">
      <div><label for="expiry">Expiry</label><input id="expiry" name="expiry" inputmode="numeric" autocomplete="cc-exp" placeholder="MM / YY" required maxlength="7"></div>
      <div><label for="cvc">CVC</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="123" required maxlength="4"></div>
    </div>
    <p class="error" id="error" role="alert">${escape(closed)}</p>
    <button class="pay" id="pay" type="submit">Pay ${escape(data.quote.totalDisplay)}</button>
    <button class="link" id="cancel" type="button">Cancel</button>
    <p class="hint">Test cards: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined, 4000 0000 0000 0341 succeeds now and fails at renewal. Any future expiry and any CVC.</p>
  </form>
  <section class="card done" id="done" hidden>
    <h2>Payment successful</h2>
    <p>Order <strong id="reference"></strong></p>
    <p>Total charged: <strong id="charged"></strong></p>
  </section>
  ${closed ? `<p class="error">${escape(closed)}</p>` : ''}
</main>
<script src="${escape(scriptUrl)}"></script>
</body>
</html>`;
}

/** The page's script (served as a file: the page's policy allows scripts from this origin only). */
export const CHECKOUT_SCRIPT = `(() => {
  'use strict';
  const root = document.getElementById('checkout');
  if (!root) return;
  const session = root.dataset.session;
  const base = '/api/payment/sandbox/checkout/' + encodeURIComponent(session);
  const form = document.getElementById('pay-form');
  const error = document.getElementById('error');
  const pay = document.getElementById('pay');
  const country = document.getElementById('country');
  const tell = (message) => {
    if (window.parent && window.parent !== window)
      window.parent.postMessage(Object.assign({ source: 'ledgerscope-checkout', sessionId: session }, message), window.location.origin);
  };
  const showQuote = (quote) => {
    document.getElementById('subtotal').textContent = quote.subtotalDisplay;
    document.getElementById('tax-percent').textContent = String(quote.taxPercent);
    document.getElementById('tax').textContent = quote.taxDisplay;
    document.getElementById('total').textContent = quote.totalDisplay;
    pay.textContent = 'Pay ' + quote.totalDisplay;
  };
  const cardNumber = document.getElementById('card-number');
  cardNumber.addEventListener('input', () => {
    const digits = cardNumber.value.replace(/\\D/g, '').slice(0, 19);
    cardNumber.value = digits.replace(/(.{4})/g, '$1 ').trim();
  });
  const expiry = document.getElementById('expiry');
  expiry.addEventListener('input', () => {
    const digits = expiry.value.replace(/\\D/g, '').slice(0, 4);
    expiry.value = digits.length > 2 ? digits.slice(0, 2) + ' / ' + digits.slice(2) : digits;
  });
  country.addEventListener('change', async () => {
    const response = await fetch(base + '/quote?country=' + encodeURIComponent(country.value));
    if (response.ok) showQuote(await response.json());
  });
  document.getElementById('cancel').addEventListener('click', () => tell({ type: 'checkout.closed' }));
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    error.textContent = '';
    pay.disabled = true;
    const label = pay.textContent;
    pay.textContent = 'Processing...';
    try {
      const response = await fetch(base + '/pay', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          cardNumber: cardNumber.value,
          expiry: expiry.value.replace(/\\s/g, ''),
          cvc: document.getElementById('cvc').value,
          cardholderName: document.getElementById('cardholder').value,
          country: country.value,
        }),
      });
      const body = await response.json().catch(() => ({}));
      if (response.ok) {
        form.hidden = true;
        document.getElementById('reference').textContent = body.reference;
        document.getElementById('charged').textContent = body.totalDisplay;
        document.getElementById('done').hidden = false;
        tell({ type: 'checkout.completed', orderId: body.id, reference: body.reference, currency: body.currency,
          subtotal: body.subtotal, tax: body.tax, total: body.total, totalDisplay: body.totalDisplay });
        return;
      }
      error.textContent = body.message || 'The payment could not be completed.';
      if (response.status === 402) tell({ type: 'checkout.declined', message: error.textContent });
    } catch {
      error.textContent = 'The payment could not be completed. Check your connection and try again.';
    }
    pay.disabled = false;
    pay.textContent = label;
  });
})();
`;
