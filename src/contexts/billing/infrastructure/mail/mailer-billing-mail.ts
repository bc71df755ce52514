import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../../shared/config/app-config.js';
import { Mailer } from '../../../../shared/mail/mailer.js';
import { BillingMail } from '../../application/ports/billing-mail.js';
import type { BillingContact } from '../../application/ports/billing-tenants.js';

const escape = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const day = (date: Date): string =>
  date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** Billing's notices through the shared mailer, in plain text and HTML. */
@Injectable()
export class MailerBillingMail extends BillingMail {
  constructor(
    private readonly mailer: Mailer,
    private readonly config: AppConfig,
  ) {
    super();
  }

  async chargeFailed(
    to: BillingContact,
    notice: { organizationName: string; graceEndsAt: Date | null; amountDisplay: string | null },
  ): Promise<void> {
    const amount = notice.amountDisplay ? ` of ${notice.amountDisplay}` : '';
    const until = notice.graceEndsAt
      ? `Your team keeps access until ${day(notice.graceEndsAt)}; after that the subscription becomes unavailable.`
      : 'Your team keeps access for a short grace period; after that the subscription becomes unavailable.';
    const link = `${this.config.publicUrl}/manageUsers`;
    await this.mailer.send({
      to: to.email,
      subject: 'Ledgerscope: your subscription payment failed',
      text:
        `Hello ${to.displayName},\n\nThe payment${amount} for the Ledgerscope subscription of ${notice.organizationName} ` +
        `failed, so the subscription is overdue.\n${until}\n\nPlease update your payment details: ${link}\n`,
      html:
        `<div style="font-family:Inter,Arial,sans-serif;max-width:560px;margin:0 auto;color:#1b2230">` +
        `<h2>Your subscription payment failed</h2>` +
        `<p>Hello ${escape(to.displayName)},</p>` +
        `<p>The payment${escape(amount)} for the Ledgerscope subscription of <strong>${escape(notice.organizationName)}</strong> failed, so the subscription is overdue.</p>` +
        `<p>${escape(until)}</p>` +
        `<p style="margin:24px 0"><a href="${escape(link)}" style="background:#5b7cfa;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none">Manage subscription</a></p>` +
        `<p style="color:#6b7385;font-size:12px">Ledgerscope</p></div>`,
    });
  }
}
