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

  async trialEnding(
    to: BillingContact,
    notice: { organizationName: string; trialEndsAt: Date },
  ): Promise<void> {
    const ends = day(notice.trialEndsAt);
    const link = `${this.config.publicUrl}/subscriptionPlans`;
    await this.mailer.send({
      to: to.email,
      subject: `Ledgerscope: your free trial ends on ${ends}`,
      text:
        `Hello ${to.displayName},\n\nThe free Ledgerscope trial of ${notice.organizationName} ends on ${ends}. ` +
        `After that your team can no longer open the dashboard.\n\nChoose a plan to keep your access: ${link}\n`,
      html:
        `<div style="font-family:Inter,Arial,sans-serif;max-width:560px;margin:0 auto;color:#1b2230">` +
        `<h2>Your free trial is ending</h2>` +
        `<p>Hello ${escape(to.displayName)},</p>` +
        `<p>The free Ledgerscope trial of <strong>${escape(notice.organizationName)}</strong> ends on <strong>${escape(ends)}</strong>. After that your team can no longer open the dashboard.</p>` +
        `<p style="margin:24px 0"><a href="${escape(link)}" style="background:#5b7cfa;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none">Choose a plan</a></p>` +
        `<p style="color:#6b7385;font-size:12px">Ledgerscope</p></div>`,
    });
  }
}
