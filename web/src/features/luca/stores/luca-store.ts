import { makeAutoObservable, observableRef, runInAction } from 'mobx';

import { ApiError } from '../../../api/api-client';
import { errorCodeOf, errorTextOf } from '../../../api/error-text';
import {
  CONVERSATION_TITLE_MAX_LENGTH,
  NEW_CONVERSATION_TITLE,
  QUESTION_MAX_LENGTH,
  type Conversation,
  type ConversationSummary,
  type LucaApi,
  type LucaEngine,
  type Turn,
} from '../../../api/luca-api';
import { Channel } from '../../../shared/async/channel';
import {
  dataOf,
  failed,
  IDLE,
  isCancelled,
  LOADING,
  ready,
  type RequestState,
} from '../../../shared/async/request-state';
import { message } from '../../../shared/messages';

/** The page: loading the workspace, ready, refused (the permission message), or failed. */
export type WorkspaceStatus = 'idle' | 'loading' | 'ready' | 'denied' | 'error';

/** A question sent and not answered yet, shown at once in its conversation (undefined: a new one). */
export interface PendingQuestion {
  conversationId: string | undefined;
  question: string;
}

/** A question that could not be sent: its text (for Retry) and why. */
export interface SendFailure {
  conversationId: string | undefined;
  question: string;
  message: string;
  errorCode: string | undefined;
}

export const CONVERSATION_FULL = 'LUCA_CONVERSATION_FULL';
const CONVERSATION_NOT_FOUND = 'LUCA_CONVERSATION_NOT_FOUND';

/** What a conversation title is refused for before it is sent; undefined when fine. */
export function conversationTitleError(title: string): string | undefined {
  const trimmed = title.trim();
  if (trimmed === '' || trimmed.length > CONVERSATION_TITLE_MAX_LENGTH) return message('LUCA_TITLE_REQUIRED');
  return undefined;
}

/** What a question is refused for before it is sent; undefined when fine. */
export function questionError(question: string): string | undefined {
  const trimmed = question.trim();
  if (trimmed === '') return message('LUCA_QUESTION_REQUIRED');
  if (trimmed.length > QUESTION_MAX_LENGTH) return message('LUCA_QUESTION_TOO_LONG');
  return undefined;
}

/** Luca refused to this user: no lucaAccessible (taken away, or outside the Luca start/end dates). */
const isPermissionRefusal = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 403 && error.errorCode === 'INSUFFICIENT_PERMISSION';

/**
 * The Luca page (docs/api/luca.md): the workspace (conversations, suggestions), the conversation on
 * screen with its turns, and the question being asked. A new conversation is created on the server with
 * its first question, so starting one and leaving it leaves nothing behind. Every failure is kept as text
 * for the page to show where it happened.
 */
export class LucaStore {
  status: WorkspaceStatus = 'idle';
  /** Why the workspace could not be opened. */
  error: string | undefined = undefined;
  engine: LucaEngine | undefined = undefined;
  dataRevision: string | null = null;
  /** Most recently used first. */
  conversations: ConversationSummary[] = [];
  /** Questions Luca can answer for this user (shown in a new conversation). */
  suggestions: string[] = [];

  /** The conversation on screen; undefined for a new one (nothing asked yet). */
  activeId: string | undefined = undefined;
  /** Its questions and answers; a failure shows in the thread with Retry. */
  threadState: RequestState<Conversation> = IDLE;

  /** The text of the question box. */
  draft = '';
  pending: PendingQuestion | undefined = undefined;
  sendFailure: SendFailure | undefined = undefined;

  readonly #api: LucaApi;
  readonly #open = new Channel();
  readonly #thread = new Channel();

  constructor(api: LucaApi) {
    this.#api = api;
    makeAutoObservable(
      this,
      { conversations: observableRef, threadState: observableRef, suggestions: observableRef },
      { autoBind: true },
    );
  }

  // ---- Derived state -------------------------------------------------------------------------------

  get thread(): Conversation | undefined {
    return dataOf(this.threadState);
  }

  get sending(): boolean {
    return this.pending !== undefined;
  }

  get activeSummary(): ConversationSummary | undefined {
    return this.conversations.find((conversation) => conversation.id === this.activeId);
  }

  /** The title of the conversation on screen. */
  get title(): string {
    return this.activeSummary?.title ?? this.thread?.title ?? NEW_CONVERSATION_TITLE;
  }

  /** The turns of the conversation on screen (none for a new one). */
  get turns(): readonly Turn[] {
    return this.activeId !== undefined && this.thread?.id === this.activeId ? this.thread.turns : [];
  }

