import { describe, expect, it } from 'vitest';

import type { TicketInput } from '../../api/content-api';
import { badRequest } from '../../features/content/content-test-support';
import { TicketForm, validateTicket } from './ticket-form';

const SENT = { id: 't-1', createdAt: '2026-11-21T08:15:00.000Z', mailed: true };

describe('validateTicket', () => {
  it("gives the spec's summary when both are empty, else the field's own text", () => {
    expect(validateTicket(' ', '')).toEqual({
      summary: "Please enter ticket's title and body. Both are required.",
    });
    expect(validateTicket('', 'Body')).toEqual({ ticketTitle: 'Ticket Title is required.' });
    expect(validateTicket('Title', '  ')).toEqual({ ticketBody: 'Ticket Body is required.' });
  });

  it('allows a title of 100 characters and a body of 500, not more', () => {
    expect(validateTicket('t'.repeat(100), 'b'.repeat(500))).toEqual({});
    expect(validateTicket('t'.repeat(101), 'b'.repeat(501))).toEqual({
      ticketTitle: 'Ticket Title can have at most 100 characters.',
      ticketBody: 'Ticket Body can have at most 500 characters.',
    });
  });
});

describe('TicketForm', () => {
  it('marks both fields with the summary, and sends the trimmed ticket with its kind and view', async () => {
    const form = new TicketForm('ISSUE');
    expect(form.title).toBe('Report issues');
    const sent: TicketInput[] = [];
    const send = (input: TicketInput) => {
      sent.push(input);
      return Promise.resolve(SENT);
    };
    expect(await form.submit(send, '/dashboard')).toBe('invalid');
    expect(form.invalid('ticketTitle')).toBe(true);
    expect(form.invalid('ticketBody')).toBe(true);
    form.set('ticketTitle', ' Chart is blank ');
    expect(form.errors.summary).toBeUndefined();
    form.set('ticketBody', ' The risk chart shows nothing for 2024. ');
    expect(await form.submit(send, '/dashboard?share=abc')).toBe('saved');
    expect(sent).toEqual([
      {
        ticketTitle: 'Chart is blank',
        ticketBody: 'The risk chart shows nothing for 2024.',
        kind: 'ISSUE',
        currentView: '/dashboard?share=abc',
      },
    ]);
  });

  it("shows the server's refusal under its field", async () => {
    const form = new TicketForm('SUPPORT');
    form.set('ticketTitle', 'Help');
    form.set('ticketBody', 'Please');
    await form.submit(
      () =>
        Promise.reject(badRequest('TICKET_BODY_TOO_LONG', 'Ticket Body can have at most 500 characters.')),
      undefined,
    );
    expect(form.errors.ticketBody).toBe('Ticket Body can have at most 500 characters.');
    await form.submit(() => Promise.reject(new Error('offline')), undefined);
    expect(form.formError).toBe('An unknown error has occurred');
  });
});
