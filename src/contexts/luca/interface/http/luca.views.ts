import { ApiProperty, getSchemaPath } from '@nestjs/swagger';
import {
  ANSWER_STATUSES,
  CITATION_SOURCES,
  ENGINES,
  INTENTS,
  type Answer,
  type AnswerBlock,
  type AnswerStatus,
  type CitationSource,
  type EngineName,
  type Intent,
  type RefusalCode,
} from '../../domain/answer.js';
import type { Conversation } from '../../domain/conversation.js';
import type { Turn } from '../../domain/turn.js';

export class DashboardLinkView {
  @ApiProperty() tickerId!: string;
  @ApiProperty() exchangeCountryId!: number;
  @ApiProperty({ type: Number, nullable: true }) year!: number | null;
}

export class CitationView {
  @ApiProperty({ description: 'Marked [n] in texts, listed in table rows' }) n!: number;
  @ApiProperty() label!: string;
  @ApiProperty({
    oneOf: [{ type: 'number' }, { type: 'string' }],
    nullable: true,
    description: 'The raw figure, as the dashboard panel returns it',
  })
  value!: number | string | null;
  @ApiProperty({ description: 'The figure as the answer shows it' }) display!: string;
  @ApiProperty({ enum: CITATION_SOURCES }) source!: CitationSource;
  @ApiProperty({ type: DashboardLinkView, nullable: true }) link!: DashboardLinkView | null;
}

export class TextBlockView {
  @ApiProperty({ enum: ['text'] }) type!: 'text';
  @ApiProperty({ description: 'Plain text; [n] marks citation n' }) text!: string;
}

class TableColumnView {
  @ApiProperty() key!: string;
  @ApiProperty() label!: string;
  @ApiProperty({ enum: ['left', 'right'] }) align!: 'left' | 'right';
}

class TableRowView {
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'string' },
    description: 'Display strings by column key',
  })
  cells!: Record<string, string>;
  @ApiProperty({ type: [Number] }) citations!: number[];
  @ApiProperty({ type: DashboardLinkView, nullable: true }) link!: DashboardLinkView | null;
}

export class TableBlockView {
  @ApiProperty({ enum: ['table'] }) type!: 'table';
  @ApiProperty() title!: string;
  @ApiProperty({ type: [TableColumnView] }) columns!: TableColumnView[];
  @ApiProperty({ type: [TableRowView] }) rows!: TableRowView[];
}

class ChartPointView {
  @ApiProperty({ oneOf: [{ type: 'number' }, { type: 'string' }] }) x!: number | string;
  @ApiProperty({ type: Number, nullable: true }) y!: number | null;
}

class ChartSeriesView {
  @ApiProperty() name!: string;
  @ApiProperty({ type: [ChartPointView] }) points!: ChartPointView[];
}

export class ChartBlockView {
  @ApiProperty({ enum: ['chart'] }) type!: 'chart';
  @ApiProperty() title!: string;
  @ApiProperty({ enum: ['line', 'bar'] }) kind!: 'line' | 'bar';
  @ApiProperty() xLabel!: string;
  @ApiProperty() yLabel!: string;
  @ApiProperty({ type: [ChartSeriesView] }) series!: ChartSeriesView[];
}

class SubjectView {
  @ApiProperty() tickerId!: string;
  @ApiProperty() exchangeCountryId!: number;
  @ApiProperty() name!: string;
  @ApiProperty() exchangeCountry!: string;
}

export class AnswerView {
  @ApiProperty({ enum: ANSWER_STATUSES }) status!: AnswerStatus;
  @ApiProperty({ enum: INTENTS }) intent!: Intent;
  @ApiProperty({ enum: ENGINES }) engine!: EngineName;
  @ApiProperty({ description: 'The LLM engine failed and the deterministic engine answered' })
  fallback!: boolean;
  @ApiProperty({
    type: String,
    nullable: true,
    enum: ['EXCHANGE_NOT_PERMITTED', 'TICKER_NOT_FOUND', 'WATCHLIST_NOT_FOUND'],
  })
  errorCode!: RefusalCode | null;
  @ApiProperty({ type: Number, nullable: true }) year!: number | null;
  @ApiProperty({
    type: 'array',
    items: {
      oneOf: [
        { $ref: getSchemaPath(TextBlockView) },
        { $ref: getSchemaPath(TableBlockView) },
        { $ref: getSchemaPath(ChartBlockView) },
      ],
    },
  })
  blocks!: AnswerBlock[];
  @ApiProperty({ type: [CitationView] }) citations!: CitationView[];
  @ApiProperty({ type: [String] }) suggestions!: string[];
  @ApiProperty({ type: SubjectView, nullable: true, description: 'The company the answer is about' })
  subject!: SubjectView | null;
}

export class TurnView {
  @ApiProperty() id!: string;
  @ApiProperty() question!: string;
  @ApiProperty() askedAt!: string;
  @ApiProperty({ type: AnswerView }) answer!: AnswerView;
}

export class ConversationSummaryView {
  @ApiProperty() id!: string;
  @ApiProperty() title!: string;
  @ApiProperty({ description: 'Questions asked' }) turns!: number;
  @ApiProperty() createdAt!: string;
  @ApiProperty() updatedAt!: string;
}

export class ConversationView {
  @ApiProperty() id!: string;
  @ApiProperty() title!: string;
  @ApiProperty() createdAt!: string;
  @ApiProperty() updatedAt!: string;
  @ApiProperty({ type: [TurnView], description: 'Oldest first' }) turns!: TurnView[];
}

export class LucaWorkspaceView {
  @ApiProperty({ enum: ENGINES }) engine!: EngineName;
  @ApiProperty({ type: String, nullable: true }) dataRevision!: string | null;
  @ApiProperty({ type: [ConversationSummaryView] }) conversations!: ConversationSummaryView[];
  @ApiProperty({ type: [String] }) suggestions!: string[];
}

export class SuggestionsView {
  @ApiProperty({ type: [String] }) suggestions!: string[];
}

export function summaryOf(conversation: Conversation): ConversationSummaryView {
  return {
    id: conversation.id,
    title: conversation.title,
    turns: conversation.turns,
    createdAt: conversation.createdAt.toISOString(),
    updatedAt: conversation.updatedAt.toISOString(),
  };
}

export function turnOf(turn: Turn): TurnView {
  const answer: Answer = turn.answer;
  return {
    id: turn.id,
    question: turn.question,
    askedAt: turn.askedAt.toISOString(),
    answer: { ...answer, subject: answer.subject ?? null },
  };
}

export function conversationOf(conversation: Conversation, turns: Turn[]): ConversationView {
  return {
    id: conversation.id,
    title: conversation.title,
    createdAt: conversation.createdAt.toISOString(),
    updatedAt: conversation.updatedAt.toISOString(),
    turns: turns.map(turnOf),
  };
}
