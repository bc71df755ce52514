import { FixedClock } from '../../../../../shared/domain/clock.js';
import { AnswerDraft, type Answer } from '../../../domain/answer.js';
import { Conversation } from '../../../domain/conversation.js';
import { LucaError } from '../../../domain/luca-error.js';
import { InMemoryConversationRepository } from '../../../infrastructure/persistence/in-memory-luca.repositories.js';
import { AnsweringEngine, type Question } from '../../ports/answering-engine.js';
import type { LucaTools } from '../../tools/luca-tools.js';
import { AskQuestionHandler } from './ask-question.handler.js';
import { AskQuestion } from './ask-question.command.js';

const SUBJECT = { tickerId: 'HOS-JP', exchangeCountryId: 6, name: 'Hoshino', exchangeCountry: 'Japan' };

/** Answers "about Hoshino" to every question, not understanding those that say "joke". */
class ScriptedEngine extends AnsweringEngine {
  readonly name = 'DETERMINISTIC' as const;
  readonly asked: Question[] = [];
  answer(question: Question): Promise<Answer> {
    this.asked.push(question);
    const draft = new AnswerDraft();
    draft.text(`About Hoshino: ${question.text}`);
    const joke = question.text.includes('joke');
    return Promise.resolve(
      draft.finish(
        {
          status: joke ? 'NOT_UNDERSTOOD' : 'ANSWERED',
          intent: joke ? 'UNKNOWN' : 'SCORE_EXPLANATION',
          errorCode: null,
          year: 2025,
          subject: joke ? null : SUBJECT,
          suggestions: [],
        },
        this.name,
      ),
    );
  }
}

describe('AskQuestionHandler', () => {
  const clock = new FixedClock(new Date('2026-11-21T09:00:00Z'));
  const tools = {
    suggestions: () => Promise.resolve(['What does the accruals cluster mean?']),
  } as unknown as LucaTools;
  let conversations: InMemoryConversationRepository;
  let engine: ScriptedEngine;
  let handler: AskQuestionHandler;

  beforeEach(async () => {
    conversations = new InMemoryConversationRepository();
    engine = new ScriptedEngine();
    handler = new AskQuestionHandler(conversations, engine, tools, clock);
    await conversations.save(
      new Conversation({ id: 'c', tenantId: 't', userId: 'u', createdAt: clock.now() }),
    );
  });

  it('stores each question with its answer, and gives the engine the previous company and the context', async () => {
    const first = await handler.execute(
      new AskQuestion('t', 'u', 'c', ' Why does Hoshino have a D rating? '),
    );
    expect(first).toMatchObject({ position: 0, question: 'Why does Hoshino have a D rating?' });
    expect(engine.asked[0]).toMatchObject({ previous: null, history: [] });
    await handler.execute(new AskQuestion('t', 'u', 'c', 'How has its score changed?'));
    expect(engine.asked[1]).toMatchObject({
      asker: { tenantId: 't', userId: 'u' },
      previous: SUBJECT,
      history: [
        {
          question: 'Why does Hoshino have a D rating?',
          answer: 'About Hoshino: Why does Hoshino have a D rating?',
        },
      ],
    });
    const conversation = await conversations.byId('t', 'u', 'c');
    expect(conversation).toMatchObject({ turns: 2, title: 'Why does Hoshino have a D rating?' });
    expect((await conversations.turnsOf(conversation as Conversation)).map((turn) => turn.position)).toEqual([
      0, 1,
    ]);
  });

  it('adds suggestions to an answer that did not understand', async () => {
    const turn = await handler.execute(new AskQuestion('t', 'u', 'c', 'Tell me a joke'));
    expect(turn.answer.suggestions).toEqual(['What does the accruals cluster mean?']);
  });

  it("refuses another user's conversation and an empty question, asking nothing", async () => {
    await expect(handler.execute(new AskQuestion('t', 'other', 'c', 'Why?'))).rejects.toEqual(
      new LucaError('LUCA_CONVERSATION_NOT_FOUND'),
    );
    await expect(handler.execute(new AskQuestion('t', 'u', 'c', '   '))).rejects.toEqual(
      new LucaError('LUCA_QUESTION_REQUIRED'),
    );
    expect(engine.asked).toHaveLength(0);
  });
});
