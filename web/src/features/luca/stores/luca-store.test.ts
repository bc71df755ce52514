import { describe, expect, it } from 'vitest';

import { ApiError } from '../../../api/api-client';
import type { Conversation, Turn } from '../../../api/luca-api';
import { message } from '../../../shared/messages';
import { conversationTitleError, LucaStore, questionError } from './luca-store';
import {
  aConversation,
  aRefusal,
  apiError,
  aSummary,
  aTurn,
  aWorkspace,
  fakeLucaHttp,
  held,
  type FakeAnswer,
} from './luca-test-support';

const NEW = aConversation({ id: 'c9', title: 'New conversation', turns: [] });

async function opened(routes: Record<string, FakeAnswer> = {}) {
  const fake = fakeLucaHttp({ 'POST /luca/open': aWorkspace(), ...routes });
  const store = new LucaStore(fake.api);
  await store.open();
  return { ...fake, store };
}

describe('LucaStore: opening Luca', () => {
  it('loads the conversations and suggestions once, with every error shown on the page', async () => {
    const { store, calls } = await opened();
    expect(store.status).toBe('ready');
    expect(store.engine).toBe('DETERMINISTIC');
    expect(store.dataRevision).toBe('2026-11-20T00:00:00.000Z');
    expect(store.conversations.map((item) => item.title)).toEqual(['Japanese industrials', 'Tech watch']);
    expect(store.suggestions).toHaveLength(2);
    // A new conversation is on screen, with the suggestions.
    expect(store.activeId).toBeUndefined();
    expect(store.title).toBe('New conversation');
    expect(store.isEmpty).toBe(true);
    expect(calls).toEqual([
      { method: 'POST', path: '/luca/open', body: undefined, options: { notifyOnError: false } },
    ]);
  });

  it('says loading while the workspace is on its way', async () => {
    const answer = held<unknown>();
    const fake = fakeLucaHttp({ 'POST /luca/open': () => answer.promise });
    const store = new LucaStore(fake.api);
    const opening = store.open();
    expect(store.status).toBe('loading');
    answer.resolve(aWorkspace({ conversations: [] }));
    await opening;
    expect(store.status).toBe('ready');
    expect(store.conversations).toEqual([]);
  });

  it('shows the permission message when the server refuses Luca (no lucaAccessible, outside the dates)', async () => {
    const { store } = await opened({
      'POST /luca/open': apiError(403, 'INSUFFICIENT_PERMISSION', message('INSUFFICIENT_PERMISSION')),
    });
    expect(store.status).toBe('denied');
  });

  it('shows the permission message when Luca is taken away while the page is open', async () => {
    const refusal = apiError(403, 'INSUFFICIENT_PERMISSION', message('INSUFFICIENT_PERMISSION'));
    const { store } = await opened({
      'POST /luca/conversations': NEW,
      'POST /luca/conversations/c9/questions': refusal,
      'GET /luca/conversations/c1': refusal,
    });
    expect(await store.askSuggestion('Why?')).toBe(false);
    expect(store.status).toBe('denied');
    const again = await opened({ 'GET /luca/conversations/c1': refusal });
    await again.store.select('c1');
    expect(again.store.status).toBe('denied');
  });

  it('keeps other refusals as text, and opens again on retry', async () => {
    const noBundle = "You haven't subscribed to any bundle yet. Please update your subscription first.";
    const { store, route } = await opened({
      'POST /luca/open': apiError(403, 'SUBSCRIPTION_UNAVAILABLE', noBundle),
    });
    expect(store.status).toBe('error');
    expect(store.error).toBe(noBundle);
    route('POST /luca/open', aWorkspace());
    await store.open();
    expect(store.status).toBe('ready');
    expect(store.error).toBeUndefined();
  });
});

