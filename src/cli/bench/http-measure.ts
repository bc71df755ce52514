import autocannon from 'autocannon';

/** One API request to measure: POST path with each of bodies in turn (all connections share the turn). */
export interface BenchEndpoint {
  name: string;
  path: string;
  bodies: readonly object[];
}

export interface Measurement {
  name: string;
  connections: number;
  seconds: number;
  completed: number;
  /** Completed 2xx responses per second over the run. */
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Connection errors and timeouts (autocannon counts a timeout as an error too). */
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodes: Record<string, number>;
}

/** Nearest-rank percentile of sorted values. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1] ?? Number.NaN;
}

/**
 * Runs autocannon against one endpoint for `seconds` after a warm-up, and takes p50/p95/p99 from the
 * latency of every response (autocannon's 'response' event); its own histogram has no p95.
 */
export async function measure(
  baseUrl: string,
  token: string,
  endpoint: BenchEndpoint,
  options: { connections: number; seconds: number; warmupSeconds: number },
): Promise<Measurement> {
  const bodies = endpoint.bodies.map((body) => JSON.stringify(body));
  let turn = 0;
  const latencies: number[] = [];
  const instance = autocannon({
    url: baseUrl,
    connections: options.connections,
    duration: options.seconds,
    timeout: 10,
    warmup:
      options.warmupSeconds > 0
        ? { connections: options.connections, duration: options.warmupSeconds }
        : undefined,
    requests: [
      {
        method: 'POST',
        path: endpoint.path,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        setupRequest: (request) => {
          const body = bodies[turn % bodies.length] ?? '{}';
          turn += 1;
          return { ...request, body };
        },
      },
    ],
  });
  // The warm-up runs on its own tracker, so only the measured run's responses arrive here.
  instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  const result = await instance;
  latencies.sort((a, b) => a - b);
  const statusCodes: Record<string, number> = {};
  for (const [code, stat] of Object.entries(result.statusCodeStats)) statusCodes[code] = stat.count;
  const ok = Object.entries(statusCodes)
    .filter(([code]) => code.startsWith('2'))
    .reduce((sum, [, count]) => sum + count, 0);
  return {
    name: endpoint.name,
    connections: options.connections,
    seconds: result.duration,
    completed: latencies.length,
    perSecond: result.duration > 0 ? ok / result.duration : 0,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? Number.NaN,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statusCodes,
  };
}
