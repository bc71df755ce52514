import { ContentLlmSettings } from '../settings/content-llm-settings.js';
import { Injectable, Logger } from '@nestjs/common';
import { AnswerDraft, type Answer, type Intent, type Outcome } from '../../domain/answer.js';
import { DeterministicEngine } from '../../application/engines/deterministic-engine.js';
import {
  AnsweringEngine,
  type LlmEndpoint,
  type Question,
} from '../../application/ports/answering-engine.js';
import { TOOL_DEFINITIONS, ToolCatalogue } from '../../application/tools/tool-catalogue.js';
import { LlmLimits } from './llm-limits.js';

/** The parts of an OpenAI-compatible chat-completions reply this adapter reads. */
interface ToolCall {
  id: string;
  type?: string;
  function: { name: string; arguments: string };
}

interface AssistantMessage {
  role: 'assistant';
  content: string | null;
  tool_calls?: ToolCall[];
}

type ChatMessage =
  | { role: 'system' | 'user'; content: string }
  | AssistantMessage
  | { role: 'tool'; tool_call_id: string; content: string };

const SYSTEM_PROMPT = [
  "You are Luca, the assistant of Ledgerscope, a screening service for listed companies' accounting-manipulation risk.",
  'Answer only from the results of the tools: never from your own knowledge of companies, never guess a figure.',
  'Every figure you state must carry the citation marker of the tool result it comes from, exactly as given, e.g. [3].',
  'Final scores run from 0 to 100 (higher is riskier); cluster quintiles from 1 to 5 (5 is the riskiest fifth); ratings from A+ (safest) to F.',
  'A Beneish M-score above its threshold flags a likely earnings manipulator; the score breakdown tools give the threshold and how a final score and an M-score are built.',
  "Judge, don't only compute: when a tool result has a judgement, say which parts drive the score and which are benign, and name its known false positives (a growth-driven Beneish M-score flag, a capital-light Dechow F-score), quoting its summary's figures with their markers.",
  'When a result says a company is from the generated demo universe (demo), say so once. For where the data come from, use data_source and quote its source.',
  "For a company's filing events (late filings, auditor changes, non-reliance notices, amendments) use filing_events; when a result has filingEvents, mention each with its form, filing date and meaning and its citation marker.",
  'Name a company with its ticker the first time, as the results do, e.g. Apple Inc. (AAPL, Nasdaq); a result without a ticker has none.',
  'If a tool refuses (refused: EXCHANGE_NOT_PERMITTED, TICKER_NOT_FOUND, WATCHLIST_NOT_FOUND), tell the user plainly and do not work around it.',
  "If the question is not about companies' risk data, say you can't answer that.",
  'Reply in plain text without Markdown, in at most 150 words; the tables and charts of the tools are shown with your reply.',
].join(' ');

class LlmFailure extends Error {}

/**
 * The answering engine for an OpenAI-compatible chat-completions endpoint (console settings lucaLlmUrl,
 * lucaLlmModel, lucaLlmKey). The model gets Luca's answer functions as tools; they run here with the
 * asker's entitlements, so only data the asker may see ever leaves. The model's reply is the first text
 * block; the tools' tables, charts and citations follow. Time-limited; any failure answers with the
 * deterministic engine instead (fallback: true).
 */
@Injectable()
export class ChatCompletionsEngine extends AnsweringEngine {
  readonly name = 'LLM' as const;
  private readonly logger = new Logger(ChatCompletionsEngine.name);

  constructor(
    private readonly settings: ContentLlmSettings,
    private readonly catalogue: ToolCatalogue,
    private readonly deterministic: DeterministicEngine,
    private readonly limits: LlmLimits,
  ) {
    super();
  }

  async answer(question: Question): Promise<Answer> {
    const endpoint = await this.settings.current();
    if (!endpoint) return this.deterministic.answer(question);
    try {
      return await this.converse(endpoint, question);
    } catch (error) {
      this.logger.warn(
        `The LLM endpoint failed, the deterministic engine answers: ${error instanceof Error ? error.message : String(error)}`,
      );
      return { ...(await this.deterministic.answer(question)), fallback: true };
    }
  }

