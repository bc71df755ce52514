import type { SheetLine } from '../../domain/tenant-request-upload.js';

/** Reads the first worksheet of an uploaded .xlsx (bounded: a damaged or oversized file is INVALID_SPREADSHEET). */
export abstract class TenantRequestSpreadsheet {
  abstract xlsxLines(content: Buffer): SheetLine[];
}
