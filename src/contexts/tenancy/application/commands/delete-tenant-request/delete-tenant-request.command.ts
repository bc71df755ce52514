import { Command } from '@nestjs/cqrs';

/** Deletes a request: a PENDING one never fires; a started one only once its users are gone. */
export class DeleteTenantRequest extends Command<void> {
  constructor(readonly featureRequestId: string) {
    super();
  }
}
