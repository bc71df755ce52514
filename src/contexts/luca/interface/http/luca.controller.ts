import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Patch, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiExtraModels,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import { Caller, Requires, SignedIn } from '../../../../shared/auth/access.decorators.js';
import type { CurrentUser } from '../../../../shared/domain/current-user.js';
import { ErrorResponse } from '../../../../shared/http/error-response.js';
import { AskQuestion } from '../../application/commands/ask-question/ask-question.command.js';
import { CreateConversation } from '../../application/commands/create-conversation/create-conversation.command.js';
import { DeleteConversation } from '../../application/commands/delete-conversation/delete-conversation.command.js';
import { RecordLucaVisit } from '../../application/commands/record-visit/record-visit.command.js';
import { RenameConversation } from '../../application/commands/rename-conversation/rename-conversation.command.js';
import {
  GetConversation,
  ListConversations,
} from '../../application/queries/conversations/conversations.queries.js';
import {
  GetLucaSuggestions,
  GetLucaWorkspace,
} from '../../application/queries/workspace/workspace.queries.js';
import { AskQuestionRequest, CreateConversationRequest, RenameConversationRequest } from './luca.requests.js';
import {
  ChartBlockView,
  ConversationSummaryView,
  ConversationView,
  conversationOf,
  LucaWorkspaceView,
  SuggestionsView,
  summaryOf,
  TableBlockView,
  TextBlockView,
  TurnView,
  turnOf,
} from './luca.views.js';

/** Luca (docs/api/luca.md): the caller's conversations and the questions asked in them. */
@ApiTags('luca')
@ApiBearerAuth()
@ApiExtraModels(TextBlockView, TableBlockView, ChartBlockView)
@ApiResponse({ status: 400, type: ErrorResponse })
@ApiResponse({ status: 401, type: ErrorResponse })
@ApiResponse({
  status: 403,
  type: ErrorResponse,
  description: 'INSUFFICIENT_PERMISSION (no lucaAccessible), SUBSCRIPTION_UNAVAILABLE',
})
@SignedIn()
// Any role, but only with lucaAccessible (set and removed by Luca start/end dates) and an available subscription.
@Requires('LUCA', 'SUBSCRIPTION')
@Controller('luca')
export class LucaController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post('open')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: LucaWorkspaceView, description: "Records LUCA_ACCESS for the session's first call" })
  async open(@Caller() caller: CurrentUser): Promise<LucaWorkspaceView> {
    await this.commands.execute(new RecordLucaVisit(caller.tenantId, caller.userId, caller.sessionId));
    const workspace = await this.queries.execute(new GetLucaWorkspace(caller.tenantId, caller.userId));
    const conversations = await this.queries.execute(new ListConversations(caller.tenantId, caller.userId));
    return {
      engine: workspace.engine,
      dataRevision: workspace.dataRevision?.toISOString() ?? null,
      conversations: conversations.map(summaryOf),
      suggestions: workspace.suggestions,
    };
  }

  @Get('suggestions')
  @ApiOkResponse({ type: SuggestionsView })
  async suggestions(@Caller() caller: CurrentUser): Promise<SuggestionsView> {
    return {
      suggestions: await this.queries.execute(new GetLucaSuggestions(caller.tenantId, caller.userId)),
    };
  }

  @Get('conversations')
  @ApiOkResponse({ type: [ConversationSummaryView], description: 'Most recently used first' })
  async list(@Caller() caller: CurrentUser): Promise<ConversationSummaryView[]> {
    return (await this.queries.execute(new ListConversations(caller.tenantId, caller.userId))).map(summaryOf);
  }

  @Post('conversations')
  @ApiCreatedResponse({ type: ConversationView })
  async create(
    @Caller() caller: CurrentUser,
    @Body() body: CreateConversationRequest,
  ): Promise<ConversationView> {
    const conversation = await this.commands.execute(
      new CreateConversation(caller.tenantId, caller.userId, body.title ?? null),
    );
    return conversationOf(conversation, []);
  }

  @Get('conversations/:id')
  @ApiOkResponse({ type: ConversationView })
  @ApiResponse({
    status: 404,
    type: ErrorResponse,
    description: "LUCA_CONVERSATION_NOT_FOUND (also for anybody else's)",
  })
  async get(@Caller() caller: CurrentUser, @Param('id') id: string): Promise<ConversationView> {
    const { conversation, turns } = await this.queries.execute(
      new GetConversation(caller.tenantId, caller.userId, id),
    );
    return conversationOf(conversation, turns);
  }

  @Patch('conversations/:id')
  @ApiOkResponse({ type: ConversationSummaryView, description: 'Renamed' })
  @ApiResponse({ status: 404, type: ErrorResponse, description: 'LUCA_CONVERSATION_NOT_FOUND' })
  async rename(
    @Caller() caller: CurrentUser,
    @Param('id') id: string,
    @Body() body: RenameConversationRequest,
  ): Promise<ConversationSummaryView> {
    return summaryOf(
      await this.commands.execute(new RenameConversation(caller.tenantId, caller.userId, id, body.title)),
    );
  }

  @Delete('conversations/:id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse()
  @ApiResponse({ status: 404, type: ErrorResponse, description: 'LUCA_CONVERSATION_NOT_FOUND' })
  async delete(@Caller() caller: CurrentUser, @Param('id') id: string): Promise<void> {
    await this.commands.execute(new DeleteConversation(caller.tenantId, caller.userId, id));
  }

  @Post('conversations/:id/questions')
  @ApiCreatedResponse({
    type: TurnView,
    description: 'The question and its answer, stored in the conversation',
  })
  @ApiResponse({ status: 404, type: ErrorResponse, description: 'LUCA_CONVERSATION_NOT_FOUND' })
  @ApiResponse({ status: 409, type: ErrorResponse, description: 'LUCA_CONVERSATION_FULL (200 questions)' })
  async ask(
    @Caller() caller: CurrentUser,
    @Param('id') id: string,
    @Body() body: AskQuestionRequest,
  ): Promise<TurnView> {
    return turnOf(
      await this.commands.execute(new AskQuestion(caller.tenantId, caller.userId, id, body.question)),
    );
  }
}
