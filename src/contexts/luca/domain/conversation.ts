import { LucaError } from './luca-error.js';

export const CONVERSATION_TITLE_MAX = 100;
export const QUESTION_MAX = 1000;
/** Questions one conversation holds; then the user starts a new one. */
export const MAX_TURNS = 200;
export const DEFAULT_TITLE = 'New conversation';

/**
 * A user's Luca conversation: a title and the questions asked in it (stored as turns, see Turn).
 * Until the user names it, the first question becomes its title.
 */
export class Conversation {
  id: string;
  tenantId: string;
  userId: string;
  title: string;
  /** The user chose the title (at creation or by renaming): questions no longer change it. */
  titled: boolean;
  turns: number;
  createdAt: Date;
  updatedAt: Date;

  constructor(input: {
    id: string;
    tenantId: string;
    userId: string;
    title?: string | null;
    createdAt: Date;
  }) {
    const given = input.title?.trim() ?? '';
    this.id = input.id;
    this.tenantId = input.tenantId;
    this.userId = input.userId;
    this.title = given === '' ? DEFAULT_TITLE : Conversation.checkedTitle(given);
    this.titled = given !== '';
    this.turns = 0;
    this.createdAt = input.createdAt;
    this.updatedAt = input.createdAt;
  }

  static checkedTitle(title: string): string {
    const trimmed = title.trim();
    if (trimmed.length === 0 || trimmed.length > CONVERSATION_TITLE_MAX)
      throw new LucaError('LUCA_TITLE_REQUIRED');
    return trimmed;
  }

  static checkedQuestion(question: string): string {
    const trimmed = question.trim();
    if (trimmed.length === 0) throw new LucaError('LUCA_QUESTION_REQUIRED');
    if (trimmed.length > QUESTION_MAX) throw new LucaError('LUCA_QUESTION_TOO_LONG');
    return trimmed;
  }

  rename(title: string, at: Date): void {
    this.title = Conversation.checkedTitle(title);
    this.titled = true;
    this.updatedAt = at;
  }

  /** Takes the next question: answers its position (0-based) and names an untitled conversation after it. */
  ask(question: string, at: Date): number {
    if (this.turns >= MAX_TURNS) throw new LucaError('LUCA_CONVERSATION_FULL');
    if (!this.titled && this.turns === 0) {
      const oneLine = question.replace(/\s+/g, ' ').trim();
      this.title =
        oneLine.length <= CONVERSATION_TITLE_MAX
          ? oneLine
          : `${oneLine.slice(0, CONVERSATION_TITLE_MAX - 1)}…`;
    }
    const position = this.turns;
    this.turns += 1;
    this.updatedAt = at;
    return position;
  }
}