  private async converse(endpoint: LlmEndpoint, question: Question): Promise<Answer> {
    const deadline = Date.now() + this.limits.totalMs;
    const messages: ChatMessage[] = [{ role: 'system', content: SYSTEM_PROMPT }];
    for (const turn of question.history) {
      messages.push({ role: 'user', content: turn.question }, { role: 'assistant', content: turn.answer });
    }
    messages.push({ role: 'user', content: question.text });
    const draft = new AnswerDraft();
    const outcomes: Outcome[] = [];
    let previous = question.previous;

    for (let round = 0; round < this.limits.rounds; round += 1) {
      const reply = await this.complete(endpoint, messages, deadline, round < this.limits.rounds - 1);
      const calls = reply.tool_calls ?? [];
      if (calls.length === 0) {
        const content = typeof reply.content === 'string' ? reply.content.trim() : '';
        if (content === '') throw new LlmFailure('empty reply');
        return this.compose(content, draft, outcomes);
      }
      messages.push({ role: 'assistant', content: reply.content ?? null, tool_calls: calls });
      for (const call of calls) {
        let args: Record<string, unknown>;
        try {
          const parsed: unknown = JSON.parse(call.function.arguments || '{}');
          args = parsed !== null && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
        } catch {
          args = {};
        }
        const run = await this.catalogue.run(call.function.name, args, question.asker, draft, previous);
        if (run.outcome) {
          outcomes.push(run.outcome);
          previous = run.outcome.subject ?? previous;
        }
        messages.push({ role: 'tool', tool_call_id: call.id, content: JSON.stringify(run.result) });
      }
    }
    throw new LlmFailure(`no answer after ${this.limits.rounds} rounds`);
  }

  private async complete(
    endpoint: LlmEndpoint,
    messages: ChatMessage[],
    deadline: number,
    toolsAllowed: boolean,
  ): Promise<AssistantMessage> {
    const remaining = deadline - Date.now();
    if (remaining <= 0) throw new LlmFailure('out of time');
    const response = await fetch(`${endpoint.url.replace(/\/+$/, '')}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(endpoint.key ? { authorization: `Bearer ${endpoint.key}` } : {}),
      },
      body: JSON.stringify({
        model: endpoint.model,
        messages,
        temperature: 0,
        ...(toolsAllowed
          ? {
              tools: TOOL_DEFINITIONS.map((tool) => ({ type: 'function', function: tool })),
              tool_choice: 'auto',
            }
          : {}),
      }),
      signal: AbortSignal.timeout(Math.min(this.limits.callMs, remaining)),
      redirect: 'error',
    });
    if (!response.ok) throw new LlmFailure(`HTTP ${response.status}`);
    const body = (await response.json()) as { choices?: Array<{ message?: AssistantMessage }> };
    const message = body.choices?.[0]?.message;
    if (!message || typeof message !== 'object') throw new LlmFailure('no choice in the reply');
    return message;
  }

  private compose(content: string, draft: AnswerDraft, outcomes: Outcome[]): Answer {
    const answered = outcomes.find(
      (outcome) => outcome.status === 'ANSWERED' && outcome.intent !== 'UNKNOWN',
    );
    const refused = outcomes.find((outcome) => outcome.status === 'REFUSED');
    const main = answered ?? refused ?? outcomes[0];
    const intent: Intent = main?.intent ?? 'UNKNOWN';
    const answer = draft.finish(
      {
        status: main?.status ?? (outcomes.length === 0 ? 'NOT_UNDERSTOOD' : 'ANSWERED'),
        intent,
        errorCode: answered ? null : (refused?.errorCode ?? null),
        year: main?.year ?? null,
        subject: [...outcomes].reverse().find((outcome) => outcome.subject)?.subject ?? null,
        suggestions: outcomes.flatMap((outcome) => outcome.suggestions).slice(0, 3),
      },
      this.name,
    );
    // The model's reply replaces the tools' own sentences; their tables and charts stay.
    return {
      ...answer,
      blocks: [{ type: 'text', text: content }, ...answer.blocks.filter((block) => block.type !== 'text')],
    };
  }
}
