import { describe, expect, it, vi } from 'vitest';

import { IdleTimer, MAX_TIMER_DELAY_MS, type Clock, type TimerHandle, type Timers } from './idle-timer';

/** A manual clock with timers that fire only when the test moves time on. */
class FakeTime implements Clock, Timers {
  current = 0;
  #next = 1;
  readonly pending = new Map<number, { at: number; callback: () => void }>();
  readonly delays: number[] = [];

  now(): number {
    return this.current;
  }

  setTimeout(callback: () => void, ms: number): TimerHandle {
    const id = this.#next++;
    this.delays.push(ms);
    this.pending.set(id, { at: this.current + ms, callback });
    return id as unknown as TimerHandle;
  }

  clearTimeout(handle: TimerHandle): void {
    this.pending.delete(handle as unknown as number);
  }

  advance(ms: number): void {
    const end = this.current + ms;
    for (;;) {
      const due = [...this.pending.entries()]
        .filter(([, timer]) => timer.at <= end)
        .sort(([, a], [, b]) => a.at - b.at)[0];
      if (due === undefined) break;
      const [id, timer] = due;
      this.pending.delete(id);
      this.current = timer.at;
      timer.callback();
    }
    this.current = end;
  }
}

function idleTimer(timeoutMs = 1000) {
  const time = new FakeTime();
  const onIdle = vi.fn();
  const timer = new IdleTimer({ timeoutMs, onIdle, clock: time, timers: time });
  return { time, onIdle, timer };
}

describe('IdleTimer', () => {
  it('calls onIdle once the idle time has passed without activity', () => {
    const { time, onIdle, timer } = idleTimer();
    timer.start();
    time.advance(999);
    expect(onIdle).not.toHaveBeenCalled();
    time.advance(1);
    expect(onIdle).toHaveBeenCalledOnce();
    expect(timer.running).toBe(false);
    time.advance(10_000);
    expect(onIdle).toHaveBeenCalledOnce();
  });

  it('counts the idle time from the last activity', () => {
    const { time, onIdle, timer } = idleTimer();
    timer.start();
    time.advance(800);
    timer.recordActivity();
    time.advance(800);
    expect(onIdle).not.toHaveBeenCalled();
    time.advance(199);
    expect(onIdle).not.toHaveBeenCalled();
    time.advance(1);
    expect(onIdle).toHaveBeenCalledOnce();
  });

  it('keeps one timer however much activity there is', () => {
    const { time, timer } = idleTimer();
    timer.start();
    for (let step = 0; step < 100; step += 1) {
      time.advance(5);
      timer.recordActivity();
    }
    expect(time.pending.size).toBe(1);
  });

  it('signs out at once when the page comes back after the idle time (throttled background timers)', () => {
    const { time, onIdle, timer } = idleTimer();
    timer.start();
    // A hidden tab's timer has not fired yet, although the time has passed.
    time.current = 5000;
    timer.wake();
    expect(onIdle).toHaveBeenCalledOnce();
    expect(time.pending.size).toBe(0);
  });

  it('counts coming back within the idle time as activity', () => {
    const { time, onIdle, timer } = idleTimer();
    timer.start();
    time.current = 900;
    timer.wake();
    expect(onIdle).not.toHaveBeenCalled();
    time.advance(999);
    expect(onIdle).not.toHaveBeenCalled();
    time.advance(1);
    expect(onIdle).toHaveBeenCalledOnce();
  });

  it('does nothing once stopped', () => {
    const { time, onIdle, timer } = idleTimer();
    timer.start();
    timer.stop();
    timer.recordActivity();
    timer.wake();
    time.advance(5000);
    expect(onIdle).not.toHaveBeenCalled();
    expect(time.pending.size).toBe(0);
  });

  it('restarts from now when started again', () => {
    const { time, onIdle, timer } = idleTimer();
    timer.start();
    time.advance(900);
    timer.start();
    time.advance(900);
    expect(onIdle).not.toHaveBeenCalled();
    expect(time.pending.size).toBe(1);
    time.advance(100);
    expect(onIdle).toHaveBeenCalledOnce();
  });

  it('chains waits longer than the largest setTimeout delay', () => {
    const thirtyDays = 30 * 24 * 60 * 60 * 1000;
    const { time, onIdle, timer } = idleTimer(thirtyDays);
    timer.start();
    expect(time.delays[0]).toBe(MAX_TIMER_DELAY_MS);
    time.advance(MAX_TIMER_DELAY_MS);
    expect(onIdle).not.toHaveBeenCalled();
    time.advance(thirtyDays - MAX_TIMER_DELAY_MS);
    expect(onIdle).toHaveBeenCalledOnce();
  });

  it('uses the 43200 s default of the spec without trouble', () => {
    const { time, onIdle, timer } = idleTimer(43_200_000);
    timer.start();
    time.advance(43_199_999);
    expect(onIdle).not.toHaveBeenCalled();
    time.advance(1);
    expect(onIdle).toHaveBeenCalledOnce();
  });
});
