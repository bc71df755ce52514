import { makeAutoObservable, runInAction } from 'mobx';

import { Channel } from './channel';
import { failed, isCancelled, type LoadStatus } from './request-state';

/** How one call of a `ListLoad` treats what is on screen. */
export interface ListLoadOptions {
  /**
   * The answer replaces what is shown (another page, another kind): 'loading' throughout, and a failure is
   * 'error' even after an earlier answer.
   */
  replace?: boolean;
}

/**
 * The load state of a store that keeps what it loads in fields of its own (a list, a page), one way for
 * every such store: `status`, and `error`, the text of the failure (`failed(error).message`). Only the latest
 * call counts: each cancels the one in flight through one Channel, and a cancelled call shows nothing. A
 * reload keeps what is on screen: 'loading' only until the first answer, and a failed reload stays 'ready'.
 * Error rule: the panel showing the list shows `error` with Retry while the status is 'error'.
 */
export class ListLoad {
  status: LoadStatus = 'idle';
  error: string | undefined = undefined;
  readonly #channel = new Channel();

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get loading(): boolean {
    return this.status === 'loading';
  }

  /** Calls `call`; its answer goes to `apply` (in an action) unless a later call started meanwhile. */
  async run<T>(
    call: (signal: AbortSignal) => Promise<T>,
    apply: (answer: T) => void,
    options: ListLoadOptions = {},
  ): Promise<void> {
    const { signal, isCurrent } = this.#channel.start();
    if (options.replace === true || this.status !== 'ready') this.status = 'loading';
    this.error = undefined;
    try {
      const answer = await call(signal);
      if (!isCurrent()) return;
      runInAction(() => {
        apply(answer);
        this.settle();
      });
    } catch (error) {
      if (!isCurrent() || isCancelled(error)) return;
      runInAction(() => {
        if (this.status !== 'ready') this.status = 'error';
        this.error = failed(error).message;
      });
    }
  }

  /** What is shown came up to date another way (a command's answer). */
  settle(): void {
    this.status = 'ready';
    this.error = undefined;
  }

  /** Stops the call in flight (the page is leaving); a later run loads again. */
  cancel(): void {
    this.#channel.cancel();
    if (this.status === 'loading') this.status = 'idle';
  }
}
