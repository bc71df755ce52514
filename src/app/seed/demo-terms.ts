/** The demo terms and conditions (long enough that the web app's scroll-to-agree gate applies). */
export const DEMO_TERMS = [
  '<h2>Ledgerscope Terms and Conditions</h2>',
  '<p>These terms govern your use of the Ledgerscope accounting-risk screening service (the Service), provided to the organisation that subscribed (your Organisation). By selecting Agree you accept them on your own behalf and confirm that your Organisation has authorised your use of the Service.</p>',
  '<h3>1. The Service</h3><p>The Service ranks listed companies by indicators of accounting-manipulation risk computed from published financial statements. Scores, ratings, clusters and expected-loss ranges are statistical indicators, not findings of fact, audit opinions or investment advice.</p>',
  '<h3>2. Your account</h3><p>Your account is personal. Keep your password and any one-time codes confidential, and tell your administrator at once if you suspect misuse. Sessions end after a period of inactivity set by your Organisation.</p>',
  '<h3>3. Permitted use</h3><p>You may use the Service and download results for the internal research of your Organisation. You may not resell, republish or systematically extract the data, nor use it to build a competing product.</p>',
  '<h3>4. Data coverage</h3><p>Access is limited to the exchange countries in your Organisation&#39;s subscription. Data may be revised as companies restate or file late; the date of the last data update is shown on the dashboard.</p>',
  '<h3>5. Confidentiality and privacy</h3><p>We process your name, email address, phone number and usage records to provide and secure the Service, as described in our privacy notice. Watchlists and saved filters are visible only within your Organisation.</p>',
  '<h3>6. No warranty</h3><p>The Service is provided as is. We do not warrant that any score will predict a restatement, a fraud or a loss, and we are not liable for investment decisions made with it, to the extent the law allows.</p>',
  '<h3>7. Changes</h3><p>We may update these terms. When we do, you will be asked to agree again before continuing to use the Service.</p>',
  '<h3>8. Contact</h3><p>Questions about these terms: <a href="mailto:legal@ledgerscope.test">legal@ledgerscope.test</a>.</p>',
].join('');

/**
 * The demo subscription terms: what a buyer agrees to before the first order (the /payment terms screen), long
 * enough that the same scroll-to-agree gate as the terms and conditions applies.
 */
export const DEMO_SUBSCRIPTION_TERMS = [
  '<h2>Ledgerscope Subscription Terms</h2>',
  '<p>These terms apply to the subscription your Organisation buys for the Ledgerscope Service, in addition to the Ledgerscope Terms and Conditions. By selecting Agree you accept them on behalf of your Organisation and confirm that you may do so.</p>',
  '<h3>1. Plans</h3><p>A subscription is for a number of seats and of exchange countries (regions), billed monthly or annually. Each active user of your Organisation takes a seat, its administrators included. The Enterprise plan is agreed separately with our sales team.</p>',
  '<h3>2. Prices and payment</h3><p>Subscriptions are billed in US dollars in advance for each period. Annual subscriptions receive the discount shown at checkout. Taxes are added where required by law. Payment is processed by our payment provider; we do not store card details. A receipt is emailed for every payment.</p>',
  '<h3>3. Renewal</h3><p>A subscription renews automatically at the end of each period, at the price of the plan then in force, and the card on file is charged on the next charge date shown in Subscription Details.</p>',
  '<h3>4. Changing seats and regions</h3><p>You may add seats or regions, or change between monthly and annual billing, at any time. An increase is charged at once for the rest of the current period. Refunds are not given for seat or region decreases, and regions already bought cannot be removed before the period ends. Seats cannot be fewer than your active users: disable users first.</p>',
  '<h3>5. Free trial</h3><p>A free trial gives one seat and one region of anonymized stocks for 14 days, once per Organisation. It ends by itself; nothing is charged unless you buy a plan.</p>',
  '<h3>6. Cancellation</h3><p>You may cancel at any time. A cancelled subscription stays active until the next charge date and can be resumed until then; after that your users can no longer open the dashboard. The period already paid is not refunded.</p>',
  '<h3>7. Failed payments</h3><p>If a charge fails, the subscription becomes overdue and your administrators are told by email. Access continues for a grace period of 14 days while the payment is retried; after that the subscription becomes unavailable until it is paid.</p>',
  '<h3>8. Changes to these terms</h3><p>We may update these terms. A change applies to your subscription from its next renewal; the current version is the one shown here.</p>',
  '<h3>9. Contact</h3><p>Questions about billing: <a href="mailto:billing@ledgerscope.test">billing@ledgerscope.test</a>.</p>',
].join('');
