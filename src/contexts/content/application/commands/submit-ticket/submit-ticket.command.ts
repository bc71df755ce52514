import { Command } from '@nestjs/cqrs';
import type { TicketAuthor } from '../../../domain/ticket.js';

export interface SubmittedTicket {
  id: string;
  createdAt: Date;
  /** False when the mail to the support address failed (the ticket is stored all the same). */
  mailed: boolean;
}

/** Stores a ticket (Get Support or Report issues) and mails it to the supportAddress setting. */
export class SubmitTicket extends Command<SubmittedTicket> {
  constructor(
    readonly author: TicketAuthor,
    readonly ticket: {
      kind?: string;
      ticketTitle?: string;
      ticketBody?: string;
      currentView?: string;
    },
  ) {
    super();
  }
}
