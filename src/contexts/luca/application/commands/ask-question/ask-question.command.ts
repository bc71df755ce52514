import { Command } from '@nestjs/cqrs';
import type { Turn } from '../../../domain/turn.js';

/** A question in one of the caller's conversations: answers the stored turn (question and answer). */
export class AskQuestion extends Command<Turn> {
  constructor(
    readonly tenantId: string,
    readonly userId: string,
    readonly conversationId: string,
    readonly question: string,
  ) {
    super();
  }
}