describe('LucaStore: conversations', () => {
  it('shows a conversation with its turns, and a new one again', async () => {
    const { store } = await opened({ 'GET /luca/conversations/c1': aConversation() });
    const selecting = store.select('c1');
    expect(store.threadState.status).toBe('loading');
    expect(store.activeId).toBe('c1');
    await selecting;
    expect(store.threadState.status).toBe('ready');
    expect(store.turns.map((turn) => turn.question)).toEqual([
      'Why does Hoshino Industrial have a C- rating?',
    ]);
    expect(store.title).toBe('Japanese industrials');
    expect(store.isEmpty).toBe(false);
    store.startNew();
    expect(store.activeId).toBeUndefined();
    expect(store.turns).toEqual([]);
    expect(store.isEmpty).toBe(true);
  });

  it('keeps only the answer of the conversation chosen last', async () => {
    const slow = held<Conversation>();
    const { store } = await opened({
      'GET /luca/conversations/c1': () => slow.promise,
      'GET /luca/conversations/c2': aConversation({ id: 'c2', title: 'Tech watch' }),
    });
    const first = store.select('c1');
    await store.select('c2');
    slow.resolve(aConversation());
    await first;
    expect(store.activeId).toBe('c2');
    expect(store.thread?.id).toBe('c2');
  });

  it('forgets a conversation that is gone, and says so', async () => {
    const { store } = await opened({
      'GET /luca/conversations/c1': apiError(
        404,
        'LUCA_CONVERSATION_NOT_FOUND',
        message('LUCA_CONVERSATION_NOT_FOUND'),
      ),
    });
    await store.select('c1');
    expect(store.threadState).toEqual({
      status: 'error',
      message: 'The conversation could not be found.',
    });
    expect(store.conversations.map((item) => item.id)).toEqual(['c2']);
  });

  it('validates a new title before renaming (1 to 100 characters after trimming)', async () => {
    const { store, calls } = await opened();
    expect(conversationTitleError('  ')).toBe(message('LUCA_TITLE_REQUIRED'));
    expect(conversationTitleError('x'.repeat(101))).toBe(message('LUCA_TITLE_REQUIRED'));
    expect(conversationTitleError(` ${'x'.repeat(100)} `)).toBeUndefined();
    expect(await store.rename('c1', '   ')).toBe('Conversation title is required (at most 100 characters).');
    expect(await store.rename('c1', 'y'.repeat(101))).toBe(message('LUCA_TITLE_REQUIRED'));
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([]);
  });

  it('renames a conversation in the list and on screen', async () => {
    const { store, callsTo } = await opened({
      'GET /luca/conversations/c1': aConversation(),
      'PATCH /luca/conversations/c1': aSummary({ title: 'Hoshino deep dive' }),
    });
    await store.select('c1');
    expect(await store.rename('c1', '  Hoshino deep dive ')).toBeUndefined();
    expect(callsTo('PATCH /luca/conversations/c1')[0]?.body).toEqual({ title: 'Hoshino deep dive' });
    expect(store.conversations[0]?.title).toBe('Hoshino deep dive');
    expect(store.title).toBe('Hoshino deep dive');
    expect(store.thread?.title).toBe('Hoshino deep dive');
  });

  it('answers a refused rename with the server text', async () => {
    const { store } = await opened({
      'PATCH /luca/conversations/c2': new ApiError(500, undefined, 'An unknown error has occurred'),
    });
    expect(await store.rename('c2', 'Fine title')).toBe('An unknown error has occurred');
    expect(store.conversations[1]?.title).toBe('Tech watch');
  });

  it('deletes a conversation; deleting the one on screen starts a new one', async () => {
    const { store, callsTo } = await opened({
      'GET /luca/conversations/c1': aConversation(),
      'DELETE /luca/conversations/c1': undefined,
    });
    await store.select('c1');
    expect(await store.remove('c1')).toBeUndefined();
    expect(callsTo('DELETE /luca/conversations/c1')).toHaveLength(1);
    expect(store.conversations.map((item) => item.id)).toEqual(['c2']);
    expect(store.activeId).toBeUndefined();
    expect(store.isEmpty).toBe(true);
  });

  it('keeps a conversation whose deletion failed, and says why', async () => {
    const { store } = await opened({
      'DELETE /luca/conversations/c2': new ApiError(0, undefined, 'An unknown error has occurred'),
    });
    expect(await store.remove('c2')).toBe('An unknown error has occurred');
    expect(store.conversations).toHaveLength(2);
  });

  it('treats a conversation already deleted elsewhere as deleted', async () => {
    const { store } = await opened({
      'DELETE /luca/conversations/c2': apiError(404, 'LUCA_CONVERSATION_NOT_FOUND', 'gone'),
    });
    expect(await store.remove('c2')).toBeUndefined();
    expect(store.conversations.map((item) => item.id)).toEqual(['c1']);
  });
});

