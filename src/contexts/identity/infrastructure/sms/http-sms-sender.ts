import { SmsSender } from '../../application/ports/sms-sender.js';

/** A generic SMS gateway: POST {to, text} as JSON with a bearer key (SMS_GATEWAY_URL, SMS_GATEWAY_KEY). */
export class HttpSmsSender extends SmsSender {
  constructor(
    private readonly url: string,
    private readonly key: string,
  ) {
    super();
  }

  async send(phone: string, text: string): Promise<void> {
    const response = await fetch(this.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${this.key}` },
      body: JSON.stringify({ to: phone, text }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
  }
}
