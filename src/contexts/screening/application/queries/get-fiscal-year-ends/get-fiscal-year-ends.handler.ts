import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ScreenReadModel } from '../../ports/screen-read-model.js';
import { TenantVisibility } from '../../tenant-visibility.js';
import { GetFiscalYearEnds } from './get-fiscal-year-ends.query.js';

@QueryHandler(GetFiscalYearEnds)
export class GetFiscalYearEndsHandler implements IQueryHandler<GetFiscalYearEnds> {
  constructor(
    private readonly model: ScreenReadModel,
    private readonly visibility: TenantVisibility,
  ) {}

  async execute({ tenantId, year, tickerIds }: GetFiscalYearEnds): Promise<Map<string, string>> {
    if (tickerIds.length === 0 || (await this.visibility.maskFor(tenantId))) return new Map();
    const exchangeIds = [...(await this.visibility.exchangeIds(tenantId))];
    return this.model.fiscalYearEnds([...new Set(tickerIds)], year, exchangeIds);
  }
}
