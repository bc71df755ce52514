import { describe, expect, it } from 'vitest';

import { formatMoment } from '../content/calendar-day';
import { formatDay, formatUtcMoment } from './console-format';

describe('console times carry their zone (UTC)', () => {
  it('shows an instant in UTC with the zone, whatever the browser zone', () => {
    expect(formatUtcMoment('2026-11-20T10:05:00.000Z')).toBe('2026-11-20 10:05 UTC');
    expect(formatUtcMoment('2026-11-20T23:30:00.000-05:00')).toBe('2026-11-21 04:30 UTC');
    expect(formatUtcMoment(null)).toBe('N/A');
    expect(formatMoment('2026-11-21T16:15:00.000Z')).toBe('21 Nov 2026, 16:15 UTC');
    expect(formatMoment('2026-11-21T00:05:00.000Z')).toBe('21 Nov 2026, 00:05 UTC');
    expect(formatMoment('')).toBe('');
  });

  it('shows a day as its UTC calendar day', () => {
    expect(formatDay('2026-11-20T23:30:00.000-05:00')).toBe('2026-11-21');
    expect(formatDay(undefined)).toBe('N/A');
  });
});
