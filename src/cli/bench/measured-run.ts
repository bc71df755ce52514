import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Runs a built CLI as a child process and measures it as an operator would meet it: wall time from
 * spawn to exit, and peak resident memory. The peak is the child's own getrusage maxRSS, written by a
 * preloaded hook as it exits (exact), and, should it die before (killed, out of memory), the last
 * VmHWM read from /proc/<pid>/status, polled while it runs.
 */

export interface MeasuredRun {
  /** Exit code (null when ended by a signal). */
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
  readonly seconds: number;
  /** Peak resident set size in MiB, or null when it could not be read. */
  readonly peakRssMb: number | null;
  /** Everything the child wrote to stdout (it is also echoed to this process's stdout). */
  readonly stdout: string;
}

const HOOK = `import { writeFileSync } from 'node:fs';
process.on('exit', () => {
  const file = process.env.BENCH_PEAK_RSS_FILE;
  if (file) writeFileSync(file, String(process.resourceUsage().maxRSS));
});
`;

const running = new Set<ChildProcess>();

/** SIGTERM to the children runMeasured started that are still running (the benchmark is interrupted). */
export function stopMeasuredRuns(): void {
  for (const child of running) child.kill('SIGTERM');
}

/** VmHWM (peak) and VmRSS (now) of a running process in KiB, or null (no /proc, or the process is gone). */
function memoryOf(pid: number): { peak: number; now: number } | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const peak = /^VmHWM:\s+(\d+)\s+kB/m.exec(status);
    const now = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
    return peak && now ? { peak: Number(peak[1]), now: Number(now[1]) } : null;
  } catch {
    return null;
  }
}

/**
 * `node [nodeArgs] script args` in `cwd` with `env`; `workDir` holds the hook and the peak file. The
 * child's stdout and stderr are echoed line by line with `prefix`, the seconds since its start and its
 * RSS; its stdout is also kept.
 */
export function runMeasured(options: {
  readonly cwd: string;
  readonly script: string;
  readonly args: readonly string[];
  readonly env: NodeJS.ProcessEnv;
  readonly workDir: string;
  readonly prefix?: string;
  readonly nodeArgs?: readonly string[];
}): Promise<MeasuredRun> {
  const hook = join(options.workDir, 'peak-rss-hook.mjs');
  const peakFile = join(options.workDir, `peak-rss-${Date.now()}-${running.size}.txt`);
  writeFileSync(hook, HOOK);
  rmSync(peakFile, { force: true });
  const prefix = options.prefix ?? '';
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(
      process.execPath,
      [...(options.nodeArgs ?? []), '--import', pathToFileURL(hook).href, options.script, ...options.args],
      {
        cwd: options.cwd,
        env: { ...options.env, BENCH_PEAK_RSS_FILE: peakFile },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    running.add(child);
    let polled: number | null = null;
    let current: number | null = null;
    const poll = setInterval(() => {
      if (child.pid === undefined) return;
      const memory = memoryOf(child.pid);
      if (memory === null) return;
      polled = Math.max(polled ?? 0, memory.peak);
      current = memory.now;
    }, 200);
    // Each line is echoed with the seconds since the start and the resident memory at that moment, so
    // the log shows where the time and the memory went.
    const stamp = (): string =>
      `+${((performance.now() - started) / 1000).toFixed(1)}s` +
      (current === null ? '' : ` ${Math.round(current / 1024)}MB`);
    const chunks: string[] = [];
    const partial = { stdout: '', stderr: '' };
    const echo = (stream: 'stdout' | 'stderr', text: string): void => {
      const lines = (partial[stream] + text).split(/\r?\n|\r/);
      partial[stream] = lines.pop() ?? '';
      for (const line of lines)
        if (line.trim() !== '')
          (stream === 'stdout' ? console.log : console.error)(`${prefix}${stamp()} ${line}`);
    };
    child.stdout.setEncoding('utf8');
    child.stderr.setEncoding('utf8');
    child.stdout.on('data', (text: string) => {
      chunks.push(text);
      echo('stdout', text);
    });
    child.stderr.on('data', (text: string) => echo('stderr', text));
    child.once('error', (error) => {
      clearInterval(poll);
      running.delete(child);
      reject(error);
    });
    child.once('close', (code, signal) => {
      const seconds = (performance.now() - started) / 1000;
      clearInterval(poll);
      running.delete(child);
      echo('stdout', '\n');
      echo('stderr', '\n');
      let hooked: number | null;
      try {
        hooked = Number(readFileSync(peakFile, 'utf8'));
      } catch {
        hooked = null;
      }
      rmSync(peakFile, { force: true });
      const kib = hooked !== null && Number.isFinite(hooked) && hooked > 0 ? hooked : polled;
      resolve({
        code,
        signal,
        seconds,
        peakRssMb: kib === null ? null : kib / 1024,
        stdout: chunks.join(''),
      });
    });
  });
}
