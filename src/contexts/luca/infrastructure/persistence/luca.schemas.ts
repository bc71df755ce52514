import { EntitySchema } from '@mikro-orm/core';
import { Conversation } from '../../domain/conversation.js';
import { Turn } from '../../domain/turn.js';
import { LucaVisit } from './luca-visit.js';

export const ConversationSchema = new EntitySchema<Conversation>({
  class: Conversation,
  schema: 'luca',
  tableName: 'conversation',
  indexes: [{ name: 'conversation_user_updated_idx', properties: ['tenantId', 'userId', 'updatedAt'] }],
  properties: {
    id: { type: 'uuid', primary: true },
    tenantId: { type: 'uuid' },
    userId: { type: 'uuid' },
    title: { type: 'string', length: 100 },
    titled: { type: 'boolean' },
    turns: { type: 'integer' },
    createdAt: { type: 'datetime' },
    updatedAt: { type: 'datetime' },
  },
});

/** The questions and answers of a conversation; removed with it (by the repository, in one transaction). */
export const TurnSchema = new EntitySchema<Turn>({
  class: Turn,
  schema: 'luca',
  tableName: 'turn',
  uniques: [{ name: 'turn_conversation_position_unique', properties: ['conversationId', 'position'] }],
  properties: {
    id: { type: 'uuid', primary: true },
    conversationId: { type: 'uuid' },
    position: { type: 'integer' },
    question: { type: 'text' },
    /** The answer as given: blocks, citations and links (docs/api/luca.md, AnswerView). */
    answer: { type: 'json', columnType: 'jsonb' },
    askedAt: { type: 'datetime' },
  },
});

export const LucaVisitSchema = new EntitySchema<LucaVisit>({
  class: LucaVisit,
  schema: 'luca',
  tableName: 'visit',
  indexes: [{ name: 'visit_tenant_user_idx', properties: ['tenantId', 'userId'] }],
  properties: {
    sessionId: { type: 'uuid', primary: true },
    tenantId: { type: 'uuid' },
    userId: { type: 'uuid' },
    at: { type: 'datetime' },
  },
});

export const lucaEntities = [ConversationSchema, TurnSchema, LucaVisitSchema];
