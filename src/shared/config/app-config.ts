import { hkdfSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

export type NodeEnvironment = 'development' | 'test' | 'production';
export type EnvironmentName = 'production' | 'test' | 'development';

/**
 * Typed configuration read once from the environment. Every value has a default that works
 * out of the box on a developer machine (embedded PostgreSQL, embedded MailDev); production
 * refuses to start without the secrets it needs.
 */
export class AppConfig {
  readonly nodeEnv: NodeEnvironment;
  readonly port: number;
  readonly host: string;
  readonly publicUrl: string;
  readonly logLevel: string;
  readonly prettyLogs: boolean;
  /** A PostgreSQL server; undefined means: run the embedded PostgreSQL (PGlite). */
  readonly databaseUrl: string | undefined;
  /** A streaming read replica of DATABASE_URL for the screening reads (docs/deployment.md). */
  readonly databaseReadUrl: string | undefined;
  /** Data directory of the embedded database; 'memory://' keeps it in memory (tests). */
  readonly embeddedDataDir: string;
  readonly embeddedDbPort: number;
  /**
   * On shutdown, how long the embedded database lets running statements and open transactions finish
   * before it rolls them back (docs/adr/0001). Keep it under SHUTDOWN_GRACE_MS minus SHUTDOWN_DRAIN_MS.
   */
  readonly embeddedDrainMs: number;
  readonly dbPoolSize: number;
  readonly jwtSecret: string;
  readonly jwtExpiresInSeconds: number;
  /** An SMTP server; undefined means: start the embedded MailDev and send through it. */
  readonly smtpUrl: string | undefined;
  readonly mailFrom: string;
  readonly maildevSmtpPort: number;
  readonly maildevWebPort: number;
  readonly webDistDir: string;
  /** APP_ENVIRONMENT when set: the environment whatever the host. Unset: `environmentOf` reads the host. */
  readonly environmentName: EnvironmentName | undefined;
  /** Host name patterns (regular expressions, any case) of the test and development hosts. */
  readonly bannerHosts: { TEST: string[]; DEVELOPMENT: string[] };
  readonly runJobs: boolean;
  /** reCAPTCHA server secret; without it captcha tokens are not checked. */
  readonly recaptchaSecret: string | undefined;
  /** An HTTP SMS gateway; without it texts go to the mail catcher as sms+<digits>@sms.localhost. */
  readonly smsGateway: { url: string; key: string } | undefined;
  readonly seedOnEmptyDatabase: boolean;
  /** The demo universe `npm start` loads into an empty screening dataset. */
  readonly demoDataset: { load: boolean; companies: number; years: number; seed: number };
  readonly shutdownGraceMs: number;
  /** Origins (scheme://host[:port]) other sites may call the API from (CORS_ORIGINS); none: same origin only. */
  readonly corsOrigins: string[];
  /** After SIGTERM, how long health answers 503 while requests are still served (load balancers see it). */
  readonly shutdownDrainMs: number;
  /** `npm run bench:jobs` only (BENCH_JOBS_PROBE=true): the probe job's run time; undefined in the product. */
  readonly benchJobsProbeMs: number | undefined;
  /** The mail outbox's dispatcher (src/shared/mail/mail-outbox.ts). */
  readonly mailOutbox: {
    /** How often each process looks for due mail (a send also wakes it at once). */
    intervalMs: number;
    /** The wait before the first retry of a failed send; it doubles per attempt, up to an hour. */
    retryBaseMs: number;
    /** How long a claimed mail stays with its process: after that (a killed process) another sends it. */
    leaseMs: number;
    /** Attempts before a mail is given up (marked failed, kept for the record). */
    maxAttempts: number;
  };
  /** AES-256 key of shared-view links (SHARE_VIEW_KEY, 64 hex chars); derived from the JWT secret when unset. */
  readonly shareViewKey: Buffer;
  /** The key of the stored hashes of one-time codes and link tokens (HMAC-SHA-256). */
  readonly secretsHashKey: Buffer;

  constructor(env: NodeJS.ProcessEnv = process.env) {
    this.nodeEnv = parseNodeEnv(env.NODE_ENV);
    this.port = parseInteger(env.PORT, 3000, 'PORT');
    this.host = env.HOST ?? '0.0.0.0';
    this.publicUrl = (env.APP_URL ?? `http://localhost:${this.port}`).replace(/\/$/, '');
    this.logLevel = env.LOG_LEVEL ?? (this.nodeEnv === 'test' ? 'warn' : 'info');
    this.prettyLogs = parseBoolean(env.LOG_PRETTY, this.nodeEnv === 'development');
    this.databaseUrl = emptyToUndefined(env.DATABASE_URL);
    this.databaseReadUrl = this.databaseUrl ? emptyToUndefined(env.DATABASE_READ_URL) : undefined;
    this.embeddedDataDir = env.EMBEDDED_DB_DIR ?? resolve('.data/pg');
    this.embeddedDbPort = parseInteger(env.EMBEDDED_DB_PORT, 0, 'EMBEDDED_DB_PORT');
    this.embeddedDrainMs = parseInteger(env.EMBEDDED_DB_DRAIN_MS, 5_000, 'EMBEDDED_DB_DRAIN_MS');
    this.dbPoolSize = parseInteger(env.DB_POOL_SIZE, this.databaseUrl ? 10 : 4, 'DB_POOL_SIZE');
    this.jwtSecret = env.JWT_SECRET ?? this.developmentSecret();
    this.jwtExpiresInSeconds = parseInteger(env.JWT_EXPIRES_IN_SECONDS, 86_400, 'JWT_EXPIRES_IN_SECONDS');
    this.smtpUrl = emptyToUndefined(env.SMTP_URL);
    this.mailFrom = env.MAIL_FROM ?? 'Ledgerscope <no-reply@ledgerscope.test>';
    this.maildevSmtpPort = parseInteger(env.MAILDEV_SMTP_PORT, 1025, 'MAILDEV_SMTP_PORT');
    this.maildevWebPort = parseInteger(env.MAILDEV_WEB_PORT, 1080, 'MAILDEV_WEB_PORT');
    this.webDistDir = env.WEB_DIST_DIR ?? resolve('dist/web');
    this.environmentName = parseEnvironmentName(env.APP_ENVIRONMENT);
    this.bannerHosts = {
      TEST: splitList(env.BANNER_TEST_HOSTS, ['^test\\.', '\\.test\\.', '^staging\\.', '\\.staging\\.']),
      DEVELOPMENT: splitList(env.BANNER_DEVELOPMENT_HOSTS, [
        '^localhost$',
        '^127\\.',
        '^dev\\.',
        '\\.dev\\.',
      ]),
    };
    this.runJobs = parseBoolean(env.RUN_JOBS, true);
    this.recaptchaSecret = emptyToUndefined(env.RECAPTCHA_SECRET);
    const smsUrl = emptyToUndefined(env.SMS_GATEWAY_URL);
    this.smsGateway = smsUrl ? { url: smsUrl, key: env.SMS_GATEWAY_KEY ?? '' } : undefined;
    this.seedOnEmptyDatabase = parseBoolean(env.SEED_ON_EMPTY_DATABASE, this.nodeEnv !== 'production');
    this.demoDataset = {
      load: parseBoolean(env.LOAD_DEMO_DATASET, this.seedOnEmptyDatabase),
      companies: parseInteger(env.DEMO_DATASET_COMPANIES, 6_000, 'DEMO_DATASET_COMPANIES'),
      // Two more years than the 10 shown: the F-score needs two prior years, so the first two are unscored.
      years: parseInteger(env.DEMO_DATASET_YEARS, 12, 'DEMO_DATASET_YEARS'),
      seed: parseInteger(env.DEMO_DATASET_SEED, 2026, 'DEMO_DATASET_SEED'),
    };
    this.shutdownGraceMs = parseInteger(env.SHUTDOWN_GRACE_MS, 10_000, 'SHUTDOWN_GRACE_MS');
    this.corsOrigins = parseOrigins(env.CORS_ORIGINS);
    this.shutdownDrainMs = parseInteger(env.SHUTDOWN_DRAIN_MS, 2_000, 'SHUTDOWN_DRAIN_MS');
    this.benchJobsProbeMs = parseBoolean(env.BENCH_JOBS_PROBE, false)
      ? parseInteger(env.BENCH_JOBS_PROBE_MS, 2_000, 'BENCH_JOBS_PROBE_MS')
      : undefined;
    this.mailOutbox = {
      intervalMs: parseInteger(env.MAIL_DISPATCH_INTERVAL_MS, 500, 'MAIL_DISPATCH_INTERVAL_MS'),
      retryBaseMs: parseInteger(env.MAIL_RETRY_BASE_MS, 30_000, 'MAIL_RETRY_BASE_MS'),
      leaseMs: parseInteger(env.MAIL_LEASE_MS, 120_000, 'MAIL_LEASE_MS'),
      maxAttempts: parseInteger(env.MAIL_MAX_ATTEMPTS, 20, 'MAIL_MAX_ATTEMPTS'),
    };
    this.shareViewKey = parseKey(env.SHARE_VIEW_KEY, this.jwtSecret, 'share-view');
    this.secretsHashKey = parseKey(env.SECRETS_HASH_KEY, this.jwtSecret, 'stored-secrets');

    if (this.nodeEnv === 'production') {
      if (!env.JWT_SECRET) throw new Error('JWT_SECRET is required when NODE_ENV=production');
      if (!this.databaseUrl) throw new Error('DATABASE_URL is required when NODE_ENV=production');
      if (!this.smtpUrl) throw new Error('SMTP_URL is required when NODE_ENV=production');
    }
  }

  /**
   * The one environment of a request (the TEST/DEVELOPMENT banner and Report issues both follow it):
   * APP_ENVIRONMENT when set, else the host the app is served from: a TEST host pattern gives test, a
   * DEVELOPMENT one development (TEST checked first), any other host production.
   */
  environmentOf(hostname: string): EnvironmentName {
    if (this.environmentName !== undefined) return this.environmentName;
    if (this.bannerHosts.TEST.some((pattern) => matchesHost(pattern, hostname))) return 'test';
    if (this.bannerHosts.DEVELOPMENT.some((pattern) => matchesHost(pattern, hostname))) return 'development';
    return 'production';
  }

  get embedded(): boolean {
    return this.databaseUrl === undefined;
  }

  /** Outside production a random secret is kept beside the embedded data, so tokens survive restarts. */
  private developmentSecret(): string {
    if (this.nodeEnv === 'test' || this.embeddedDataDir.startsWith('memory://')) {
      return randomBytes(32).toString('hex');
    }
    const file = resolve(dirname(this.embeddedDataDir), 'jwt-secret');
    /* eslint-disable security/detect-non-literal-fs-filename -- beside EMBEDDED_DB_DIR, set by the operator */
    if (existsSync(file)) return readFileSync(file, 'utf8').trim();
    const secret = randomBytes(32).toString('hex');
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, secret, { mode: 0o600 });
    /* eslint-enable security/detect-non-literal-fs-filename */
    return secret;
  }
}

