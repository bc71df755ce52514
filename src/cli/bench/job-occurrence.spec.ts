import { occurrenceOf, slotTime, type SendItRow } from './job-occurrence.js';

const at = (time: string): Date => new Date(`2026-11-22T${time}Z`);

describe('occurrenceOf (bench:jobs)', () => {
  const sendIts: SendItRow[] = [
    // The pass at 03:13:59.9 forwarded the 03:13 occurrence; its send-it ran just after the minute.
    { slot: '2026-11-22 03:13:00', started_on: at('03:14:00.050'), completed_on: at('03:14:00.120') },
    { slot: '2026-11-22 03:14:00', started_on: at('03:14:30.010'), completed_on: at('03:14:30.090') },
  ];

  it('reads a slot string as UTC', () => {
    expect(slotTime('2026-11-22 03:13:00')).toBe(at('03:13:00').getTime());
  });

  it('files a job created early in a minute under the previous occurrence that forwarded it', () => {
    expect(occurrenceOf(at('03:14:00.100'), sendIts)).toBe(at('03:13:00').getTime());
    expect(occurrenceOf(at('03:14:30.050'), sendIts)).toBe(at('03:14:00').getTime());
  });

  it('answers null for a job no send-it job was running for (sent by hand)', () => {
    expect(occurrenceOf(at('03:14:10'), sendIts)).toBeNull();
  });

  it('answers null when send-it jobs of two slots overlap the creation, and ignores unfinished ones', () => {
    const overlapping: SendItRow[] = [
      ...sendIts,
      { slot: '2026-11-22 03:15:00', started_on: at('03:14:00'), completed_on: at('03:14:01') },
      { slot: '2026-11-22 03:16:00', started_on: at('03:14:30'), completed_on: null },
    ];
    expect(occurrenceOf(at('03:14:00.100'), overlapping)).toBeNull();
    expect(occurrenceOf(at('03:14:30.050'), overlapping)).toBe(at('03:14:00').getTime());
  });
});
