import nodemailer, { type Transporter } from 'nodemailer';
import { Mailer, type MailMessage } from './mailer.js';

/** Sends through any SMTP server named by a URL (smtp://user:pass@host:port, smtps://...). */
export class SmtpMailer extends Mailer {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    super();
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({ from: this.from, ...message });
  }

  async verify(): Promise<void> {
    await this.transport.verify();
  }

  close(): void {
    this.transport.close();
  }
}
