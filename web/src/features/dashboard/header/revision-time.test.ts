import { describe, expect, it } from 'vitest';

import { formatRevisionSgt } from './revision-time';

describe('formatRevisionSgt', () => {
  it('shows the instant in Singapore time, crossing midnight when UTC is late', () => {
    expect(formatRevisionSgt('2026-11-21T10:05:00Z')).toBe('21 Nov 2026, 18:05 SGT');
    expect(formatRevisionSgt('2026-12-31T20:30:00Z')).toBe('1 Jan 2027, 04:30 SGT');
  });

  it('shows nothing before the first load or for a bad date', () => {
    expect(formatRevisionSgt(null)).toBeUndefined();
    expect(formatRevisionSgt('not a date')).toBeUndefined();
  });
});