  /** The question waiting for its answer, when it belongs to the conversation on screen. */
  get visiblePending(): PendingQuestion | undefined {
    return this.pending?.conversationId === this.activeId ? this.pending : undefined;
  }

  get visibleFailure(): SendFailure | undefined {
    return this.sendFailure?.conversationId === this.activeId ? this.sendFailure : undefined;
  }

  /** Shown under the question box while the draft is too long. */
  get draftError(): string | undefined {
    return this.draft.trim().length > QUESTION_MAX_LENGTH ? message('LUCA_QUESTION_TOO_LONG') : undefined;
  }

  get canSend(): boolean {
    return !this.sending && questionError(this.draft) === undefined;
  }

  /** A new conversation shows the suggestions; so does one whose thread is empty. */
  get isEmpty(): boolean {
    return this.turns.length === 0 && this.visiblePending === undefined;
  }

  // ---- The workspace -------------------------------------------------------------------------------

  /** Opens Luca: conversations and suggestions (the server records the LUCA_ACCESS activity). */
  async open(): Promise<void> {
    const { isCurrent } = this.#open.start();
    this.status = 'loading';
    this.error = undefined;
    try {
      const workspace = await this.#api.open();
      if (!isCurrent()) return;
      runInAction(() => {
        this.engine = workspace.engine;
        this.dataRevision = workspace.dataRevision;
        this.conversations = workspace.conversations;
        this.suggestions = workspace.suggestions;
        this.status = 'ready';
      });
    } catch (error) {
      if (!isCurrent()) return;
      runInAction(() => {
        // No lucaAccessible (never given, or outside the Luca dates): the permission message.
        this.status = isPermissionRefusal(error) ? 'denied' : 'error';
        this.error = errorTextOf(error);
      });
    }
  }

  /** Cancels what is loading (the page is leaving). */
  dispose(): void {
    this.#open.cancel();
    this.#thread.cancel();
  }

  // ---- Choosing a conversation ---------------------------------------------------------------------

  /** An empty conversation with the suggestions; it is created with its first question. */
  startNew(): void {
    this.#thread.cancel();
    this.activeId = undefined;
    this.threadState = IDLE;
  }

  /** Shows a conversation of the list with its questions and answers. */
  async select(conversationId: string): Promise<void> {
    if (conversationId === this.activeId && this.threadState.status !== 'error') return;
    const { signal, isCurrent } = this.#thread.start();
    this.activeId = conversationId;
    this.threadState = LOADING;
    try {
      const conversation = await this.#api.conversation(conversationId, signal);
      if (!isCurrent() || this.activeId !== conversationId) return;
      runInAction(() => {
        this.threadState = ready(conversation);
      });
    } catch (error) {
      if (isCancelled(error) || !isCurrent() || this.activeId !== conversationId) return;
      runInAction(() => {
        if (isPermissionRefusal(error)) this.status = 'denied';
        this.threadState = failed(error);
        if (errorCodeOf(error) === CONVERSATION_NOT_FOUND) this.forget(conversationId);
      });
    }
  }

  // ---- Asking --------------------------------------------------------------------------------------

  setDraft(text: string): void {
    this.draft = text;
  }

  /** Sends the question box's text. */
  async sendDraft(): Promise<boolean> {
    if (!this.canSend) return false;
    const question = this.draft.trim();
    this.draft = '';
    const sent = await this.ask(question);
    // The question comes back into an empty box, to edit or send again.
    if (!sent) this.restoreDraft(question);
    return sent;
  }

  private restoreDraft(question: string): void {
    if (this.draft === '') this.draft = question;
  }

  /** A suggestion chip asks its question at once; the question box keeps what was typed. */
  askSuggestion(question: string): Promise<boolean> {
    return this.ask(question);
  }

  /** Sends the question that failed again. */
  async retry(): Promise<boolean> {
    const failure = this.visibleFailure;
    if (failure === undefined) return false;
    if (this.draft.trim() === failure.question) this.draft = '';
    return this.ask(failure.question);
  }

  /**
   * Asks a question in the conversation on screen, creating the conversation first when it is new. The
   * question shows at once (pending) until the answer replaces it; one question at a time.
   */
  async ask(text: string): Promise<boolean> {
    const question = text.trim();
    if (this.sending || this.status !== 'ready' || questionError(question) !== undefined) return false;
    let conversationId = this.activeId;
    this.pending = { conversationId, question };
    this.sendFailure = undefined;
    try {
      if (conversationId === undefined) {
        const created = await this.#api.create();
        conversationId = created.id;
        this.adoptCreated(created);
      }
      const turn = await this.#api.ask(conversationId, question);
      this.addTurn(conversationId, turn);
      return true;
    } catch (error) {
      this.failed(conversationId, question, error);
      return false;
    }
  }