describe('LucaStore: asking', () => {
  it('checks a question before sending it', async () => {
    const { store } = await opened();
    expect(questionError('  ')).toBe('Please enter a question.');
    expect(questionError('q'.repeat(1001))).toBe('A question can have at most 1000 characters.');
    expect(questionError('q'.repeat(1000))).toBeUndefined();
    expect(store.canSend).toBe(false);
    store.setDraft('q'.repeat(1001));
    expect(store.canSend).toBe(false);
    expect(store.draftError).toBe(message('LUCA_QUESTION_TOO_LONG'));
    expect(await store.sendDraft()).toBe(false);
    store.setDraft('Why?');
    expect(store.draftError).toBeUndefined();
    expect(store.canSend).toBe(true);
  });

  it('creates the conversation with its first question, shows the question at once and the answer after', async () => {
    const answer = held<Turn>();
    const { store, callsTo } = await opened({
      'POST /luca/conversations': NEW,
      'POST /luca/conversations/c9/questions': () => answer.promise,
      'GET /luca/conversations': [
        aSummary({ id: 'c9', title: 'Why does Hoshino Industrial have a C- rating?' }),
        ...aWorkspace().conversations,
      ],
    });
    store.setDraft('  Why does Hoshino Industrial have a C- rating?\n');
    const sending = store.sendDraft();
    // Optimistic: the question shows, the box empties, Luca is busy.
    expect(store.draft).toBe('');
    expect(store.sending).toBe(true);
    expect(store.canSend).toBe(false);
    expect(store.visiblePending?.question).toBe('Why does Hoshino Industrial have a C- rating?');
    expect(store.isEmpty).toBe(false);
    await Promise.resolve();
    await Promise.resolve();
    // The conversation exists now, first in the list, and is the one on screen.
    expect(store.activeId).toBe('c9');
    expect(store.conversations[0]?.id).toBe('c9');
    expect(store.visiblePending?.question).toBe('Why does Hoshino Industrial have a C- rating?');
    answer.resolve(aTurn({ id: 't9' }));
    expect(await sending).toBe(true);
    expect(store.sending).toBe(false);
    expect(store.visiblePending).toBeUndefined();
    expect(store.turns.map((turn) => turn.id)).toEqual(['t9']);
    expect(callsTo('POST /luca/conversations')[0]?.body).toEqual({});
    expect(callsTo('POST /luca/conversations/c9/questions')[0]?.body).toEqual({
      question: 'Why does Hoshino Industrial have a C- rating?',
    });
    // The server named the conversation after its first question: the list reads it.
    await Promise.resolve();
    await Promise.resolve();
    expect(callsTo('GET /luca/conversations')).toHaveLength(1);
    expect(store.conversations[0]).toMatchObject({
      id: 'c9',
      title: 'Why does Hoshino Industrial have a C- rating?',
    });
    expect(store.title).toBe('Why does Hoshino Industrial have a C- rating?');
  });

  it('asks in the conversation on screen and moves it to the top of the list', async () => {
    const { store, callsTo } = await opened({
      'GET /luca/conversations/c2': aConversation({ id: 'c2', title: 'Tech watch' }),
      'POST /luca/conversations/c2/questions': aTurn({ id: 't2', askedAt: '2026-11-22T10:00:00.000Z' }),
    });
    await store.select('c2');
    store.setDraft('How has Hoshino changed?');
    expect(await store.sendDraft()).toBe(true);
    expect(callsTo('POST /luca/conversations')).toHaveLength(0);
    expect(store.turns.map((turn) => turn.id)).toEqual(['t1', 't2']);
    expect(store.conversations.map((item) => item.id)).toEqual(['c2', 'c1']);
    expect(store.conversations[0]).toMatchObject({ turns: 4, updatedAt: '2026-11-22T10:00:00.000Z' });
    // A named conversation keeps its name: no list reload.
    expect(callsTo('GET /luca/conversations')).toHaveLength(0);
  });

  it('asks one question at a time', async () => {
    const answer = held<Turn>();
    const { store, callsTo } = await opened({
      'GET /luca/conversations/c1': aConversation(),
      'POST /luca/conversations/c1/questions': () => answer.promise,
    });
    await store.select('c1');
    const first = store.askSuggestion('First?');
    expect(await store.askSuggestion('Second?')).toBe(false);
    store.setDraft('Third?');
    expect(await store.sendDraft()).toBe(false);
    expect(store.draft).toBe('Third?');
    answer.resolve(aTurn({ id: 't2', question: 'First?' }));
    expect(await first).toBe(true);
    expect(callsTo('POST /luca/conversations/c1/questions')).toHaveLength(1);
  });

  it('asks a suggestion at once and leaves the question box as it was', async () => {
    const { store, callsTo } = await opened({
      'POST /luca/conversations': NEW,
      'POST /luca/conversations/c9/questions': aTurn({
        id: 't9',
        question: 'What does the accruals cluster mean?',
      }),
      'GET /luca/conversations': aWorkspace().conversations,
    });
    store.setDraft('half-typed');
    expect(await store.askSuggestion(store.suggestions[1] ?? '')).toBe(true);
    expect(callsTo('POST /luca/conversations/c9/questions')[0]?.body).toEqual({
      question: 'What does the accruals cluster mean?',
    });
    expect(store.draft).toBe('half-typed');
    expect(store.turns).toHaveLength(1);
  });

  it('keeps a failed question to retry, and puts it back in the empty box', async () => {
    const { store, route, callsTo } = await opened({
      'GET /luca/conversations/c1': aConversation(),
      'POST /luca/conversations/c1/questions': new ApiError(0, undefined, 'An unknown error has occurred'),
    });
    await store.select('c1');
    store.setDraft('Why is 6501.T so risky?');
    expect(await store.sendDraft()).toBe(false);
    expect(store.sending).toBe(false);
    expect(store.visiblePending).toBeUndefined();
    expect(store.visibleFailure).toMatchObject({
      question: 'Why is 6501.T so risky?',
      message: 'An unknown error has occurred',
    });
    expect(store.draft).toBe('Why is 6501.T so risky?');
    // Another conversation does not show this failure.
    store.startNew();
    expect(store.visibleFailure).toBeUndefined();
    await store.select('c1');
    route('POST /luca/conversations/c1/questions', aTurn({ id: 't2', question: 'Why is 6501.T so risky?' }));
    expect(await store.retry()).toBe(true);
    expect(store.visibleFailure).toBeUndefined();
    expect(store.draft).toBe('');
    expect(store.turns.map((turn) => turn.id)).toEqual(['t1', 't2']);
    expect(callsTo('POST /luca/conversations/c1/questions')).toHaveLength(2);
  });

  it('says a full conversation is full (409) with the server text', async () => {
    const { store } = await opened({
      'GET /luca/conversations/c1': aConversation(),
      'POST /luca/conversations/c1/questions': apiError(
        409,
        'LUCA_CONVERSATION_FULL',
        message('LUCA_CONVERSATION_FULL'),
      ),
    });
    await store.select('c1');
    expect(await store.askSuggestion('One more?')).toBe(false);
    expect(store.visibleFailure).toMatchObject({
      errorCode: 'LUCA_CONVERSATION_FULL',
      message: 'This conversation is full. Please start a new one.',
    });
  });

  it('starts over when the conversation was deleted meanwhile', async () => {
    const { store } = await opened({
      'GET /luca/conversations/c1': aConversation(),
      'POST /luca/conversations/c1/questions': apiError(
        404,
        'LUCA_CONVERSATION_NOT_FOUND',
        message('LUCA_CONVERSATION_NOT_FOUND'),
      ),
    });
    await store.select('c1');
    expect(await store.askSuggestion('Still there?')).toBe(false);
    expect(store.activeId).toBeUndefined();
    expect(store.conversations.map((item) => item.id)).toEqual(['c2']);
    // The failure shows in the new conversation, ready to retry there.
    expect(store.visibleFailure?.message).toBe('The conversation could not be found.');
  });

  it('shows a question that could not even create its conversation, in the new conversation', async () => {
    const { store } = await opened({
      'POST /luca/conversations': new ApiError(500, undefined, 'An unknown error has occurred'),
    });
    expect(await store.askSuggestion('Why?')).toBe(false);
    expect(store.activeId).toBeUndefined();
    expect(store.visibleFailure).toMatchObject({ question: 'Why?', conversationId: undefined });
    expect(store.conversations).toHaveLength(2);
  });

  it('files an answer under its own conversation when another one was opened meanwhile', async () => {
    const answer = held<Turn>();
    const { store } = await opened({
      'GET /luca/conversations/c1': aConversation(),
      'GET /luca/conversations/c2': aConversation({ id: 'c2', title: 'Tech watch', turns: [] }),
      'POST /luca/conversations/c1/questions': () => answer.promise,
    });
    await store.select('c1');
    const asking = store.askSuggestion('Follow-up?');
    await store.select('c2');
    expect(store.visiblePending).toBeUndefined();
    expect(store.sending).toBe(true);
    answer.resolve(aTurn({ id: 't2', question: 'Follow-up?' }));
    await asking;
    expect(store.turns).toEqual([]);
    expect(store.conversations[0]).toMatchObject({ id: 'c1', turns: 2 });
  });

  it('keeps a refusal as an answer (201 with status REFUSED)', async () => {
    const refusal = aRefusal();
    const { store } = await opened({
      'GET /luca/conversations/c1': aConversation(),
      'POST /luca/conversations/c1/questions': aTurn({ id: 't2', answer: refusal }),
    });
    await store.select('c1');
    expect(await store.askSuggestion('Why is Brit Mining rated D?')).toBe(true);
    expect(store.turns.at(-1)?.answer.status).toBe('REFUSED');
    expect(store.visibleFailure).toBeUndefined();
  });
});
