import { readFileSync } from 'node:fs';
import type { RuntimeSample } from '../../shared/health/runtime-stats.js';
import { percentile } from './http-measure.js';

/** The API's one-second samples (RUNTIME_STATS_FILE) that end inside [from, to + 1 s]. */
export function samplesBetween(file: string, from: number, to: number): RuntimeSample[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return [];
  }
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as RuntimeSample)
    .filter((sample) => sample.at > from && sample.at <= to + 1_000);
}

export const median = (values: number[]): number =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

/** The worst one-second event-loop p99 of a window (a stricter figure than the p99 of the window). */
export function worstLoopP99(samples: RuntimeSample[]): number {
  return samples.reduce((worst, sample) => Math.max(worst, sample.loopP99), 0);
}
