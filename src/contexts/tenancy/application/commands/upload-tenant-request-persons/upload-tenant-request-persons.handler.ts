import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { TenancyError } from '../../../domain/tenancy-error.js';
import {
  csvLines,
  readRequestedPersons,
  requestUploadKind,
  type UploadedPersons,
} from '../../../domain/tenant-request-upload.js';
import { TenantRequestXlsxReader } from '../../../infrastructure/spreadsheet/tenant-request-xlsx-reader.js';
import { UploadTenantRequestPersons } from './upload-tenant-request-persons.command.js';

@CommandHandler(UploadTenantRequestPersons)
export class UploadTenantRequestPersonsHandler implements ICommandHandler<UploadTenantRequestPersons> {
  constructor(private readonly spreadsheet: TenantRequestXlsxReader) {}

  execute({ file }: UploadTenantRequestPersons): Promise<UploadedPersons> {
    if (!file) throw new TenancyError('NO_FILE_UPLOADED', 'Please choose a .xlsx or .csv file to upload.');
    const kind = requestUploadKind(file.name, Math.max(file.size, file.content.length));
    const lines =
      kind === 'csv' ? csvLines(file.content.toString('utf8')) : this.spreadsheet.xlsxLines(file.content);
    return Promise.resolve(readRequestedPersons(lines));
  }
}
