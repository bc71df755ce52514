/** What a load of the screening dataset did, for the CLI summary and the start-up log. */
export interface DatasetLoadSummary {
  companies: number;
  companyYears: number;
  scoredCompanyYears: number;
  /** Seconds spent per stage: generate or read, score, store. */
  seconds: { prepare: number; score: number; store: number; total: number };
}
