import { Command } from '@nestjs/cqrs';

/** Moves every subscription whose access has ended (trial, canceled period, grace, lapse) to EXPIRED. */
export class ExpireSubscriptions extends Command<number> {}
