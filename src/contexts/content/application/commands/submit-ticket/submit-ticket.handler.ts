import { randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../../shared/domain/clock.js';
import { escapeHtml } from '../../../../../shared/mail/mail-html.js';
import { Mailer } from '../../../../../shared/mail/mailer.js';
import { SETTING_KEYS } from '../../../domain/setting.js';
import { MikroOrmSettingRepository } from '../../../infrastructure/persistence/mikro-orm-setting.repository.js';
import { Ticket } from '../../../domain/ticket.js';
import { MikroOrmTicketRepository } from '../../../infrastructure/persistence/mikro-orm-ticket.repository.js';
import {
  ContextSupportDirectory,
  type SupportContact,
} from '../../../infrastructure/identity/context-support-directory.js';
import { SubmitTicket, type SubmittedTicket } from './submit-ticket.command.js';

export const DEFAULT_SUPPORT_ADDRESS = 'support@ledgerscope.test';

@CommandHandler(SubmitTicket)
export class SubmitTicketHandler implements ICommandHandler<SubmitTicket> {
  private readonly logger = new Logger('Tickets');

  constructor(
    private readonly tickets: MikroOrmTicketRepository,
    private readonly settings: MikroOrmSettingRepository,
    private readonly directory: ContextSupportDirectory,
    private readonly mailer: Mailer,
    private readonly clock: Clock,
  ) {}

  async execute({ author, ticket: input }: SubmitTicket): Promise<SubmittedTicket> {
    const ticket = Ticket.submit({
      id: randomUUID(),
      kind: input.kind,
      title: input.ticketTitle,
      body: input.ticketBody,
      currentView: input.currentView,
      author,
      at: this.clock.now(),
    });
    await this.tickets.save(ticket);
    let mailed = false;
    try {
      const to = (await this.settings.byKey(SETTING_KEYS.supportAddress))?.value ?? DEFAULT_SUPPORT_ADDRESS;
      const contact = await this.directory.describe(author.userId, author.tenantId);
      await this.mailer.send({ to, ...ticketMail(ticket, contact) });
      ticket.markMailed(this.clock.now());
      await this.tickets.save(ticket);
      mailed = true;
    } catch (error) {
      this.logger.warn(`Ticket ${ticket.id} is stored but could not be mailed: ${String(error)}`);
    }
    return { id: ticket.id, createdAt: ticket.createdAt, mailed };
  }
}

/** The support mail: the ticket, then who sent it from where. Everything user-written is escaped. */
export function ticketMail(
  ticket: Ticket,
  contact: SupportContact,
): { subject: string; text: string; html: string } {
  const label = ticket.kind === 'ISSUE' ? 'Issue report' : 'Support request';
  const subject = `[Ledgerscope] ${label}: ${ticket.title.replace(/[\r\n]+/g, ' ')}`;
  const facts: Array<[string, string]> = [
    ['Ticket', ticket.id],
    ['Kind', label],
    ['User', `${contact.userName ?? ''} <${ticket.email}>`.trim()],
    ['User id', ticket.userId],
    ['Role', ticket.role],
    ['Tenant', contact.tenantName ?? '(unknown)'],
    ['Tenant id', ticket.tenantId],
    ['Company id', contact.companyId === null ? '' : String(contact.companyId)],
    ['Current view', ticket.currentView ?? ''],
    ['Sent at', ticket.createdAt.toISOString()],
  ];
  const text = [
    ticket.title,
    '',
    ticket.body,
    '',
    '--',
    ...facts.map(([name, value]) => `${name}: ${value}`),
  ].join('\n');
  const html =
    `<h2>${escapeHtml(ticket.title)}</h2>` +
    `<p style="white-space:pre-wrap">${escapeHtml(ticket.body)}</p><hr><table>` +
    facts
      .map(([name, value]) => `<tr><th align="left">${name}</th><td>${escapeHtml(value)}</td></tr>`)
      .join('') +
    '</table>';
  return { subject, text, html };
}
