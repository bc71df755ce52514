import { Command } from '@nestjs/cqrs';
import type { Turn } from '../../../domain/turn.js';
import { CommitsStepByStep } from '../../../../../shared/unit-of-work/unit-of-work.js';

/** A question in one of the caller's conversations: answers the stored turn (question and answer). */
@CommitsStepByStep() // A language model answers in seconds: no transaction is held open meanwhile; the turn is one write.
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
