import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * A command is a unit of work: its handler's writes commit together, or none of them does (ADR 9). The
 * command bus runs every handler inside one database transaction that the repositories and the mail outbox
 * join; what must wait for the commit (in-process events, waking the mail dispatcher) is queued with
 * {@link afterCommit} and runs once the transaction has committed, or never if it rolls back.
 *
 * This file knows no framework and no ORM: the transaction itself is opened by the binding in
 * unit-of-work.module.ts, and unit tests that call a handler directly run without one.
 */

interface Unit {
  readonly afterCommit: Array<() => void>;
}

const current = new AsyncLocalStorage<Unit>();

/**
 * Runs `task` once the command in progress has committed (now, outside a command). A command that fails
 * drops its tasks: an event of a change that did not happen is not published.
 */
export function afterCommit(task: () => void): void {
  const unit = current.getStore();
  if (unit) unit.afterCommit.push(task);
  else task();
}

/** Whether a unit of work is in progress here (a command called from a command joins its caller's). */
export function inUnitOfWork(): boolean {
  return current.getStore() !== undefined;
}

/**
 * Runs `work` as a unit of work inside `transaction` (which opens a transaction, or a savepoint when one is
 * open already), then the tasks queued with afterCommit once the outermost unit has committed. A nested
 * unit that fails drops only its own tasks.
 */
export async function runUnitOfWork<T>(
  transaction: <R>(work: () => Promise<R>) => Promise<R>,
  work: () => Promise<T>,
): Promise<T> {
  const outer = current.getStore();
  if (outer) {
    const queued = outer.afterCommit.length;
    try {
      return await transaction(work);
    } catch (error) {
      outer.afterCommit.length = queued;
      throw error;
    }
  }
  const unit: Unit = { afterCommit: [] };
  const result = await current.run(unit, () => transaction(work));
  for (const task of unit.afterCommit) task();
  return result;
}

const COMMITS_STEP_BY_STEP = new WeakSet<object>();

/**
 * Marks a command whose handler commits step by step instead of as one unit, because one transaction would
 * be wrong for it: a sign-in attempt must count (and stay counted) before the password is checked, a batch
 * commits each item so that one failure does not undo the others, a call to a language model must not hold
 * a connection. Its repositories open their own transactions, as before ADR 9. Say why at each use.
 */
export function CommitsStepByStep(): ClassDecorator {
  return (command) => {
    COMMITS_STEP_BY_STEP.add(command);
  };
}

export function commitsStepByStep(command: object): boolean {
  return COMMITS_STEP_BY_STEP.has(command.constructor);
}
