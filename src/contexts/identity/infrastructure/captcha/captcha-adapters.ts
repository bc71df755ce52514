import { Captcha } from '../../application/ports/captcha.js';

/** The default: no captcha configured, every token is accepted. */
export class NoCaptcha extends Captcha {
  verify(): Promise<boolean> {
    return Promise.resolve(true);
  }
}

/** Google reCAPTCHA server-side verification (RECAPTCHA_SECRET). */
export class RecaptchaCaptcha extends Captcha {
  constructor(
    private readonly secret: string,
    private readonly verifyUrl = 'https://www.google.com/recaptcha/api/siteverify',
  ) {
    super();
  }

  async verify(token: string | undefined, remoteAddress: string | undefined): Promise<boolean> {
    if (!token) return false;
    const body = new URLSearchParams({ secret: this.secret, response: token });
    if (remoteAddress) body.set('remoteip', remoteAddress);
    try {
      const response = await fetch(this.verifyUrl, {
        method: 'POST',
        body,
        signal: AbortSignal.timeout(5_000),
      });
      const result = (await response.json()) as { success?: boolean; score?: number };
      return result.success === true && (result.score === undefined || result.score >= 0.5);
    } catch {
      return false;
    }
  }
}
