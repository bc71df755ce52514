import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Creates a watchlist of this name through the API as the bearer of `token` (the benchmarks' write under
 * load): the answer's status, 0 when none came within `timeoutMs` or the connection failed.
 */
export function createWatchlist(
  baseUrl: string,
  token: string,
  name: string,
  timeoutMs: number,
): Promise<number> {
  return fetch(`${baseUrl}/api/watchlists`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ name }),
    signal: AbortSignal.timeout(timeoutMs),
  }).then(
    async (response) => {
      await response.arrayBuffer();
      return response.status;
    },
    () => 0,
  );
}

export interface ApiProcessOptions {
  root: string;
  /** The PostgreSQL server; undefined runs the embedded database (EMBEDDED_DB_DIR in env). */
  databaseUrl: string | undefined;
  logFile: string;
  logLevel: string;
  /** Overrides of the environment below (NODE_ENV=production with SMTP_URL, RUNTIME_STATS_FILE...). */
  env?: NodeJS.ProcessEnv;
  /** The built entry point; root's dist/api/main.js when unset. */
  main?: string;
}

/** The built API (dist/api/main.js) running as a child process, its output in a log file. */
export class ApiProcess {
  private constructor(
    private readonly child: ChildProcess,
    private readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>,
    readonly baseUrl: string,
    readonly logFile: string,
  ) {}

  /**
   * Starts the API on a free port against databaseUrl and waits until /api/health answers 200.
   * It seeds the demo tenants and accounts into a database without tenants, and loads no demo universe.
   */
  static async start(options: ApiProcessOptions): Promise<ApiProcess> {
    const api = await ApiProcess.launch(options);
    if (await api.healthy(120_000)) return api;
    await api.stop();
    throw new Error(`The API did not become healthy within 120 s. Its log:\n${api.tail()}`);
  }

  /** Starts the API as start() does, without waiting for it (two started together, say). */
  static async launch(options: ApiProcessOptions): Promise<ApiProcess> {
    const [port, smtpPort, webPort] = [await freePort(), await freePort(), await freePort()];
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      // development only so that the API seeds the demo accounts and runs its own mail catcher (on free
      // ports); no code path of the measured requests depends on NODE_ENV.
      NODE_ENV: 'development',
      APP_ENVIRONMENT: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: options.logLevel,
      LOG_PRETTY: 'false',
      DATABASE_URL: options.databaseUrl ?? '',
      JWT_SECRET: randomBytes(32).toString('hex'),
      SEED_ON_EMPTY_DATABASE: 'true',
      LOAD_DEMO_DATASET: 'false',
      MAILDEV_SMTP_PORT: String(smtpPort),
      MAILDEV_WEB_PORT: String(webPort),
      ...options.env,
    };
    const log = openSync(options.logFile, 'w');
    const child = spawn(process.execPath, [options.main ?? join(options.root, 'dist/api/main.js')], {
      cwd: options.root,
      env,
      stdio: ['ignore', log, log],
    });
    closeSync(log);
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
      child.once('exit', (code, signal) => resolve({ code, signal })),
    );
    return new ApiProcess(child, exited, `http://127.0.0.1:${port}`, options.logFile);
  }

  /** Waits until /api/health answers 200 (true), or the process exits or the time is up (false). */
  async healthy(withinMs: number): Promise<boolean> {
    const deadline = Date.now() + withinMs;
    while (Date.now() < deadline && this.child.exitCode === null && this.child.signalCode === null) {
      try {
        const response = await fetch(`${this.baseUrl}/api/health`);
        if (response.ok) return true;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    return false;
  }

  /** The process id (for the signals of the fault benchmarks). */
  get pid(): number | undefined {
    return this.child.pid;
  }

  /** Resolves when the process exits by itself (or by a signal sent elsewhere). */
  waitForExit(): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
    return this.exited;
  }

  /** The last lines of the API's log. */
  tail(lines = 40): string {
    try {
      return readFileSync(this.logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
    } catch {
      return '(no log)';
    }
  }

  /** SIGTERM, then SIGKILL after 15 s; resolves when the process has exited. */
  async stop(): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGTERM');
    const timer = setTimeout(() => this.child.kill('SIGKILL'), 15_000);
    try {
      return await this.exited;
    } finally {
      clearTimeout(timer);
    }
  }

  /** POSTs a JSON body as the bearer of `token`; the answer's status and parsed body. */
  async post(token: string, path: string, body: object): Promise<{ status: number; body: unknown }> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: await response.json() };
  }

  /** Signs in through POST /api/auth/login and returns the bearer token. */
  async signIn(email: string, password: string): Promise<string> {
    const response = await fetch(`${this.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    const body = (await response.json()) as { idToken?: string };
    if (!response.ok || !body.idToken)
      throw new Error(`Sign-in of ${email} failed: ${response.status} ${JSON.stringify(body)}`);
    return body.idToken;
  }
}
