import type { LogLevel, ShutdownReport } from './wire-server.ts';

/** What the app's thread hands the database's thread (workerData). */
export interface ThreadOptions {
  dataDir: string;
  port: number;
  host: string;
}

/** The app's thread to the database's: drain for at most `graceMs`, close PGlite, end. */
export interface StopRequest {
  type: 'stop';
  graceMs: number;
}

/** The database's thread to the app's. */
export type ThreadReply =
  | { type: 'listening'; port: number }
  | { type: 'log'; level: LogLevel; message: string }
  /** PGlite did not start, or stopped answering: the thread ends. */
  | { type: 'failed'; message: string; stack?: string }
  | { type: 'stopped'; report: ShutdownReport };
