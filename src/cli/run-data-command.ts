import 'reflect-metadata';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { DatabaseServer } from '../shared/database/database-server.js';
import { DataCliModule } from './data-cli.module.js';
import { stopOnInterrupt } from './interrupt.js';

/** Runs one data command in a small application context and exits with a clear message on failure. */
export async function runDataCommand(work: (app: INestApplicationContext) => Promise<void>): Promise<void> {
  process.env.LOG_PRETTY ??= 'false';
  const app = await NestFactory.createApplicationContext(DataCliModule, { logger: ['error', 'warn'] });
  const interrupt = stopOnInterrupt(app.get(DatabaseServer));
  try {
    await work(app);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (interrupt.interrupted) {
      console.error(
        `${interrupt.interrupted}: the command stopped before its end (${message}). What it committed is kept; ` +
          'a load that had not swapped its revision in left the served one as it was.',
      );
    } else {
      console.error(message);
      process.exitCode = 1;
    }
  } finally {
    await app.close();
  }
}

/** `--name value` or `--name=value` from the command line. */
export function option(name: string): string | undefined {
  const args = process.argv.slice(2);
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] ?? '';
    if (arg === `--${name}`) return args[i + 1];
    if (arg.startsWith(`--${name}=`)) return arg.slice(name.length + 3);
  }
  return undefined;
}

export function integerOption(name: string, fallback: number): number {
  const raw = option(name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0)
    throw new Error(`--${name} must be a positive integer, got '${raw}'`);
  return value;
}
