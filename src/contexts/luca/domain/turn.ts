import type { Answer } from './answer.js';

/** One question of a conversation and the answer Luca gave, as it was given (answers are not recomputed). */
export class Turn {
  id: string;
  conversationId: string;
  position: number;
  question: string;
  answer: Answer;
  askedAt: Date;

  constructor(input: {
    id: string;
    conversationId: string;
    position: number;
    question: string;
    answer: Answer;
    askedAt: Date;
  }) {
    this.id = input.id;
    this.conversationId = input.conversationId;
    this.position = input.position;
    this.question = input.question;
    this.answer = input.answer;
    this.askedAt = input.askedAt;
  }
}
