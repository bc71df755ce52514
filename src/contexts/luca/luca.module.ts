import { Module } from '@nestjs/common';
import { AskQuestionHandler } from './application/commands/ask-question/ask-question.handler.js';
import { CreateConversationHandler } from './application/commands/create-conversation/create-conversation.handler.js';
import { DeleteConversationHandler } from './application/commands/delete-conversation/delete-conversation.handler.js';
import { RecordLucaVisitHandler } from './application/commands/record-visit/record-visit.handler.js';
import { RenameConversationHandler } from './application/commands/rename-conversation/rename-conversation.handler.js';
import { DeterministicEngine } from './application/engines/deterministic-engine.js';
import { ForgetDeletedLucaUsersHandler } from './interface/events/accounts-deleted.handler.js';
import { AnsweringEngine } from './application/ports/answering-engine.js';
import { VisitLog } from './application/ports/visit-log.js';
import { ActivityLog } from './application/ports/activity-log.js';
import { ScreeningData } from './application/ports/screening-data.js';
import { ScreeningQueries } from './infrastructure/screening/screening-queries.js';
import { WatchlistsChangeFeed } from './infrastructure/watchlists/watchlists-change-feed.js';
import { IdentityActivityLog } from './infrastructure/identity/identity-activity-log.js';
import {
  GetConversationHandler,
  ListConversationsHandler,
} from './application/queries/conversations/conversations.handlers.js';
import {
  GetLucaSuggestionsHandler,
  GetLucaWorkspaceHandler,
} from './application/queries/workspace/workspace.handlers.js';
import { CompanyFinder } from './application/tools/company-finder.js';
import { LucaTools } from './application/tools/luca-tools.js';
import { ToolCatalogue } from './application/tools/tool-catalogue.js';
import { ConversationRepository } from './domain/conversation.repository.js';
import { ChatCompletionsEngine } from './infrastructure/llm/chat-completions-engine.js';
import { LlmLimits } from './infrastructure/llm/llm-limits.js';
import { MikroOrmConversationRepository } from './infrastructure/persistence/mikro-orm-conversation.repository.js';
import { MikroOrmVisitLog } from './infrastructure/persistence/mikro-orm-visit-log.js';
import { ContentLlmSettings } from './infrastructure/settings/content-llm-settings.js';
import { LucaController } from './interface/http/luca.controller.js';

/** Luca: conversations with an assistant answering from the screening data (docs/adr/0006-luca.md). */
@Module({
  controllers: [LucaController],
  providers: [
    { provide: ConversationRepository, useClass: MikroOrmConversationRepository },
    { provide: VisitLog, useClass: MikroOrmVisitLog },
    { provide: ActivityLog, useClass: IdentityActivityLog },
    { provide: ScreeningData, useClass: ScreeningQueries },
    WatchlistsChangeFeed,
    ContentLlmSettings,
    { provide: LlmLimits, useFactory: () => new LlmLimits() },
    CompanyFinder,
    LucaTools,
    ToolCatalogue,
    DeterministicEngine,
    ChatCompletionsEngine,
    // The configured engine: the chat-completions endpoint when the settings name one, else (and
    // whenever it fails) the deterministic engine.
    { provide: AnsweringEngine, useExisting: ChatCompletionsEngine },
    RecordLucaVisitHandler,
    CreateConversationHandler,
    RenameConversationHandler,
    DeleteConversationHandler,
    AskQuestionHandler,
    ListConversationsHandler,
    GetConversationHandler,
    GetLucaWorkspaceHandler,
    GetLucaSuggestionsHandler,
    ForgetDeletedLucaUsersHandler,
  ],
})
export class LucaModule {}
