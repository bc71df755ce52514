import { ContentError } from './content-error.js';

export const TICKET_KINDS = ['SUPPORT', 'ISSUE'] as const;
export type TicketKind = (typeof TICKET_KINDS)[number];
export const TICKET_TITLE_MAX = 100;
export const TICKET_BODY_MAX = 500;
export const CURRENT_VIEW_MAX = 2000;

/** Who sent a ticket, as the server knows them (never taken from the request body). */
export interface TicketAuthor {
  userId: string;
  email: string;
  role: string;
  tenantId: string;
}

/** A support request (Get Support) or an issue report (Report issues): plain text, mailed to support. */
export class Ticket {
  id: string;
  kind: TicketKind;
  title: string;
  body: string;
  userId: string;
  email: string;
  role: string;
  tenantId: string;
  currentView: string | null;
  createdAt: Date;
  mailedAt: Date | null;

  /** A ticket as stored; new ones come from `submit`, which checks the fields. */
  constructor(input: Omit<Ticket, 'markMailed'>) {
    this.id = input.id;
    this.kind = input.kind;
    this.title = input.title;
    this.body = input.body;
    this.userId = input.userId;
    this.email = input.email;
    this.role = input.role;
    this.tenantId = input.tenantId;
    this.currentView = input.currentView;
    this.createdAt = input.createdAt;
    this.mailedAt = input.mailedAt;
  }

  static submit(input: {
    id: string;
    kind: string | undefined;
    title: string | undefined;
    body: string | undefined;
    currentView: string | undefined;
    author: TicketAuthor;
    at: Date;
  }): Ticket {
    const title = (input.title ?? '').trim();
    const body = (input.body ?? '').trim();
    if (title === '' && body === '') throw new ContentError('TICKET_REQUIRED');
    if (title === '') throw new ContentError('TICKET_TITLE_REQUIRED');
    if (body === '') throw new ContentError('TICKET_BODY_REQUIRED');
    if ([...title].length > TICKET_TITLE_MAX) throw new ContentError('TICKET_TITLE_TOO_LONG');
    if ([...body].length > TICKET_BODY_MAX) throw new ContentError('TICKET_BODY_TOO_LONG');
    const kind = input.kind ?? 'SUPPORT';
    if (!isTicketKind(kind)) throw new ContentError('INVALID_TICKET_KIND');
    const view = input.currentView?.trim().slice(0, CURRENT_VIEW_MAX);
    return new Ticket({
      id: input.id,
      kind,
      title,
      body,
      userId: input.author.userId,
      email: input.author.email,
      role: input.author.role,
      tenantId: input.author.tenantId,
      currentView: view ? view : null,
      createdAt: input.at,
      mailedAt: null,
    });
  }

  markMailed(at: Date): void {
    this.mailedAt = at;
  }
}

function isTicketKind(value: string): value is TicketKind {
  return (TICKET_KINDS as readonly string[]).includes(value);
}
