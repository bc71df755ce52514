import type { Ticket } from './ticket.js';

export abstract class TicketRepository {
  abstract save(ticket: Ticket): Promise<void>;
}
