import { runInAction } from 'mobx';

import { failed, LOADING, ready, type RequestState } from './request-state';

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

/** One call of a channel: its signal, and whether it is still the channel's latest. */
export interface ChannelCall {
  readonly signal: AbortSignal;
  readonly isCurrent: () => boolean;
}

/** One kind of call (the results, the counts, one option list, the search): only its latest answer counts. */
export class Channel {
  #sequence = 0;
  #controller: AbortController | undefined;
  #current: ChannelCall | undefined;

  /** Starts a call, cancelling the previous one of this channel; `isCurrent` tells whether it is still the latest. */
  start(): ChannelCall {
    this.#controller?.abort();
    const controller = new AbortController();
    this.#controller = controller;
    const sequence = ++this.#sequence;
    this.#current = { signal: controller.signal, isCurrent: () => sequence === this.#sequence };
    return this.#current;
  }

  /** The latest call, to join it without cancelling it (a retry of one of its parts); undefined once cancelled. */
  current(): ChannelCall | undefined {
    return this.#current;
  }

  /**
   * Runs `call` as this channel's latest call and hands `onState` its state: loading, then ready with the
   * answer or failed (inside a MobX action). A call no longer the latest (cancelled, or overtaken) hands
   * nothing, so a cancelled call shows nothing; where a failure shows is the caller's (and its client's).
   */
  async track<T>(
    call: (signal: AbortSignal) => Promise<T>,
    onState: (state: RequestState<T>) => void,
  ): Promise<void> {
    const { signal, isCurrent } = this.start();
    runInAction(() => {
      onState(LOADING);
    });
    let state: RequestState<T>;
    try {
      state = ready(await call(signal));
    } catch (error) {
      state = failed(error);
    }
    if (isCurrent())
      runInAction(() => {
        onState(state);
      });
  }

  cancel(): void {
    this.#controller?.abort();
    this.#controller = undefined;
    this.#current = undefined;
    this.#sequence += 1;
  }
}
