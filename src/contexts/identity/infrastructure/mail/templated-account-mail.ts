import { Injectable } from '@nestjs/common';
import { escapeHtml, mailHtml } from '../../../../shared/mail/mail-html.js';
import { Mailer } from '../../../../shared/mail/mailer.js';

/** Identity's mails share the layout; their paragraphs are spaced. */
function layout(title: string, paragraphs: string[], action?: { label: string; href: string }): string {
  const body = paragraphs.map((paragraph) => `<p style="margin:0 0 16px">${paragraph}</p>`).join('');
  return mailHtml({ title, body, action });
}

/** Identity's mails in plain text and HTML, sent through the mail port. */
@Injectable()
export class TemplatedAccountMail {
  constructor(private readonly mailer: Mailer) {}

  async oneTimeCode(to: string, name: string, code: string): Promise<void> {
    await this.mailer.send({
      to,
      subject: 'Your Ledgerscope sign-in code',
      text: `Hello ${name},\n\nYour sign-in code is ${code}. It expires in 10 minutes.\n\nIf you did not try to sign in, you can ignore this mail.`,
      html: layout('Your sign-in code', [
        `Hello ${escapeHtml(name)},`,
        `Your sign-in code is <strong style="font-size:20px;letter-spacing:4px">${code}</strong>. It expires in 10 minutes.`,
        'If you did not try to sign in, you can ignore this mail.',
      ]),
    });
  }

  async passwordReset(to: string, name: string, link: string): Promise<void> {
    await this.mailer.send({
      to,
      subject: 'Reset your Ledgerscope password',
      text: `Hello ${name},\n\nUse this link to set a new password (valid for 1 hour, once):\n${link}\n\nIf you did not ask for it, you can ignore this mail.`,
      html: layout(
        'Reset your password',
        [
          `Hello ${escapeHtml(name)},`,
          'Use the button below to set a new password. The link works once and expires in 1 hour.',
        ],
        { label: 'Set a new password', href: link },
      ),
    });
  }

  async firstAdministratorWelcome(
    to: string,
    name: string,
    organisation: string,
    link: string,
  ): Promise<void> {
    await this.mailer.send({
      to,
      subject: 'Welcome to Ledgerscope: set your password',
      text: `Hello ${name},\n\n${organisation} has a Ledgerscope account and you are its administrator. Set your password here (the link expires in 3 days):\n${link}`,
      html: layout(
        'Welcome to Ledgerscope',
        [
          `Hello ${escapeHtml(name)},`,
          `${escapeHtml(organisation)} has a Ledgerscope account and you are its administrator.`,
          'Set your password to sign in. The password setup link expires in 3 days.',
        ],
        { label: 'Set your password', href: link },
      ),
    });
  }

  async newUserWelcome(to: string, name: string, organisation: string, link: string): Promise<void> {
    await this.mailer.send({
      to,
      subject: 'Your Ledgerscope account: set your password',
      text: `Hello ${name},\n\n${organisation} has given you access to Ledgerscope. Set your password here (the password setup link expires in 3 days):\n${link}`,
      html: layout(
        'Welcome to Ledgerscope',
        [
          `Hello ${escapeHtml(name)},`,
          `${escapeHtml(organisation)} has given you access to Ledgerscope.`,
          'Set your password to sign in. The password setup link expires in 3 days.',
        ],
        { label: 'Set your password', href: link },
      ),
    });
  }
}
