import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../../shared/domain/clock.js';
import { Conversation } from '../../../domain/conversation.js';
import { ConversationRepository } from '../../../domain/conversation.repository.js';
import { LucaError } from '../../../domain/luca-error.js';
import { Turn } from '../../../domain/turn.js';
import { AnsweringEngine } from '../../ports/answering-engine.js';
import { LucaTools } from '../../tools/luca-tools.js';
import { AskQuestion } from './ask-question.command.js';

/** Earlier turns a language model sees with the question. */
const CONTEXT_TURNS = 4;

@CommandHandler(AskQuestion)
export class AskQuestionHandler implements ICommandHandler<AskQuestion> {
  constructor(
    private readonly conversations: ConversationRepository,
    private readonly engine: AnsweringEngine,
    private readonly tools: LucaTools,
    private readonly clock: Clock,
  ) {}

  async execute({ tenantId, userId, conversationId, question }: AskQuestion): Promise<Turn> {
    const text = Conversation.checkedQuestion(question);
    const conversation = await this.conversations.byId(tenantId, userId, conversationId);
    if (!conversation) throw new LucaError('LUCA_CONVERSATION_NOT_FOUND');
    const position = conversation.ask(text, this.clock.now());
    const recent = await this.conversations.recentTurnsOf(conversation, CONTEXT_TURNS);
    let answer = await this.engine.answer({
      asker: { tenantId, userId },
      text,
      previous: recent.at(-1)?.answer.subject ?? null,
      history: recent.map((turn) => ({
        question: turn.question,
        answer: turn.answer.blocks.flatMap((block) => (block.type === 'text' ? [block.text] : [])).join('\n'),
      })),
    });
    if (answer.status !== 'ANSWERED' && answer.suggestions.length === 0)
      answer = { ...answer, suggestions: await this.tools.suggestions({ tenantId, userId }) };
    const turn = new Turn({
      id: randomUUID(),
      conversationId: conversation.id,
      position,
      question: text,
      answer,
      askedAt: this.clock.now(),
    });
    await this.conversations.addTurn(conversation, turn);
    return turn;
  }
}
