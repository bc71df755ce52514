import { Command } from '@nestjs/cqrs';
import { CommitsStepByStep } from '../../../../../shared/unit-of-work/unit-of-work.js';

/** Moves every subscription whose access has ended (trial, canceled period, grace, lapse) to EXPIRED. */
@CommitsStepByStep() // A batch: each subscription commits on its own.
export class ExpireSubscriptions extends Command<number> {}
