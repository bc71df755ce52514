import { makeAutoObservable } from 'mobx';

import type { TicketInput, TicketKind, TicketView } from '../../api/content-api';
import { errorCodeOf, errorTextOf } from '../../api/error-text';
import { CONTENT_TEXTS, TICKET_BODY_MAX_LENGTH, TICKET_TITLE_MAX_LENGTH } from './content-texts';
import type { FormOutcome } from '../validation';

export type TicketField = 'ticketTitle' | 'ticketBody';

export interface TicketErrors {
  ticketTitle?: string | undefined;
  ticketBody?: string | undefined;
  /** Both are empty: the spec's summary above the fields. */
  summary?: string | undefined;
}

/**
 * Spec section 5: both empty gives the summary 'Please enter ticket's title and body. Both are required.'
 * (both fields marked); else 'Ticket Title is required.' / 'Ticket Body is required.'; title at most 100
 * characters, body at most 500 (trimmed, as the server counts).
 */
export function validateTicket(title: string, body: string): TicketErrors {
  const [titleText, bodyText] = [title.trim(), body.trim()];
  if (titleText === '' && bodyText === '') return { summary: CONTENT_TEXTS.TICKET_REQUIRED };
  const errors: TicketErrors = {};
  if (titleText === '') errors.ticketTitle = CONTENT_TEXTS.TICKET_TITLE_REQUIRED;
  else if (titleText.length > TICKET_TITLE_MAX_LENGTH)
    errors.ticketTitle = CONTENT_TEXTS.TICKET_TITLE_TOO_LONG;
  if (bodyText === '') errors.ticketBody = CONTENT_TEXTS.TICKET_BODY_REQUIRED;
  else if (bodyText.length > TICKET_BODY_MAX_LENGTH) errors.ticketBody = CONTENT_TEXTS.TICKET_BODY_TOO_LONG;
  return errors;
}

export const TICKET_DIALOG_TITLES: Readonly<Record<TicketKind, string>> = {
  SUPPORT: 'Get Support',
  ISSUE: 'Report issues',
};

/**
 * The Get Support and Report issues dialog: title and body, their errors, and the send with the view the
 * user is on (the server adds the user and the tenant).
 */
export class TicketForm {
  ticketTitle = '';
  ticketBody = '';
  errors: TicketErrors = {};
  formError: string | undefined = undefined;
  busy = false;
  readonly kind: TicketKind;

  constructor(kind: TicketKind) {
    this.kind = kind;
    makeAutoObservable(this, { kind: false }, { autoBind: true });
  }

  get title(): string {
    return TICKET_DIALOG_TITLES[this.kind];
  }

  /** Whether a field shows as invalid (its own error, or the summary marks both). */
  invalid(field: TicketField): boolean {
    return this.errors[field] !== undefined || this.errors.summary !== undefined;
  }

  set(field: TicketField, value: string): void {
    this[field] = value;
    this.errors = { ...this.errors, [field]: undefined, summary: undefined };
    this.formError = undefined;
  }

  async submit(
    send: (input: TicketInput) => Promise<TicketView>,
    currentView: string | undefined,
  ): Promise<FormOutcome> {
    if (this.busy) return 'failed';
    this.formError = undefined;
    this.errors = validateTicket(this.ticketTitle, this.ticketBody);
    if (Object.values(this.errors).some((error) => error !== undefined)) return 'invalid';
    this.busy = true;
    try {
      await send({
        ticketTitle: this.ticketTitle.trim(),
        ticketBody: this.ticketBody.trim(),
        kind: this.kind,
        ...(currentView === undefined ? {} : { currentView: currentView.slice(0, 2000) }),
      });
      return 'saved';
    } catch (error) {
      this.refused(error);
      return 'failed';
    } finally {
      this.setBusy(false);
    }
  }

  private refused(error: unknown): void {
    switch (errorCodeOf(error)) {
      case 'TICKET_REQUIRED':
        this.errors = { summary: errorTextOf(error) };
        break;
      case 'TICKET_TITLE_REQUIRED':
      case 'TICKET_TITLE_TOO_LONG':
        this.errors = { ...this.errors, ticketTitle: errorTextOf(error) };
        break;
      case 'TICKET_BODY_REQUIRED':
      case 'TICKET_BODY_TOO_LONG':
        this.errors = { ...this.errors, ticketBody: errorTextOf(error) };
        break;
      case undefined:
      default:
        this.formError = errorTextOf(error);
    }
  }

  private setBusy(busy: boolean): void {
    this.busy = busy;
  }
}
