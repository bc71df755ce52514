import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Watchlist } from '../../../domain/watchlist.js';
import { downloadFileName, watchlistCsvLine } from '../../../domain/watchlist-csv.js';
import { WatchlistRepository } from '../../../domain/watchlist.repository.js';
import { WatchlistsError } from '../../../domain/watchlists-error.js';
import { WatchlistCompanies } from '../../watchlist-companies.js';
import {
  GetWatchlistCsvRows,
  PrepareWatchlistDownload,
  type WatchlistDownload,
} from './watchlist-download.query.js';

@QueryHandler(PrepareWatchlistDownload)
export class PrepareWatchlistDownloadHandler implements IQueryHandler<PrepareWatchlistDownload> {
  constructor(private readonly watchlists: WatchlistRepository) {}

  async execute({
    tenantId,
    userId,
    watchlistIds,
    fileName,
  }: PrepareWatchlistDownload): Promise<WatchlistDownload> {
    const name = downloadFileName(fileName);
    const ids = [...new Set(watchlistIds)];
    Watchlist.assertDownloadable(ids.length);
    const found = new Map(
      (await this.watchlists.byIds(tenantId, userId, ids)).map((list) => [list.id, list]),
    );
    const lists = ids.map((id) => {
      const list = found.get(id);
      if (!list) throw new WatchlistsError('WATCHLIST_NOT_FOUND');
      return { id: list.id, name: list.name };
    });
    return { fileName: name, lists };
  }
}

@QueryHandler(GetWatchlistCsvRows)
export class GetWatchlistCsvRowsHandler implements IQueryHandler<GetWatchlistCsvRows> {
  constructor(
    private readonly watchlists: WatchlistRepository,
    private readonly companies: WatchlistCompanies,
  ) {}

  async execute({ tenantId, userId, watchlistId }: GetWatchlistCsvRows): Promise<string[]> {
    const list = await this.watchlists.byId(tenantId, userId, watchlistId);
    if (!list) return [];
    const [view] = await this.companies.views(tenantId, [list]);
    return (view?.companies ?? []).map((company) => watchlistCsvLine(company, list.name));
  }
}
