import nodemailer, { type Transporter } from 'nodemailer';
import type { MailMessage } from './mailer.js';

/** A mail as the outbox hands it to SMTP: its Message-ID stays the same on every attempt. */
export interface OutgoingMail extends MailMessage {
  messageId: string;
}

/** What the outbox's dispatcher sends through (SMTP in the app; benchmarks and tests may fail it on purpose). */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  verify(): Promise<void>;
}

/**
 * Sends through any SMTP server named by a URL (smtp://user:pass@host:port, smtps://...). Only the mail
 * outbox's dispatcher sends through it; everything else writes to the outbox (the Mailer port).
 */
export class SmtpTransport implements MailTransport {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    // A server that does not answer fails the attempt in seconds (nodemailer's defaults are minutes), well
    // inside the outbox's lease, so a slow server cannot make two processes send the same mail.
    this.transport = nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
  }

  async send(mail: OutgoingMail): Promise<void> {
    const { messageId, ...message } = mail;
    await this.transport.sendMail({ from: this.from, messageId, ...message });
  }

  async verify(): Promise<void> {
    await this.transport.verify();
  }

  close(): void {
    this.transport.close();
  }
}
