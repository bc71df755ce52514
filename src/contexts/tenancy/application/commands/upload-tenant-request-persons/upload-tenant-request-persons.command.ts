import { Command } from '@nestjs/cqrs';
import type { UploadedPersons } from '../../../domain/tenant-request-upload.js';

export interface RequestUploadFile {
  name: string;
  size: number;
  content: Buffer;
}

/** Reads the requested users of an uploaded .xlsx or .csv; nothing is stored. */
export class UploadTenantRequestPersons extends Command<UploadedPersons> {
  constructor(readonly file: RequestUploadFile | undefined) {
    super();
  }
}
