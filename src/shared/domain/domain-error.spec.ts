import { DomainError } from './domain-error.js';

class SampleError extends DomainError<'NOT_FOUND' | 'CONFLICT'> {}

describe('DomainError', () => {
  it('keeps the code, the message and the subclass name', () => {
    const error = new SampleError('CONFLICT', 'Already there');
    expect(error).toBeInstanceOf(Error);
    expect(error.code).toBe('CONFLICT');
    expect(error.message).toBe('Already there');
    expect(error.name).toBe('SampleError');
  });

  it('falls back to the code as message', () => {
    expect(new SampleError('NOT_FOUND').message).toBe('NOT_FOUND');
  });
});
