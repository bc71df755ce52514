/**
 * How long the LLM engine may take, read once from the environment: one chat-completions call
 * (LUCA_LLM_CALL_TIMEOUT_MS, default 20 s), the whole answer (LUCA_LLM_TOTAL_TIMEOUT_MS, default 45 s),
 * and the model's rounds of tool calls (4). Past them the deterministic engine answers.
 */
export class LlmLimits {
  readonly callMs: number;
  readonly totalMs: number;
  readonly rounds = 4;

  constructor(env: NodeJS.ProcessEnv = process.env) {
    this.callMs = positive(env.LUCA_LLM_CALL_TIMEOUT_MS, 20_000);
    this.totalMs = positive(env.LUCA_LLM_TOTAL_TIMEOUT_MS, 45_000);
  }
}

function positive(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return value !== undefined && Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}
