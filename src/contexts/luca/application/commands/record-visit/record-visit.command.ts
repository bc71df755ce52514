import { Command } from '@nestjs/cqrs';

/** The user opened Luca: LUCA_ACCESS is recorded for the session's first visit. Answers whether it counted. */
export class RecordLucaVisit extends Command<boolean> {
  constructor(
    readonly tenantId: string,
    readonly userId: string,
    readonly sessionId: string,
  ) {
    super();
  }
}