/** A 32-byte key from 64 hex characters, or one derived (HKDF-SHA256) from the app secret for a purpose. */
function parseKey(value: string | undefined, secret: string, purpose: string): Buffer {
  if (value !== undefined && value !== '') {
    if (!/^[0-9a-fA-F]{64}$/.test(value)) throw new Error(`${purpose} key must be 64 hex characters`);
    return Buffer.from(value, 'hex');
  }
  return Buffer.from(hkdfSync('sha256', secret, 'ledgerscope', purpose, 32));
}

/** A comma-separated list of origins, each http(s)://host[:port] (no '*', path, query or credentials). */
function parseOrigins(value: string | undefined): string[] {
  return splitList(value, []).map((item) => {
    const url = URL.canParse(item) ? new URL(item) : null;
    const bare =
      url !== null &&
      (url.protocol === 'https:' || url.protocol === 'http:') &&
      url.pathname === '/' &&
      url.search === '' &&
      url.hash === '' &&
      url.username === '' &&
      url.password === '' &&
      !item.includes('*');
    if (!bare) throw new Error(`CORS_ORIGINS: "${item}" is not an origin such as https://app.example.com`);
    return url.origin;
  });
}

function parseNodeEnv(value: string | undefined): NodeEnvironment {
  if (value === 'production' || value === 'test') return value;
  return 'development';
}

function parseEnvironmentName(value: string | undefined): EnvironmentName | undefined {
  const name = value?.trim().toLowerCase() ?? '';
  if (name === '') return undefined;
  if (name === 'production' || name === 'test' || name === 'development') return name;
  throw new Error('APP_ENVIRONMENT must be production, test or development (or unset: from the host)');
}

/** A host pattern (a regular expression, any case) that matches; an invalid one never does. */
function matchesHost(pattern: string, hostname: string): boolean {
  try {
    // eslint-disable-next-line security/detect-non-literal-regexp -- the operator's BANNER_*_HOSTS
    return new RegExp(pattern, 'i').test(hostname);
  } catch {
    return false;
  }
}

function parseInteger(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`${name} must be a non-negative integer`);
  return parsed;
}

function parseBoolean(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

function splitList(value: string | undefined, fallback: string[]): string[] {
  if (value === undefined) return fallback;
  return value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

function emptyToUndefined(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}
