import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { Ticket } from '../../domain/ticket.js';
import { TicketRepository } from '../../domain/ticket.repository.js';

@Injectable()
export class MikroOrmTicketRepository extends TicketRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async save(ticket: Ticket): Promise<void> {
    await this.em.persist(ticket).flush();
  }
}
