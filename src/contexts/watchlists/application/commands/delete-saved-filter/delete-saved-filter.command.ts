import { Command } from '@nestjs/cqrs';

export class DeleteSavedFilter extends Command<void> {
  constructor(
    readonly tenantId: string,
    readonly userId: string,
    readonly filterId: string,
  ) {
    super();
  }
}
