import {
  afterCommit,
  CommitsStepByStep,
  commitsStepByStep,
  inUnitOfWork,
  runUnitOfWork,
} from './unit-of-work.js';

/** A stand-in transaction that records what the unit of work asks of it. */
function recorder() {
  const log: string[] = [];
  const transaction = async <R>(work: () => Promise<R>): Promise<R> => {
    log.push('begin');
    try {
      const result = await work();
      log.push('commit');
      return result;
    } catch (error) {
      log.push('rollback');
      throw error;
    }
  };
  return { log, transaction };
}

describe('unit of work', () => {
  it('runs what waits for the commit after the commit, in order', async () => {
    const { log, transaction } = recorder();
    const result = await runUnitOfWork(transaction, () => {
      afterCommit(() => log.push('event 1'));
      afterCommit(() => log.push('event 2'));
      log.push('work');
      return Promise.resolve(42);
    });
    expect(result).toBe(42);
    expect(log).toEqual(['begin', 'work', 'commit', 'event 1', 'event 2']);
    expect(inUnitOfWork()).toBe(false);
  });

  it('drops what waits for the commit when the work fails', async () => {
    const { log, transaction } = recorder();
    await expect(
      runUnitOfWork(transaction, () => {
        afterCommit(() => log.push('event'));
        return Promise.reject(new Error('refused'));
      }),
    ).rejects.toThrow('refused');
    expect(log).toEqual(['begin', 'rollback']);
  });

  it('nests: an inner unit that fails drops only its own tasks, the outer one commits the rest', async () => {
    const { log, transaction } = recorder();
    await runUnitOfWork(transaction, async () => {
      afterCommit(() => log.push('outer event'));
      await runUnitOfWork(transaction, () => {
        expect(inUnitOfWork()).toBe(true);
        afterCommit(() => log.push('inner event'));
        return Promise.resolve();
      });
      await runUnitOfWork(transaction, () => {
        afterCommit(() => log.push('failed inner event'));
        return Promise.reject(new Error('inner refused'));
      }).catch(() => log.push('caught'));
    });
    expect(log).toEqual([
      'begin',
      'begin',
      'commit',
      'begin',
      'rollback',
      'caught',
      'commit',
      'outer event',
      'inner event',
    ]);
  });

  it('runs a task at once outside a unit of work', () => {
    const log: string[] = [];
    afterCommit(() => log.push('now'));
    expect(log).toEqual(['now']);
  });

  it('knows the commands that commit step by step', () => {
    @CommitsStepByStep()
    class Batch {}
    class Single {}
    expect(commitsStepByStep(new Batch())).toBe(true);
    expect(commitsStepByStep(new Single())).toBe(false);
  });
});
