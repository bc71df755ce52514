import type { CommandBus } from '@nestjs/cqrs';
import { FixedClock } from '../../../../../shared/domain/clock.js';
import { RecordActivity } from '../../../../identity/index.js';
import { InMemoryVisitLog } from '../../../infrastructure/persistence/in-memory-luca.repositories.js';
import { RecordLucaVisit } from './record-visit.command.js';
import { RecordLucaVisitHandler } from './record-visit.handler.js';

describe('RecordLucaVisitHandler', () => {
  it('records LUCA_ACCESS for the first visit of each session only', async () => {
    const sent: unknown[] = [];
    const commands = {
      execute: (command: unknown) => Promise.resolve(void sent.push(command)),
    } as unknown as CommandBus;
    const handler = new RecordLucaVisitHandler(new InMemoryVisitLog(), commands, new FixedClock(new Date()));
    expect(await handler.execute(new RecordLucaVisit('t', 'u', 's1'))).toBe(true);
    expect(await handler.execute(new RecordLucaVisit('t', 'u', 's1'))).toBe(false);
    expect(await handler.execute(new RecordLucaVisit('t', 'u', 's2'))).toBe(true);
    expect(sent).toEqual([
      new RecordActivity('u', 't', 'LUCA_ACCESS'),
      new RecordActivity('u', 't', 'LUCA_ACCESS'),
    ]);
  });
});
