import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import type { Turn } from '../../../api/luca-api';
import { message } from '../../../shared/messages';
import { callsTo, deferred, fetchRouting, jsonResponse, type RouteAnswer } from '../../../test-support/http';
import { button, click, enableActEnvironment, mountApp, unmountApp } from '../../../test-support/mount-app';
import { aPrincipal } from '../../../test-support/principals';
import { aConversation, anAnswer, aSummary, aTurn, aWorkspace } from '../stores/luca-test-support';

vi.setConfig({ testTimeout: 20_000 });

beforeAll(async () => {
  enableActEnvironment();
  // Loaded on demand by the router: loaded once here, so the waits below are for the page only.
  await import('./LucaPage');
});
afterEach(unmountApp);

const LUCA_USER = aPrincipal({ lucaAccessible: true });
const NEW = aConversation({ id: 'c9', title: 'New conversation', turns: [] });
const QUESTION = 'Why does Hoshino Industrial have a C- rating?';

async function until(check: () => boolean, what: string): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if (check()) return;
    await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const text = () => document.body.textContent;

function questionBox(): HTMLTextAreaElement {
  const label = [...document.querySelectorAll('label')].find(
    (candidate) => candidate.textContent === 'Ask Luca',
  );
  const input = label === undefined ? null : document.getElementById(label.htmlFor);
  if (!(input instanceof HTMLTextAreaElement)) throw new Error('no question box');
  return input;
}

