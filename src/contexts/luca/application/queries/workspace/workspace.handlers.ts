import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ContentLlmSettings } from '../../../infrastructure/settings/content-llm-settings.js';
import { ScreeningData } from '../../ports/screening-data.js';
import { LucaTools } from '../../tools/luca-tools.js';
import { GetLucaSuggestions, GetLucaWorkspace, type LucaWorkspace } from './workspace.queries.js';

@QueryHandler(GetLucaWorkspace)
export class GetLucaWorkspaceHandler implements IQueryHandler<GetLucaWorkspace> {
  constructor(
    private readonly settings: ContentLlmSettings,
    private readonly tools: LucaTools,
    private readonly screening: ScreeningData,
  ) {}

  async execute({ tenantId, userId }: GetLucaWorkspace): Promise<LucaWorkspace> {
    return {
      engine: (await this.settings.current()) ? 'LLM' : 'DETERMINISTIC',
      dataRevision: await this.screening.dataRevision(),
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
