import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../../shared/config/app-config.js';
import { escapeHtml, mailHtml } from '../../../../shared/mail/mail-html.js';
import { Mailer } from '../../../../shared/mail/mailer.js';
import { AlertMail } from '../../application/ports/alert-mail.js';
import type { ScoreChange } from '../../domain/alert-digest.js';
import type { NotificationFrequency } from '../../domain/alert-setting.js';

const score = (value: number | null): string => (value === null ? 'N/A' : value.toFixed(2));
const rating = (value: string | null): string => value ?? 'N/A';

const PERIOD: Record<NotificationFrequency, string> = {
  INSTANT: 'since our last alert',
  DAILY: 'in the last day',
  WEEKLY: 'in the last week',
  MONTHLY: 'in the last month',
};

/** The watchlist digest in plain text and HTML, through the mail port. */
@Injectable()
export class TemplatedAlertMail extends AlertMail {
  constructor(
    private readonly mailer: Mailer,
    private readonly config: AppConfig,
  ) {
    super();
  }

  async digest(
    to: string,
    name: string,
    frequency: NotificationFrequency,
    changes: readonly ScoreChange[],
  ): Promise<void> {
    const count = changes.length;
    const subject = `Ledgerscope watchlist alert: ${count} ${count === 1 ? 'company' : 'companies'} changed`;
    const intro = `The risk score or rating of ${count === 1 ? 'a company' : `${count} companies`} in your watchlists changed ${PERIOD[frequency]}:`;
    const lines = changes.map(
      ({ company, before, after }) =>
        `${company.name} (${company.isin}, ${company.exchange_country}): risk score ${score(before.final_score)} -> ${score(after.final_score)}, rating ${rating(before.rating)} -> ${rating(after.rating)}`,
    );
    const dashboard = `${this.config.publicUrl}/dashboard`;
    const rows = changes
      .map(
        ({ company, before, after }) =>
          `<tr><td style="padding:4px 8px">${escapeHtml(company.name)}<br><span style="color:#6b7385;font-size:12px">${escapeHtml(company.isin)} · ${escapeHtml(company.exchange_country)}</span></td>` +
          `<td style="padding:4px 8px">${score(before.final_score)} &rarr; <strong>${score(after.final_score)}</strong></td>` +
          `<td style="padding:4px 8px">${escapeHtml(rating(before.rating))} &rarr; <strong>${escapeHtml(rating(after.rating))}</strong></td></tr>`,
      )
      .join('');
    await this.mailer.send({
      to,
      subject,
      text: `Hello ${name},\n\n${intro}\n\n${lines.map((line) => `- ${line}`).join('\n')}\n\nOpen your dashboard: ${dashboard}\n\nYou can change how often you get these alerts in your watchlist settings.`,
      html: mailHtml({
        title: 'Watchlist alert',
        body:
          `<p>Hello ${escapeHtml(name)},</p><p>${escapeHtml(intro)}</p>` +
          `<table style="border-collapse:collapse"><tr><th align="left" style="padding:4px 8px">Company</th><th align="left" style="padding:4px 8px">Risk score</th><th align="left" style="padding:4px 8px">Rating</th></tr>${rows}</table>`,
        action: { label: 'Open the dashboard', href: dashboard },
        footer: 'You can change how often you get these alerts in your watchlist settings. Ledgerscope',
        maxWidth: 640,
      }),
    });
  }
}
