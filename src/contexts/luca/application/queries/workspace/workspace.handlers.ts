import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { GetDataRevision } from '../../../../screening/index.js';
import { LlmSettings } from '../../ports/answering-engine.js';
import { LucaTools } from '../../tools/luca-tools.js';
import { GetLucaSuggestions, GetLucaWorkspace, type LucaWorkspace } from './workspace.queries.js';

@QueryHandler(GetLucaWorkspace)
export class GetLucaWorkspaceHandler implements IQueryHandler<GetLucaWorkspace> {
  constructor(
    private readonly settings: LlmSettings,
    private readonly tools: LucaTools,
    private readonly queries: QueryBus,
  ) {}

  async execute({ tenantId, userId }: GetLucaWorkspace): Promise<LucaWorkspace> {
    return {
      engine: (await this.settings.current()) ? 'LLM' : 'DETERMINISTIC',
      dataRevision: await this.queries.execute(new GetDataRevision()),
      suggestions: await this.tools.suggestions({ tenantId, userId }),
    };
  }
}

@QueryHandler(GetLucaSuggestions)
export class GetLucaSuggestionsHandler implements IQueryHandler<GetLucaSuggestions> {
  constructor(private readonly tools: LucaTools) {}

  execute({ tenantId, userId }: GetLucaSuggestions): Promise<string[]> {
    return this.tools.suggestions({ tenantId, userId });
  }
}
