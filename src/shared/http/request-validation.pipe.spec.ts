import { Type } from 'class-transformer';
import { IsInt, IsOptional } from 'class-validator';
import { RequestValidationError } from './request-validation.error.js';
import { RequestValidationPipe } from './request-validation.pipe.js';

class Body {
  @IsOptional() @Type(() => Number) @IsInt() count?: number;
}

describe('RequestValidationPipe', () => {
  const pipe = new RequestValidationPipe({ whitelist: true, forbidNonWhitelisted: true, transform: true });
  const metadata = { type: 'body' as const, metatype: Body };

  it('answers a value the transform cannot convert as an invalid request, not a server error', async () => {
    // Number({ toString: 1, valueOf: 1 }) throws a TypeError inside class-transformer.
    const failure = await pipe
      .transform({ count: { toString: 1, valueOf: 1 } }, metadata)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(RequestValidationError);
    expect((failure as RequestValidationError).code).toBe('INVALID_REQUEST');
  });

  it('keeps validation failures and valid bodies as they were', async () => {
    await expect(pipe.transform({ count: 'x' }, metadata)).rejects.not.toBeInstanceOf(RequestValidationError);
    await expect(pipe.transform({ count: '3' }, metadata)).resolves.toEqual({ count: 3 });
  });
});
