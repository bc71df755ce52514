/**
 * Audit firms. The Big Four, the large international networks, and local firms (fictitious names)
 * that audit smaller listed companies.
 */

export interface Auditor {
  readonly auditorID: number;
  readonly auditor: string;
  readonly bigFour: boolean;
}

export const AUDITORS: readonly Auditor[] = [
  { auditorID: 1, auditor: 'Deloitte', bigFour: true },
  { auditorID: 2, auditor: 'PwC', bigFour: true },
  { auditorID: 3, auditor: 'EY', bigFour: true },
  { auditorID: 4, auditor: 'KPMG', bigFour: true },
  { auditorID: 5, auditor: 'BDO', bigFour: false },
  { auditorID: 6, auditor: 'Grant Thornton', bigFour: false },
  { auditorID: 7, auditor: 'RSM', bigFour: false },
  { auditorID: 8, auditor: 'Forvis Mazars', bigFour: false },
  { auditorID: 9, auditor: 'Crowe', bigFour: false },
  { auditorID: 10, auditor: 'Baker Tilly', bigFour: false },
  { auditorID: 11, auditor: 'Nexia', bigFour: false },
  { auditorID: 12, auditor: 'PKF', bigFour: false },
  { auditorID: 13, auditor: 'Moore Global', bigFour: false },
  { auditorID: 14, auditor: 'HLB', bigFour: false },
  { auditorID: 15, auditor: 'Kreston Global', bigFour: false },
  { auditorID: 16, auditor: 'UHY', bigFour: false },
  { auditorID: 17, auditor: 'Harwood & Lane LLP', bigFour: false },
  { auditorID: 18, auditor: 'Meridian Audit Partners', bigFour: false },
  { auditorID: 19, auditor: 'Castlegate Assurance', bigFour: false },
  { auditorID: 20, auditor: 'Northbridge & Co.', bigFour: false },
  { auditorID: 21, auditor: 'Pinecrest CPA Group', bigFour: false },
  { auditorID: 22, auditor: 'Aldous Whitby Chartered Accountants', bigFour: false },
  { auditorID: 23, auditor: 'Summit Ridge Accountants', bigFour: false },
  { auditorID: 24, auditor: 'Orchid Assurance Partners', bigFour: false },
  { auditorID: 25, auditor: 'Keystone Audit Services', bigFour: false },
  { auditorID: 26, auditor: 'Lindqvist & Berg Revision', bigFour: false },
];

/** A company-year whose auditor the data does not say (SEC's structured data has none): shown N/A. */
export const UNKNOWN_AUDITOR_ID = 0;

const auditorById = new Map(AUDITORS.map((auditor) => [auditor.auditorID, auditor]));

export function findAuditor(auditorId: number): Auditor | undefined {
  return auditorById.get(auditorId);
}
