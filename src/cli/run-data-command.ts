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

/**
 * Every value of `--name value` / `--name=value`, commas splitting a value into several; a flag without
 * its value is refused with `usage`.
 */
export function listOption(name: string, usage: string): string[] {
  const args = process.argv.slice(2);
  const out: string[] = [];
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] ?? '';
    let value: string | undefined;
    if (arg === `--${name}`) value = args[++i];
    else if (arg.startsWith(`--${name}=`)) value = arg.slice(name.length + 3);
    else continue;
    if (value === undefined || value.startsWith('--')) throw new Error(`--${name} needs a value\n${usage}`);
    out.push(
      ...value
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part.length > 0),
    );
  }
  return out;
}

export function integerOption(name: string, fallback: number): number {
  const raw = option(name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0)
    throw new Error(`--${name} must be a positive integer, got '${raw}'`);
  return value;
}
