import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../../shared/domain/clock.js';
import { ScreeningQueryCompanies } from '../../../infrastructure/screening/screening-query-companies.js';
import { SavedFilter } from '../../../domain/saved-filter.js';
import { MikroOrmSavedFilterRepository } from '../../../infrastructure/persistence/mikro-orm-saved-filter.repository.js';
import { restrictedExchanges } from '../../../domain/saved-filter-replay.js';
import { WatchlistsError } from '../../../domain/watchlists-error.js';
import { SaveFilter } from './save-filter.command.js';

@CommandHandler(SaveFilter)
export class SaveFilterHandler implements ICommandHandler<SaveFilter> {
  constructor(
    private readonly filters: MikroOrmSavedFilterRepository,
    private readonly screening: ScreeningQueryCompanies,
    private readonly clock: Clock,
  ) {}

  async execute({ tenantId, userId, name, criteria, replace }: SaveFilter): Promise<string> {
    const checkedName = SavedFilter.checkedName(name);
    const checked = SavedFilter.checkedCriteria(criteria);
    const permitted = await this.screening.permittedExchanges(tenantId);
    const allowed = new Set(permitted.map((exchange) => exchange.exchange_countryID));
    if (restrictedExchanges(checked, allowed).length > 0) throw new WatchlistsError('EXCHANGE_NOT_PERMITTED');

    const now = this.clock.now();
    const existing = (await this.filters.ofUser(tenantId, userId)).find((filter) =>
      SavedFilter.sameName(filter.name, checkedName),
    );
    if (existing && !replace) throw new WatchlistsError('FILTER_NAME_ALREADY_EXISTS');
    const filter =
      existing ??
      new SavedFilter({ id: randomUUID(), tenantId, userId, name: checkedName, criteria, createdAt: now });
    if (existing) existing.replaceWith(checkedName, checked, now);
    await this.filters.save(filter);
    return filter.id;
  }
}
