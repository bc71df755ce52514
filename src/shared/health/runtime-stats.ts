import { appendFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

/** One second of the process's life: event-loop delay (ms) and memory (bytes). */
export interface RuntimeSample {
  /** Epoch milliseconds at the end of the second. */
  at: number;
  loopP50: number;
  loopP99: number;
  loopMax: number;
  rss: number;
  heapUsed: number;
}

/**
 * Appends a RuntimeSample as a JSON line to `file` every `intervalMs` (the histogram restarts each time),
 * so a benchmark in another process can read the event-loop delay and memory of any window of its run.
 * Started by main.ts when RUNTIME_STATS_FILE is set; returns the function that stops it.
 */
export function recordRuntimeStats(file: string, intervalMs = 1_000): () => void {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  const ms = (nanoseconds: number): number => Math.round(nanoseconds / 1e4) / 100;
  const timer = setInterval(() => {
    const memory = process.memoryUsage();
    const sample: RuntimeSample = {
      at: Date.now(),
      loopP50: ms(histogram.percentile(50)),
      loopP99: ms(histogram.percentile(99)),
      loopMax: ms(histogram.max),
      rss: memory.rss,
      heapUsed: memory.heapUsed,
    };
    histogram.reset();
    appendFileSync(file, `${JSON.stringify(sample)}\n`);
  }, intervalMs);
  timer.unref();
  return () => {
    clearInterval(timer);
    histogram.disable();
  };
}
