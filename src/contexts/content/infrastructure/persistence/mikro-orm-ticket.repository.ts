import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { Ticket } from '../../domain/ticket.js';

@Injectable()
export class MikroOrmTicketRepository {
  constructor(private readonly em: EntityManager) {}

  async save(ticket: Ticket): Promise<void> {
    await this.em.persist(ticket).flush();
  }
}