  private adoptCreated(created: Conversation): void {
    const summary: ConversationSummary = {
      id: created.id,
      title: created.title,
      turns: created.turns.length,
      createdAt: created.createdAt,
      updatedAt: created.updatedAt,
    };
    this.conversations = [summary, ...this.conversations.filter((item) => item.id !== created.id)];
    // Still on the new conversation: it becomes this one.
    if (this.activeId === undefined) {
      this.activeId = created.id;
      this.threadState = ready(created);
    }
    if (this.pending !== undefined) this.pending = { ...this.pending, conversationId: created.id };
  }

  private addTurn(conversationId: string, turn: Turn): void {
    this.pending = undefined;
    const summary = this.conversations.find((item) => item.id === conversationId);
    // The server names an unnamed conversation after its first question: read the new title.
    const titleMayChange = summary?.title === NEW_CONVERSATION_TITLE && summary.turns === 0;
    if (summary !== undefined) {
      const updated = { ...summary, turns: summary.turns + 1, updatedAt: turn.askedAt };
      this.conversations = [updated, ...this.conversations.filter((item) => item.id !== conversationId)];
    }
    if (this.thread?.id === conversationId && !this.thread.turns.some((known) => known.id === turn.id)) {
      this.threadState = ready({
        ...this.thread,
        turns: [...this.thread.turns, turn],
        updatedAt: turn.askedAt,
      });
    }
    if (titleMayChange) void this.refreshConversations();
  }

  private failed(conversationId: string | undefined, question: string, error: unknown): void {
    this.pending = undefined;
    // Luca was taken away meanwhile (or its end date passed): the permission message, as on opening.
    if (isPermissionRefusal(error)) this.status = 'denied';
    const errorCode = errorCodeOf(error);
    if (errorCode === CONVERSATION_NOT_FOUND && conversationId !== undefined) {
      // Deleted meanwhile (another tab): gone from the list; the question can go to a new conversation.
      this.forget(conversationId);
      if (this.activeId === conversationId) this.startNew();
      conversationId = undefined;
    }
    this.sendFailure = { conversationId, question, message: errorTextOf(error), errorCode };
  }

  /** The conversation list again, quietly (titles the server gave); the list stays as it was on failure. */
  async refreshConversations(): Promise<void> {
    try {
      const conversations = await this.#api.conversations();
      runInAction(() => {
        this.conversations = conversations;
        const active = conversations.find((item) => item.id === this.thread?.id);
        if (active !== undefined && this.thread !== undefined && this.thread.title !== active.title) {
          this.threadState = ready({ ...this.thread, title: active.title });
        }
      });
    } catch {
      // The list keeps what it showed.
    }
  }

  // ---- Renaming and deleting -----------------------------------------------------------------------

  /** Renames a conversation; resolves with the text to show when refused, undefined when done. */
  async rename(conversationId: string, title: string): Promise<string | undefined> {
    const invalid = conversationTitleError(title);
    if (invalid !== undefined) return invalid;
    try {
      const renamed = await this.#api.rename(conversationId, title.trim());
      runInAction(() => {
        this.conversations = this.conversations.map((item) => (item.id === renamed.id ? renamed : item));
        if (this.thread?.id === renamed.id)
          this.threadState = ready({ ...this.thread, title: renamed.title });
      });
      return undefined;
    } catch (error) {
      if (errorCodeOf(error) === CONVERSATION_NOT_FOUND) runInAction(() => this.forget(conversationId));
      return errorTextOf(error);
    }
  }

  /** Deletes a conversation with its questions and answers; resolves with the refusal text, if any. */
  async remove(conversationId: string): Promise<string | undefined> {
    try {
      await this.#api.delete(conversationId);
    } catch (error) {
      if (errorCodeOf(error) !== CONVERSATION_NOT_FOUND) return errorTextOf(error);
      // Already gone: the list forgets it as well.
    }
    runInAction(() => {
      this.forget(conversationId);
      if (this.activeId === conversationId) this.startNew();
      if (this.sendFailure?.conversationId === conversationId) this.sendFailure = undefined;
    });
    return undefined;
  }

  private forget(conversationId: string): void {
    this.conversations = this.conversations.filter((item) => item.id !== conversationId);
  }
}
