import type { DatasetOrigin } from './published/dataset-origin.js';

/** One load of the risk dataset: when its data was last revised and where it came from. */
export class DataRevision {
  id: string;
  revisionDate: Date;
  /** A label: 'SEC EDGAR: 12 companies (0 skipped)'. */
  source: string;
  origin: DatasetOrigin;
  companies: number;
  companyYears: number;
  createdAt: Date;

  constructor(input: {
    id: string;
    revisionDate: Date;
    source: string;
    origin: DatasetOrigin;
    companies: number;
    companyYears: number;
    createdAt: Date;
  }) {
    this.id = input.id;
    this.revisionDate = input.revisionDate;
    this.source = input.source;
    this.origin = input.origin;
    this.companies = input.companies;
    this.companyYears = input.companyYears;
    this.createdAt = input.createdAt;
  }
}
