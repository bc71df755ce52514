import { hkdfSync } from 'node:crypto';
import type { AppConfig } from '../../../shared/config/app-config.js';
import type { PaymentProviderName } from '../application/ports/payment-provider.js';

/** The payment provider's settings, read once from the environment (docs/api/billing.md, Configuration). */
export class PaymentConfig {
  readonly provider: PaymentProviderName;
  /** HMAC-SHA256 key of the webhook signature (X-FS-Signature). */
  readonly webhookSecret: string;
  /** Where the sandbox delivers its events; undefined: this process's own listening port. */
  readonly webhookUrl: string | undefined;
  /** The sandbox's test hooks (billing run) are refused in production. */
  readonly sandboxControls: boolean;
  readonly fastspring: {
    apiUrl: string;
    username: string;
    password: string;
    storefront: string;
  };

  constructor(app: AppConfig, env: NodeJS.ProcessEnv = process.env) {
    const provider = (env.PAYMENT_PROVIDER ?? 'sandbox').trim().toLowerCase();
    if (provider !== 'sandbox' && provider !== 'fastspring')
      throw new Error("PAYMENT_PROVIDER must be 'sandbox' or 'fastspring'");
    this.provider = provider;
    this.webhookSecret =
      nonEmpty(env.PAYMENT_WEBHOOK_SECRET) ??
      Buffer.from(hkdfSync('sha256', app.jwtSecret, 'ledgerscope', 'payment-webhook', 32)).toString('hex');
    this.webhookUrl = nonEmpty(env.PAYMENT_WEBHOOK_URL);
    this.sandboxControls = app.nodeEnv !== 'production';
    this.fastspring = {
      apiUrl: (nonEmpty(env.FASTSPRING_API_URL) ?? 'https://api.fastspring.com').replace(/\/$/, ''),
      username: env.FASTSPRING_API_USERNAME ?? '',
      password: env.FASTSPRING_API_PASSWORD ?? '',
      storefront: env.FASTSPRING_STOREFRONT ?? '',
    };
    if (this.provider === 'fastspring' && (!this.fastspring.username || !this.fastspring.storefront))
      throw new Error(
        'PAYMENT_PROVIDER=fastspring needs FASTSPRING_API_USERNAME, _PASSWORD and FASTSPRING_STOREFRONT',
      );
    if (
      app.nodeEnv === 'production' &&
      !nonEmpty(env.PAYMENT_WEBHOOK_SECRET) &&
      this.provider === 'fastspring'
    )
      throw new Error('PAYMENT_WEBHOOK_SECRET is required with FastSpring in production');
  }
}

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}
