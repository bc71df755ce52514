import { FixedClock } from '../../../../../shared/domain/clock.js';
import { InMemoryVisitLog } from '../../../infrastructure/persistence/in-memory-luca.repositories.js';
import type { ActivityLog } from '../../ports/activity-log.js';
import { RecordLucaVisit } from './record-visit.command.js';
import { RecordLucaVisitHandler } from './record-visit.handler.js';

describe('RecordLucaVisitHandler', () => {
  it('records LUCA_ACCESS for the first visit of each session only', async () => {
    const opened: unknown[] = [];
    const activity: ActivityLog = {
      lucaOpened: (userId: string, tenantId: string) => Promise.resolve(void opened.push([userId, tenantId])),
    };
    const handler = new RecordLucaVisitHandler(new InMemoryVisitLog(), activity, new FixedClock(new Date()));
    expect(await handler.execute(new RecordLucaVisit('t', 'u', 's1'))).toBe(true);
    expect(await handler.execute(new RecordLucaVisit('t', 'u', 's1'))).toBe(false);
    expect(await handler.execute(new RecordLucaVisit('t', 'u', 's2'))).toBe(true);
    expect(opened).toEqual([
      ['u', 't'],
      ['u', 't'],
    ]);
  });
});
