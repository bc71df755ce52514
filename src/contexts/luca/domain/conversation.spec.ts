import { Conversation, DEFAULT_TITLE, MAX_TURNS } from './conversation.js';
import { LucaError } from './luca-error.js';

const AT = new Date('2026-11-21T09:00:00Z');
const LATER = new Date('2026-11-21T10:00:00Z');

describe('Conversation', () => {
  it('is named after its first question until the user names it', () => {
    const conversation = new Conversation({ id: 'c', tenantId: 't', userId: 'u', createdAt: AT });
    expect(conversation.title).toBe(DEFAULT_TITLE);
    expect(conversation.ask('  Why does   Hoshino have a D rating? ', LATER)).toBe(0);
    expect(conversation.title).toBe('Why does Hoshino have a D rating?');
    expect(conversation.ask('How has its score changed?', LATER)).toBe(1);
    expect(conversation.title).toBe('Why does Hoshino have a D rating?');
    expect(conversation.updatedAt).toBe(LATER);

    const named = new Conversation({ id: 'd', tenantId: 't', userId: 'u', title: ' Japan ', createdAt: AT });
    named.ask('Anything', LATER);
    expect(named.title).toBe('Japan');
  });

  it('cuts a long first question to the title length', () => {
    const conversation = new Conversation({ id: 'c', tenantId: 't', userId: 'u', createdAt: AT });
    conversation.ask('x'.repeat(300), LATER);
    expect(conversation.title).toHaveLength(100);
  });

  it('renames with a trimmed title of 1 to 100 characters', () => {
    const conversation = new Conversation({ id: 'c', tenantId: 't', userId: 'u', createdAt: AT });
    conversation.rename('  Receivables screen ', LATER);
    expect(conversation).toMatchObject({ title: 'Receivables screen', titled: true });
    for (const title of ['', '   ', 'x'.repeat(101)])
      expect(() => conversation.rename(title, LATER)).toThrow(new LucaError('LUCA_TITLE_REQUIRED'));
  });

  it('takes questions of 1 to 1000 characters, up to its limit', () => {
    expect(() => Conversation.checkedQuestion('  ')).toThrow(new LucaError('LUCA_QUESTION_REQUIRED'));
    expect(() => Conversation.checkedQuestion('x'.repeat(1001))).toThrow(
      new LucaError('LUCA_QUESTION_TOO_LONG'),
    );
    const conversation = new Conversation({ id: 'c', tenantId: 't', userId: 'u', createdAt: AT });
    conversation.turns = MAX_TURNS;
    expect(() => conversation.ask('One more', LATER)).toThrow(new LucaError('LUCA_CONVERSATION_FULL'));
  });
});
