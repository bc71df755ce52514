import { describe, expect, it, vi } from 'vitest';

import { loadWithRetry } from './lazy-with-retry';

describe('loadWithRetry', () => {
  it('asks again after a failed chunk request and answers with the chunk', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue('chunk');
    await expect(loadWithRetry(load, 4, 1)).resolves.toBe('chunk');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('gives up after the last attempt with the last error, so the error page can offer a reload', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValue(new TypeError('offline'));
    await expect(loadWithRetry(load, 3, 1)).rejects.toThrow('offline');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('waits longer before each new attempt', async () => {
    vi.useFakeTimers();
    try {
      const load = vi.fn<() => Promise<string>>().mockRejectedValue(new TypeError('offline'));
      const result = loadWithRetry(load, 3, 100).catch((error: unknown) => error);
      await vi.advanceTimersByTimeAsync(99);
      expect(load).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(load).toHaveBeenCalledTimes(2);
      await vi.advanceTimersByTimeAsync(199);
      expect(load).toHaveBeenCalledTimes(2);
      await vi.advanceTimersByTimeAsync(1);
      expect(load).toHaveBeenCalledTimes(3);
      await expect(result).resolves.toBeInstanceOf(TypeError);
    } finally {
      vi.useRealTimers();
    }
  });
});
