import { MikroORM } from '@mikro-orm/postgresql';
import { Global, Injectable, Module, type OnModuleInit } from '@nestjs/common';
import { CommandBus, EventBus, type ICommand, type IEvent, type IEventPublisher } from '@nestjs/cqrs';
import { afterCommit, commitsStepByStep, runUnitOfWork } from './unit-of-work.js';

/** Publishes an event after the command that raised it has committed (at once outside a command). */
class AfterCommitPublisher implements IEventPublisher {
  constructor(private readonly inner: IEventPublisher) {}

  publish<E extends IEvent>(event: E, ...rest: unknown[]): void {
    afterCommit(() => (this.inner.publish as (event: E, ...rest: unknown[]) => unknown)(event, ...rest));
  }
}

/**
 * Binds the unit of work (ADR 9) to the command bus, the one place every command passes: each command runs
 * in one MikroORM transaction (em.transactional on the request's EntityManager, so the EntityManager that
 * repositories and the mail outbox are given resolves to the transaction's fork until it ends), and a
 * command sent by a handler joins its caller's transaction under a savepoint. Events published during a
 * command reach their handlers after the commit, outside the transaction.
 */
@Injectable()
export class CommandUnitOfWork implements OnModuleInit {
  constructor(
    private readonly orm: MikroORM,
    private readonly commands: CommandBus,
    private readonly events: EventBus,
  ) {}

  onModuleInit(): void {
    const execute = this.commands.execute.bind(this.commands);
    const transaction = <R>(work: () => Promise<R>): Promise<R> => this.orm.em.transactional(() => work());
    this.commands.execute = <C extends ICommand, R>(command: C, ...rest: unknown[]): Promise<R> => {
      const run = (): Promise<R> =>
        (execute as (command: C, ...rest: unknown[]) => Promise<R>)(command, ...rest);
      return commitsStepByStep(command) ? run() : runUnitOfWork(transaction, run);
    };
    this.events.publisher = new AfterCommitPublisher(this.events.publisher);
  }
}

@Global()
@Module({ providers: [CommandUnitOfWork] })
export class UnitOfWorkModule {}
