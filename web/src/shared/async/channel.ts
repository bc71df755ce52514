/** Timers, replaceable in tests. */
export interface Scheduler {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const browserScheduler: Scheduler = {
  // Resolved at call time, so fake timers installed after the store was built still apply.
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => {
    globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>);
  },
};

/** One kind of call (the results, the counts, one option list, the search): only its latest answer counts. */
export class Channel {
  #sequence = 0;
  #controller: AbortController | undefined;

  /** Starts a call, cancelling the previous one of this channel; `isCurrent` tells whether it is still the latest. */
  start(): { signal: AbortSignal; isCurrent: () => boolean } {
    this.#controller?.abort();
    const controller = new AbortController();
    this.#controller = controller;
    const sequence = ++this.#sequence;
    return { signal: controller.signal, isCurrent: () => sequence === this.#sequence };
  }

  cancel(): void {
    this.#controller?.abort();
    this.#controller = undefined;
    this.#sequence += 1;
  }
}
