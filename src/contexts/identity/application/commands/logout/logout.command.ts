import { Command } from '@nestjs/cqrs';

export class Logout extends Command<void> {
  constructor(readonly sessionId: string) {
    super();
  }
}
