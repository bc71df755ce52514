import { Command } from '@nestjs/cqrs';
import type { TenantRequestDraft } from '../../../domain/tenant-request.js';

/** Creates a request for the future, or replaces a PENDING one (`featureRequestId`); answers its id. */
export class SaveTenantRequest extends Command<string> {
  constructor(
    readonly draft: TenantRequestDraft,
    readonly featureRequestId: string | null,
  ) {
    super();
  }
}
