import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../../shared/config/app-config.js';
import { escapeHtml, mailHtml } from '../../../../shared/mail/mail-html.js';
import { Mailer } from '../../../../shared/mail/mailer.js';
import { BillingMail, type PaymentReceipt } from '../../application/ports/billing-mail.js';
import type { BillingContact } from '../../application/ports/billing-tenants.js';

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
      html: mailHtml({
        title: 'Your subscription payment failed',
        body:
          `<p>Hello ${escapeHtml(to.displayName)},</p>` +
          `<p>The payment${escapeHtml(amount)} for the Ledgerscope subscription of <strong>${escapeHtml(notice.organizationName)}</strong> failed, so the subscription is overdue.</p>` +
          `<p>${escapeHtml(until)}</p>`,
        action: { label: 'Manage subscription', href: link },
      }),
    });
  }

  async paymentReceipt(to: BillingContact, receipt: PaymentReceipt): Promise<void> {
    const lines: Array<[string, string]> = [
      ['Organisation', receipt.organizationName],
      ['Date', day(receipt.paidAt)],
      ['Reference', receipt.reference],
      [
        'Plan',
        `${receipt.plan.display}, ${receipt.plan.seatCount} seat(s), ${receipt.plan.regionCount} region(s)`,
      ],
      ...(receipt.subtotalDisplay === null
        ? []
        : [['Subtotal', receipt.subtotalDisplay] as [string, string]]),
      ...(receipt.tax === null ? [] : [[receipt.tax.label, receipt.tax.amountDisplay] as [string, string]]),
      [`Total paid (${receipt.currency})`, receipt.totalDisplay],
      ...(receipt.nextChargeDate === null
        ? []
        : [['Next charge', day(receipt.nextChargeDate)] as [string, string]]),
    ];
    const link = `${this.config.publicUrl}/manageUsers`;
    const rows = lines
      .map(
        ([label, value]) =>
          `<tr><td style="padding:4px 16px 4px 0;color:#6b7385">${escapeHtml(label)}</td><td style="padding:4px 0"><strong>${escapeHtml(value)}</strong></td></tr>`,
      )
      .join('');
    await this.mailer.send({
      to: to.email,
      subject: `Ledgerscope: receipt for your payment of ${receipt.totalDisplay}`,
      text:
        `Hello ${to.displayName},\n\nThank you for your payment. This is your receipt.\n\n` +
        lines.map(([label, value]) => `${label}: ${value}`).join('\n') +
        `\n\nYour subscription and its details: ${link}\n`,
      html: mailHtml({
        title: 'Thank you for your payment',
        body:
          `<p>Hello ${escapeHtml(to.displayName)},</p>` +
          `<p>This is your receipt.</p>` +
          `<table style="border-collapse:collapse;margin:16px 0">${rows}</table>`,
        action: { label: 'Manage subscription', href: link },
      }),
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
      html: mailHtml({
        title: 'Your free trial is ending',
        body:
          `<p>Hello ${escapeHtml(to.displayName)},</p>` +
          `<p>The free Ledgerscope trial of <strong>${escapeHtml(notice.organizationName)}</strong> ends on <strong>${escapeHtml(ends)}</strong>. After that your team can no longer open the dashboard.</p>`,
        action: { label: 'Choose a plan', href: link },
      }),
    });
  }
}
