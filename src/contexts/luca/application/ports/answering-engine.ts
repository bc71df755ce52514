import type { Answer, EngineName, Subject } from '../../domain/answer.js';

export interface Asker {
  tenantId: string;
  userId: string;
}

/** A question in its conversation. */
export interface Question {
  asker: Asker;
  text: string;
  /** The company the previous answer was about ("its score"), if any. */
  previous: Subject | null;
  /** The conversation's latest questions and the text of their answers, oldest first (for a language model). */
  history: Array<{ question: string; answer: string }>;
}

/** Answers a question from the risk engine's data, as the asker may see it (docs/adr/0006-luca.md). */
export abstract class AnsweringEngine {
  abstract readonly name: EngineName;
  abstract answer(question: Question): Promise<Answer>;
}

/** The chat-completions endpoint the LLM engine uses; null while an administrator has not configured one. */
export interface LlmEndpoint {
  url: string;
  model: string;
  key: string | null;
}
