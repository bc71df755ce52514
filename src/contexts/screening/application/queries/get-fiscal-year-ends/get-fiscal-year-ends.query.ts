import { Query } from '@nestjs/cqrs';

/**
 * The day the fiscal `year` of each of the companies ended (ISO yyyy-mm-dd), for the screen's CSV: only
 * companies of the tenant's exchange countries whose year has a recorded filing (SEC EDGAR data), and
 * none for a trial tenant, who sees aliases (a fiscal year end, like a filing, helps name a company).
 */
export class GetFiscalYearEnds extends Query<Map<string, string>> {
  constructor(
    readonly tenantId: string,
    readonly year: number,
    readonly tickerIds: readonly string[],
  ) {
    super();
  }
}
