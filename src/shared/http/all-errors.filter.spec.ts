import type { ArgumentsHost } from '@nestjs/common';
import { AllErrorsFilter, isDatabaseUnavailable } from './all-errors.filter.js';
import { MESSAGES } from './messages.js';

function answer(exception: unknown): { status: number; body: unknown; headers: Record<string, string> } {
  const result = { status: 0, body: undefined as unknown, headers: {} as Record<string, string> };
  const response = {
    headersSent: false,
    setHeader: (name: string, value: string) => (result.headers[name] = value),
    status(code: number) {
      result.status = code;
      return this;
    },
    json(body: unknown) {
      result.body = body;
      return this;
    },
  };
  const host = { switchToHttp: () => ({ getResponse: () => response }) } as unknown as ArgumentsHost;
  new AllErrorsFilter().catch(exception, host);
  return result;
}

const pgError = (code: string, message: string): Error => Object.assign(new Error(message), { code });

describe('database outages answer 503 DATABASE_UNAVAILABLE, other failures stay 500', () => {
  it.each([
    [
      'a refused connection',
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    ],
    [
      'an admin shutdown (pg_ctl stop)',
      pgError('57P01', 'terminating connection due to administrator command'),
    ],
    ['crash recovery', pgError('57P03', 'the database system is in recovery mode')],
    ['a lost link', new Error('Connection terminated unexpectedly')],
    ['a wrapped driver error', new Error('insert failed', { cause: pgError('08006', 'connection failure') })],
    ['every address refused', new AggregateError([pgError('ECONNREFUSED', 'connect ECONNREFUSED ::1:5432')])],
  ])('%s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    const { status, body, headers } = answer(error);
    expect(status).toBe(503);
    expect(body).toEqual({
      statusCode: 503,
      errorCode: 'DATABASE_UNAVAILABLE',
      message: MESSAGES.DATABASE_UNAVAILABLE,
    });
    expect(headers['Retry-After']).toBe('5');
  });

  it.each([
    ['a unique violation', pgError('23505', 'duplicate key value violates unique constraint')],
    ['a programming error', new TypeError('Cannot read properties of undefined')],
    ['a syntax error', pgError('42601', 'syntax error at or near "select"')],
  ])('%s is not an outage', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
    const { status, body } = answer(error);
    expect(status).toBe(500);
    expect(body).toEqual({
      statusCode: 500,
      errorCode: 'UNDEFINED_ERROR',
      message: MESSAGES.UNDEFINED_ERROR,
    });
  });
});