function typeQuestion(value: string): void {
  const input = questionBox();
  act(() => {
    Reflect.set(HTMLTextAreaElement.prototype, 'value', value, input);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

function press(element: HTMLElement, key: string, shiftKey = false): void {
  act(() => {
    element.dispatchEvent(new KeyboardEvent('keydown', { key, shiftKey, bubbles: true, cancelable: true }));
  });
}

function byLabel(label: string): HTMLElement {
  const found = document.querySelector<HTMLElement>(`[aria-label="${label}"]`);
  if (found === null) throw new Error(`nothing labelled ${label}`);
  return found;
}

function menuItem(label: string): HTMLElement {
  const found = [...document.querySelectorAll<HTMLElement>('[role="menuitem"]')].find(
    (candidate) => candidate.textContent === label,
  );
  if (found === undefined) throw new Error(`no menu item ${label}`);
  return found;
}

function chip(label: string): HTMLElement {
  const found = [...document.querySelectorAll<HTMLElement>('[role="button"].MuiChip-root')].find(
    (candidate) => candidate.textContent === label,
  );
  if (found === undefined) throw new Error(`no chip ${label}`);
  return found;
}

/**
 * The Luca page with the workspace of aWorkspace(); `held` answers calls to a path (no query) with a
 * promise the test resolves, to see what shows meanwhile.
 */
function mountLuca(
  routes: Record<string, RouteAnswer | RouteAnswer[]> = {},
  held: Record<string, Promise<Response>> = {},
) {
  const routed = fetchRouting({
    'POST /api/luca/open': jsonResponse(200, aWorkspace()),
    ...routes,
  });
  const fetchMock = vi.fn<typeof fetch>((input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.toString() : input.url;
    return held[url] ?? routed(input, init);
  });
  const app = mountApp('/luca', fetchMock, LUCA_USER);
  return { ...app, fetchMock };
}

describe('Luca page', () => {
  it('opens Luca once (LUCA_ACCESS) and shows the conversations and suggested questions', async () => {
    const { fetchMock } = mountLuca();
    await until(() => text().includes('Tech watch'), 'the conversations');
    expect(document.querySelector('h1')?.textContent).toBe('Luca');
    expect(document.title).toBe('Luca · Ledgerscope');
    expect(text()).toContain('Japanese industrials');
    expect(text()).toContain('3 questions');
    expect(text()).toContain('Ask Luca about accounting risk');
    expect(chip(QUESTION)).toBeDefined();
    expect(callsTo(fetchMock, 'POST /api/luca/open')).toHaveLength(1);
    // The send button waits for a question.
    expect(byLabel('Send question').hasAttribute('disabled')).toBe(true);
  });

  it('shows the permission message when the server refuses Luca', async () => {
    mountLuca({
      'POST /api/luca/open': jsonResponse(403, {
        statusCode: 403,
        errorCode: 'INSUFFICIENT_PERMISSION',
        message: message('INSUFFICIENT_PERMISSION'),
      }),
    });
    await until(() => text().includes(message('INSUFFICIENT_PERMISSION')), 'the permission message');
    expect(document.querySelector('h1')?.textContent).toBe('No permission');
  });

  it('shows another failure with Retry', async () => {
    mountLuca({
      'POST /api/luca/open': [
        jsonResponse(500, {
          statusCode: 500,
          errorCode: 'INTERNAL',
          message: 'An unknown error has occurred',
        }),
        jsonResponse(200, aWorkspace()),
      ],
    });
    await until(() => text().includes('An unknown error has occurred'), 'the error');
    click(button('Retry'));
    await until(() => text().includes('Tech watch'), 'the conversations');
  });

  it('asks a suggested question: the question at once, then the answer with its table and citations', async () => {
    const answer = deferred<Response>();
    const { fetchMock, router } = mountLuca(
      {
        'POST /api/luca/conversations': jsonResponse(201, NEW),
        'GET /api/luca/conversations': jsonResponse(200, [
          aSummary({ id: 'c9', title: QUESTION }),
          ...aWorkspace().conversations,
        ]),
      },
      { '/api/luca/conversations/c9/questions': answer.promise },
    );
    await until(() => text().includes('Tech watch'), 'the conversations');
    click(chip(QUESTION));
    await until(() => text().includes('Luca is looking into it'), 'the pending answer');
    expect(text()).toContain(`You asked: ${QUESTION}`);
    answer.resolve(jsonResponse(201, aTurn({ id: 't9' })));
    await until(() => text().includes('Top risk clusters, 2025'), 'the answer');
    expect(text()).not.toContain('Luca is looking into it');
    // The text's [1] is a link to the company dashboard; the table row links there too.
    const citation = byLabel(
      'Source 1: Final score, Hoshino Industrial, 2025: 71.20. Open in the company dashboard',
    );
    expect(citation.getAttribute('href')).toBe('/dashboard?tickerId=6501.T&exchangeCountryId=6&year=2025');
    const row = [...document.querySelectorAll('a')].find(
      (link) => link.textContent === 'Credit and receivables',
    );
    expect(row?.getAttribute('href')).toBe('/dashboard?tickerId=6501.T&exchangeCountryId=6&year=2025');
    // The quintile shows on the risk scale; the citation without a link points at its source entry.
    expect(byLabel('Quantile 5/5, very high risk')).toBeDefined();
    expect(
      byLabel('Source 3: Credit and receivables quintile, Hoshino Industrial, 2025: 5').getAttribute('href'),
    ).toBe('#source-t9-3');
    expect(callsTo(fetchMock, 'POST /api/luca/conversations/c9/questions')[0]?.body).toEqual({
      question: QUESTION,
    });
    // The conversation took the question's title.
    await until(
      () => document.querySelector('section[aria-label="Conversation"] h2')?.textContent === QUESTION,
      'the title',
    );

    click(citation);
    await until(() => router.state.location.pathname === '/dashboard', 'the dashboard');
    expect(router.state.location.search).toBe('?tickerId=6501.T&exchangeCountryId=6&year=2025');
  });

  it('sends with Enter, adds a line with Shift+Enter, and keeps a failed question to retry', async () => {
    const turn: Turn = aTurn({ id: 't2', question: 'Why is 6501.T so risky?' });
    const { fetchMock } = mountLuca({
      'GET /api/luca/conversations/c1': jsonResponse(200, aConversation()),
      'POST /api/luca/conversations/c1/questions': [
        jsonResponse(500, {
          statusCode: 500,
          errorCode: 'INTERNAL',
          message: 'An unknown error has occurred',
        }),
        jsonResponse(201, turn),
      ],
    });
    await until(() => text().includes('Japanese industrials'), 'the conversations');
    const entry = [
      ...document.querySelectorAll<HTMLElement>('nav [role="button"], nav .MuiListItemButton-root'),
    ].find((candidate) => candidate.textContent.startsWith('Japanese industrials'));
    if (entry === undefined) throw new Error('no conversation entry');
    click(entry);
    await until(() => text().includes('Top risk clusters, 2025'), 'the conversation');

    typeQuestion('Why is 6501.T so risky?');
    press(questionBox(), 'Enter', true);
    expect(callsTo(fetchMock, 'POST /api/luca/conversations/c1/questions')).toHaveLength(0);
    press(questionBox(), 'Enter');
    await until(() => text().includes('An unknown error has occurred'), 'the failure');
    expect(questionBox().value).toBe('Why is 6501.T so risky?');
    click(button('Retry'));
    await until(() => document.querySelectorAll('article').length === 2, 'the second answer');
    expect(callsTo(fetchMock, 'POST /api/luca/conversations/c1/questions')).toHaveLength(2);
    expect(questionBox().value).toBe('');
  });

  it('shows a question Luca did not understand with questions it can answer', async () => {
    const notUnderstood = anAnswer({
      status: 'NOT_UNDERSTOOD',
      intent: 'UNKNOWN',
      blocks: [{ type: 'text', text: "I can't answer that yet." }],
      citations: [],
      subject: null,
      suggestions: ['What does the accruals cluster mean?'],
    });
    mountLuca({
      'POST /api/luca/conversations': jsonResponse(201, NEW),
      'POST /api/luca/conversations/c9/questions': jsonResponse(
        201,
        aTurn({ id: 't9', question: 'Tell me a joke', answer: notUnderstood }),
      ),
      'GET /api/luca/conversations': jsonResponse(200, aWorkspace().conversations),
    });
    await until(() => text().includes('Tech watch'), 'the conversations');
    typeQuestion('Tell me a joke');
    click(byLabel('Send question'));
    await until(() => text().includes("I can't answer that yet."), 'the answer');
    expect(text()).toContain('Not understood');
    expect(text()).toContain('Questions Luca can answer');
    expect(chip('What does the accruals cluster mean?')).toBeDefined();
  });

  it('offers the conversations in a drawer (narrow screens), which closes once one is chosen', async () => {
    const { fetchMock } = mountLuca({
      'GET /api/luca/conversations/c2': jsonResponse(200, aConversation({ id: 'c2', title: 'Tech watch' })),
    });
    await until(() => text().includes('Tech watch'), 'the conversations');
    const toggle = byLabel('Show conversations');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    click(toggle);
    await until(() => document.querySelector('.MuiDrawer-root nav') !== null, 'the drawer');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const entry = [...document.querySelectorAll<HTMLElement>('.MuiDrawer-root .MuiListItemButton-root')].find(
      (candidate) => candidate.textContent.startsWith('Tech watch'),
    );
    if (entry === undefined) throw new Error('no entry in the drawer');
    click(entry);
    await until(() => document.querySelector('.MuiDrawer-root nav') === null, 'the drawer to close');
    await until(() => document.querySelectorAll('article').length === 1, 'the conversation');
    expect(callsTo(fetchMock, 'GET /api/luca/conversations/c2')).toHaveLength(1);
    expect(document.querySelector('section[aria-label="Conversation"] h2')?.textContent).toBe('Tech watch');
  });

  it('renames and deletes a conversation from its menu', async () => {
    const { fetchMock } = mountLuca({
      'PATCH /api/luca/conversations/c2': jsonResponse(200, aSummary({ id: 'c2', title: 'Chips', turns: 3 })),
      'DELETE /api/luca/conversations/c2': jsonResponse(204),
    });
    await until(() => text().includes('Tech watch'), 'the conversations');
    click(byLabel('Actions for Tech watch'));
    click(menuItem('Rename'));
    await until(() => document.querySelector('[role="dialog"] input') !== null, 'the rename dialog');
    const input = document.querySelector<HTMLInputElement>('[role="dialog"] input');
    if (input === null) throw new Error('no title field');
    expect(input.value).toBe('Tech watch');
    act(() => {
      Reflect.set(HTMLInputElement.prototype, 'value', '   ', input);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    act(() => {
      document
        .querySelector('[role="dialog"] form')
        ?.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    });
    await until(() => text().includes(message('LUCA_TITLE_REQUIRED')), 'the title error');
    expect(callsTo(fetchMock, 'PATCH /api/luca/conversations/c2')).toHaveLength(0);
    act(() => {
      Reflect.set(HTMLInputElement.prototype, 'value', 'Chips', input);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    act(() => {
      document
        .querySelector('[role="dialog"] form')
        ?.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    });
    await until(() => text().includes('Chips') && !text().includes('Tech watch'), 'the new title');
    expect(callsTo(fetchMock, 'PATCH /api/luca/conversations/c2')[0]?.body).toEqual({ title: 'Chips' });

    await until(() => document.querySelector('[role="dialog"]') === null, 'the dialog to close');
    click(byLabel('Actions for Chips'));
    click(menuItem('Delete'));
    await until(() => text().includes('Delete “Chips”?'), 'the confirmation');
    const confirm = [...document.querySelectorAll<HTMLElement>('[role="dialog"] button')].find(
      (candidate) => candidate.textContent === 'Delete',
    );
    if (confirm === undefined) throw new Error('no Delete button');
    click(confirm);
    await until(() => !document.querySelector('nav')?.textContent.includes('Chips'), 'the conversation gone');
    expect(callsTo(fetchMock, 'DELETE /api/luca/conversations/c2')).toHaveLength(1);
  });
});
