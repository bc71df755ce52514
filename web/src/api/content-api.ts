import type { RequestOptions } from './api-client';
import type { TermsAndConditions } from './types';

/*
 * The content calls of docs/api/content.md: announcements, terms and conditions, settings, popup texts and
 * support tickets. The views are written by hand from the contract (the generated schema does not hold the
 * content tags yet).
 */

/** The spec's Announcement. Dates are calendar days `YYYY-MM-DD`, both inclusive. */
export interface AnnouncementView {
  id: string;
  title: string;
  /** Sanitised rich HTML. */
  content: string;
  startDate: string;
  endDate: string;
  /** 1 when added, +1 on every edit. */
  version: number;
  /** ISO date-time of the last add or edit. */
  updated: string;
  /** The content as plain text, at most 60 characters plus '...'. */
  preview: string;
}

/** `POST /announcement/add`; with `id`, `POST /announcement/edit`. */
export interface AnnouncementInput {
  title: string;
  content: string;
  startDate: string;
  endDate: string;
}

export interface AcknowledgedView {
  id: string;
  version: number;
}

/** `GENERAL`: the terms users agree to at sign-in; `SUBSCRIPTION`: the payment page's terms. */
export type TermsKind = 'GENERAL' | 'SUBSCRIPTION';
export const TERMS_KINDS: readonly TermsKind[] = ['GENERAL', 'SUBSCRIPTION'];

/** NUMERIC: numeric editor; TEXT: rich text; STRING: one line of text; DATASET: the dataset source. */
export type SettingType = 'NUMERIC' | 'TEXT' | 'STRING' | 'DATASET';

/** The spec's Setting. */
export interface SettingView {
  key: string;
  type: SettingType;
  /** TEXT: sanitised rich HTML; other types: plain text. */
  value: string;
  description: string;
  updated: string;
}

export interface SettingInput {
  key: string;
  value: string;
  description?: string;
}

/** `POST /setting/testConnection`: `message` is the text of the result dialog. */
export interface TestConnectionResult {
  data: boolean;
  message: string;
  reason?: 'NOT_FOUND' | 'INVALID_FORMAT';
}

/** A dashboard info popup (`pop_*`); `text` is plain text, never HTML. */
export interface PopupTextView {
  id: string;
  title: string;
  text: string;
  updated: string | null;
}

export interface PopupTextInput {
  id: string;
  title: string;
  text: string;
}

/** SUPPORT: Get Support; ISSUE: Report issues. */
export type TicketKind = 'SUPPORT' | 'ISSUE';

/** `POST /ticket`. `currentView` is the route the user is on. */
export interface TicketInput {
  ticketTitle: string;
  ticketBody: string;
  kind: TicketKind;
  currentView?: string;
}

export interface TicketView {
  id: string;
  createdAt: string;
  /** False when the mail to support failed; the ticket is stored anyway. */
  mailed: boolean;
}

/** What the content calls need of the API client. */
export interface ContentHttp {
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
}

/** The screens that show an error inline ask for no notification. */
const INLINE: RequestOptions = { notifyOnError: false };

/**
 * The content calls. Lists raise the client's notification on failure; saves whose dialogs show the
 * error next to the fields (announcement, terms, setting, popup text, ticket) do not.
 */
export class ContentApi {
  readonly #http: ContentHttp;

  constructor(http: ContentHttp) {
    this.#http = http;
  }

  // Announcements (administrator).

  /** Newest start date first. */
  listAnnouncements(options?: RequestOptions): Promise<AnnouncementView[]> {
    return this.#http.get<AnnouncementView[]>('/announcement/list', options);
  }

  addAnnouncement(input: AnnouncementInput): Promise<AnnouncementView> {
    return this.#http.post<AnnouncementView>('/announcement/add', input, INLINE);
  }

  /** The answer's version is one more than before. */
  editAnnouncement(id: string, input: AnnouncementInput): Promise<AnnouncementView> {
    return this.#http.post<AnnouncementView>('/announcement/edit', { id, ...input }, INLINE);
  }

  async deleteAnnouncement(id: string): Promise<void> {
    await this.#http.post<unknown>('/announcement/delete', { id });
  }

  // Announcements (any signed-in user).

  /** The current announcements the caller has not acknowledged in their present version, oldest first. */
  currentAnnouncements(): Promise<AnnouncementView[]> {
    return this.#http.post<AnnouncementView[]>('/announcement/current', {}, INLINE);
  }

  /** Acknowledges the version shown (an edit made meanwhile is shown again next time). */
  acknowledgeAnnouncement(id: string, version: number): Promise<AcknowledgedView> {
    return this.#http.post<AcknowledgedView>('/announcement/acknowledge', { id, version }, INLINE);
  }

  // Terms and conditions.

  /** GENERAL: `POST /tnc` (public); SUBSCRIPTION: `POST /subscription-tnc`. */
  terms(kind: TermsKind, options?: RequestOptions): Promise<TermsAndConditions> {
    return this.#http.post<TermsAndConditions>(
      kind === 'GENERAL' ? '/tnc' : '/subscription-tnc',
      {},
      options,
    );
  }

  /** Publishes terms (GENERAL makes every user agree again at their next sign-in). */
  editTerms(kind: TermsKind, content: string): Promise<TermsAndConditions> {
    return this.#http.post<TermsAndConditions>('/tnc/edit', { content, kind }, INLINE);
  }

  // Settings (administrator).

  /** By key. */
  listSettings(options?: RequestOptions): Promise<SettingView[]> {
    return this.#http.post<SettingView[]>('/setting/list', undefined, options);
  }

  editSetting(input: SettingInput): Promise<SettingView> {
    return this.#http.post<SettingView>('/setting/edit', input, INLINE);
  }

  /** Tests a dataset source (the editor's unsaved text), or the stored one without `value`. */
  testConnection(value?: string): Promise<TestConnectionResult> {
    return this.#http.post<TestConnectionResult>(
      '/setting/testConnection',
      value === undefined ? {} : { value },
    );
  }

  listPopupTexts(options?: RequestOptions): Promise<PopupTextView[]> {
    return this.#http.post<PopupTextView[]>('/setting/popup/list', undefined, options);
  }

  editPopupText(input: PopupTextInput): Promise<PopupTextView> {
    return this.#http.post<PopupTextView>('/setting/popup/edit', input, INLINE);
  }

  // Any signed-in user.

  /** The Contact dialog's rich text (sanitised HTML). */
  async contactAdmin(): Promise<string> {
    const answer = await this.#http.post<{ value?: unknown } | undefined>(
      '/setting/contactAdmin',
      undefined,
      INLINE,
    );
    return typeof answer?.value === 'string' ? answer.value : '';
  }

  /** Sends a support ticket: stored and mailed to the support address. */
  sendTicket(input: TicketInput): Promise<TicketView> {
    return this.#http.post<TicketView>('/ticket', input, INLINE);
  }
}
