import { ContentError } from './content-error.js';
import { Ticket } from './ticket.js';

const author = { userId: 'u-1', email: 'ada@acme.test', role: 'USER', tenantId: 't-1' };
const at = new Date('2026-11-21T08:00:00Z');

function submit(title?: string, body?: string, kind?: string): string {
  try {
    Ticket.submit({ id: 'x', title, body, kind, currentView: '/dashboard', author, at });
    return 'accepted';
  } catch (error) {
    return error instanceof ContentError ? error.code : String(error);
  }
}

describe('Ticket', () => {
  it('keeps the trimmed title and body with the author and view', () => {
    const ticket = Ticket.submit({
      id: 't',
      title: ' Help ',
      body: ' Cannot download ',
      kind: undefined,
      currentView: ' /dashboard?share=abc ',
      author,
      at,
    });
    expect(ticket).toMatchObject({
      kind: 'SUPPORT',
      title: 'Help',
      body: 'Cannot download',
      currentView: '/dashboard?share=abc',
      email: 'ada@acme.test',
      tenantId: 't-1',
      mailedAt: null,
    });
  });

  it('answers the spec texts in order: both, title, body, then lengths and kind', () => {
    expect(submit('', ' ')).toBe('TICKET_REQUIRED');
    expect(submit(undefined, 'body')).toBe('TICKET_TITLE_REQUIRED');
    expect(submit('title', '')).toBe('TICKET_BODY_REQUIRED');
    expect(submit('t'.repeat(101), 'b')).toBe('TICKET_TITLE_TOO_LONG');
    expect(submit('t'.repeat(100), 'b'.repeat(501))).toBe('TICKET_BODY_TOO_LONG');
    expect(submit('t'.repeat(100), 'b'.repeat(500))).toBe('accepted');
    expect(submit('t', 'b', 'ISSUE')).toBe('accepted');
    expect(submit('t', 'b', 'BUG')).toBe('INVALID_TICKET_KIND');
  });
});
