export type TimerHandle = ReturnType<typeof setTimeout>;

/** The time source of the idle timer (Date in the browser, a fake in tests). */
export interface Clock {
  now(): number;
}

/** The timer functions of the idle timer (the browser's in the app, a fake in tests). */
export interface Timers {
  setTimeout(callback: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
}

/** setTimeout fires at once for delays above 2^31 - 1 ms (about 24.8 days): longer waits are chained. */
export const MAX_TIMER_DELAY_MS = 2_147_483_647;

export interface IdleTimerOptions {
  /** How long without activity before onIdle, in ms. */
  timeoutMs: number;
  onIdle: () => void;
  clock?: Clock;
  timers?: Timers;
}

const systemClock: Clock = { now: () => Date.now() };
const systemTimers: Timers = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => {
    clearTimeout(handle);
  },
};

/**
 * Calls onIdle once when no activity was recorded for timeoutMs. Recording activity only notes the time
 * (cheap enough for every mouse move); the one pending timer re-arms itself for the time still left when
 * it fires early.
 */
export class IdleTimer {
  readonly timeoutMs: number;
  readonly #onIdle: () => void;
  readonly #clock: Clock;
  readonly #timers: Timers;
  #lastActivity = 0;
  #handle: TimerHandle | undefined;
  #running = false;

  constructor(options: IdleTimerOptions) {
    this.timeoutMs = Math.max(0, options.timeoutMs);
    this.#onIdle = options.onIdle;
    this.#clock = options.clock ?? systemClock;
    this.#timers = options.timers ?? systemTimers;
  }

  get running(): boolean {
    return this.#running;
  }

  /** Starts (or restarts) counting from now. */
  start(): void {
    this.stop();
    this.#running = true;
    this.#lastActivity = this.#clock.now();
    this.schedule(this.timeoutMs);
  }

  /** The user did something: the idle time counts from now. */
  recordActivity(): void {
    if (this.#running) this.#lastActivity = this.#clock.now();
  }

  /**
   * The page became visible again. Background tabs throttle timers, so this checks at once: past the idle
   * time it signs out now; otherwise coming back counts as activity.
   */
  wake(): void {
    if (!this.#running) return;
    if (this.check()) return;
    this.recordActivity();
  }

  /** Calls onIdle (and stops) when the idle time has passed; true when it did. */
  check(): boolean {
    if (!this.#running || this.remainingMs() > 0) return false;
    this.stop();
    this.#onIdle();
    return true;
  }

  /** Stops without calling onIdle. */
  stop(): void {
    this.#running = false;
    if (this.#handle !== undefined) this.#timers.clearTimeout(this.#handle);
    this.#handle = undefined;
  }

  private remainingMs(): number {
    return this.timeoutMs - (this.#clock.now() - this.#lastActivity);
  }

  private schedule(delay: number): void {
    this.#handle = this.#timers.setTimeout(
      () => {
        this.#handle = undefined;
        if (!this.check() && this.#running) this.schedule(this.remainingMs());
      },
      Math.min(Math.max(0, delay), MAX_TIMER_DELAY_MS),
    );
  }
}
