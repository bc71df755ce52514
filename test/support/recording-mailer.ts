import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { Mailer, type MailMessage } from '../../src/shared/mail/mailer.js';

/** A mailer that keeps what it is given, for tests of how a mail is written (not how it is sent). */
export class RecordingMailer extends Mailer {
  readonly sent: MailMessage[] = [];

  send(message: MailMessage): Promise<void> {
    this.sent.push(message);
    return Promise.resolve();
  }

  verify(): Promise<void> {
    return Promise.resolve();
  }
}

/**
 * The mails a golden file holds. A missing file is written from `mails` and the test fails once: check
 * and commit the file, from then on it guards the output byte for byte.
 */
export function goldenMails(file: URL, mails: readonly MailMessage[]): MailMessage[] {
  if (!existsSync(file)) {
    writeFileSync(file, `${JSON.stringify(mails, null, 2)}\n`);
    throw new Error(`${file.pathname} was missing and is now written: check and commit it`);
  }
  return JSON.parse(readFileSync(file, 'utf8')) as MailMessage[];
}
