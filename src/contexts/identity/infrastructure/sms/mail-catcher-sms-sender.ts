import { Injectable } from '@nestjs/common';
import { Mailer } from '../../../../shared/mail/mailer.js';
import { SmsSender } from '../../application/ports/sms-sender.js';

/** Without an SMS gateway, a text is delivered as a mail to sms+<digits>@sms.localhost, where a person reads it. */
@Injectable()
export class MailCatcherSmsSender extends SmsSender {
  constructor(private readonly mailer: Mailer) {
    super();
  }

  async send(phone: string, text: string): Promise<void> {
    const digits = phone.replace(/\D/g, '');
    await this.mailer.send({ to: `sms+${digits}@sms.localhost`, subject: `SMS to ${phone}`, text });
  }
}
