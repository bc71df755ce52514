import { BadRequestException } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';

/**
 * How deeply a request body may nest. No request of the API goes past 5 levels; a body nested thousands deep
 * (`[[[[...]]]]`, 10 kB are enough) overflowed the stack of the validation pipe's transform: a 500.
 */
export const MAX_JSON_DEPTH = 32;

/** What makes a parsed body unusable: nesting past `limit`, or a NUL character in a key or a text. */
export function unusableBody(value: unknown, limit = MAX_JSON_DEPTH): 'depth' | 'nul' | null {
  const pending: Array<[unknown, number]> = [[value, 1]];
  while (pending.length > 0) {
    const [node, depth] = pending.pop()!;
    if (typeof node === 'string') {
      if (node.includes('\0')) return 'nul';
      continue;
    }
    if (node === null || typeof node !== 'object') continue;
    if (depth > limit) return 'depth';
    for (const [key, child] of Object.entries(node)) {
      if (key.includes('\0')) return 'nul';
      pending.push([child, depth + 1]);
    }
  }
  return null;
}

/**
 * Refuses, before any route runs, input no handler can use: a body nested deeper than MAX_JSON_DEPTH, and a
 * NUL character anywhere in the path, the query or the body. PostgreSQL text cannot hold NUL ("invalid message
 * format": a 500 wherever such a text reached a query, e.g. GET /api/payment/subscriptions/%00).
 */
export function refuseUnusableInput() {
  return (request: Request, _response: Response, next: NextFunction): void => {
    const body = unusableBody(request.body);
    if (body === 'depth') {
      next(new BadRequestException(`The request body nests deeper than ${MAX_JSON_DEPTH} levels.`));
      return;
    }
    if (body === 'nul' || /%00|\0/i.test(request.originalUrl)) {
      next(new BadRequestException('The request holds a NUL character.'));
      return;
    }
    next();
  };
}
