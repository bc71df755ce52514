import { Logger } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '../../../../../shared/domain/domain-error.js';
import { Clock } from '../../../../../shared/domain/clock.js';
import { isMessageKey, MESSAGES } from '../../../../../shared/http/messages.js';
import { TenantRepository } from '../../../domain/tenant.repository.js';
import { personsToCreate, type RequestedPerson, type TenantRequest } from '../../../domain/tenant-request.js';
import {
  MikroOrmTenantRequestRepository,
  type TenantRequestPhase,
} from '../../../infrastructure/persistence/mikro-orm-tenant-request.repository.js';
import { PersonAccounts } from '../../ports/person-accounts.js';
import { CreateTenant } from '../create-tenant/create-tenant.command.js';
import {
  AddPerson,
  SetPersonsDisabled,
  SetPersonsLucaAccess,
} from '../manage-persons/manage-persons.commands.js';
import { ChangeTenantStatus, UpdateTenantManager } from '../manage-tenants/manage-tenants.commands.js';
import { RunDueTenantRequests, type TenantRequestRunSummary } from './run-tenant-requests.command.js';

/** Requests carried out by one run at most, so one run never goes on for ever. */
const MAX_PER_RUN = 200;

/**
 * Carries out due requests, each in its own transaction holding the request's row lock: another
 * process running at the same time skips it, and a crash leaves it due for the next run. Each
 * step that may fail on its own (one person, the user admin) runs in a savepoint, so the others
 * still happen and the failure is recorded on the request.
 */
@CommandHandler(RunDueTenantRequests)
export class RunDueTenantRequestsHandler implements ICommandHandler<RunDueTenantRequests> {
  private readonly logger = new Logger('TenantRequests');

  constructor(
    private readonly requests: MikroOrmTenantRequestRepository,
    private readonly tenants: TenantRepository,
    private readonly accounts: PersonAccounts,
    private readonly commands: CommandBus,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<TenantRequestRunSummary> {
    const now = this.clock.now();
    const summary: TenantRequestRunSummary = { started: 0, failed: 0, ended: 0 };
    for (const phase of ['START', 'END'] as TenantRequestPhase[]) {
      for (let count = 0; count < MAX_PER_RUN; count += 1) {
        const outcome = await this.requests.transactional(async () => {
          const request = await this.requests.claimDue(phase, now);
          if (!request) return null;
          const result = phase === 'START' ? await this.start(request) : await this.end(request);
          await this.requests.save(request);
          return result;
        });
        if (outcome === null) break;
        summary[outcome] += 1;
      }
    }
    return summary;
  }

  private async start(request: TenantRequest): Promise<'started' | 'failed'> {
    switch (request.requestType) {
      case 'TENANT':
        return this.startTenant(request);
      case 'USER':
        return this.startUsers(request);
      case 'LUCA':
        return this.startLuca(request);
    }
  }

  private async startTenant(request: TenantRequest): Promise<'started' | 'failed'> {
    let tenantId: string;
    try {
      tenantId = await this.step(() =>
        this.commands.execute(
          new CreateTenant({
            organizationName: request.organizationName ?? '',
            organizationUrl: request.organizationUrl ?? '',
            contactName: request.contactName ?? '',
            contactEmail: request.contactEmail ?? '',
            tenantManagerName: request.tenantManagerName,
            tenantManagerEmail: request.tenantManagerEmail,
            regionIds: request.regionIds,
            selectAllRegions: request.selectAllRegions,
            startDate: request.startDate,
            endDate: request.endDate,
            ssp: false,
          }),
        ),
      );
    } catch (error) {
      request.markFailed(this.messageOf(error, request), this.clock.now());
      return 'failed';
    }
    const persons = await this.addPersons(tenantId, personsToCreate(request));
    const notes: string[] = [];
    const manager = persons.find((person) => person.email === request.tenantManagerEmail);
    if (manager?.uid) {
      const uid = manager.uid;
      try {
        await this.step(() => this.commands.execute(new UpdateTenantManager(tenantId, uid, persons.length)));
      } catch (error) {
        notes.push(`The tenant manager could not be set: ${this.messageOf(error, request)}`);
      }
    } else {
      notes.push('The tenant manager could not be created.');
    }
    request.markStarted(tenantId, persons, notes.length > 0 ? notes.join(' ') : null, this.clock.now());
    return 'started';
  }

  private async startUsers(request: TenantRequest): Promise<'started' | 'failed'> {
    const tenantId = request.tenantId ?? '';
    if (!(await this.tenants.byId(tenantId))) {
      request.markFailed(MESSAGES.TENANT_NOT_FOUND, this.clock.now());
      return 'failed';
    }
    const persons = await this.addPersons(tenantId, personsToCreate(request));
    request.markStarted(tenantId, persons, null, this.clock.now());
    return 'started';
  }

  private async startLuca(request: TenantRequest): Promise<'started' | 'failed'> {
    const tenantId = request.tenantId ?? '';
    if (!(await this.tenants.byId(tenantId))) {
      request.markFailed(MESSAGES.TENANT_NOT_FOUND, this.clock.now());
      return 'failed';
    }
    const existing = await this.existingUsers(tenantId, request.uids);
    const persons = request.personList.map((person) => ({
      ...person,
      error: person.uid && existing.includes(person.uid) ? null : MESSAGES.USER_NOT_FOUND,
    }));
    let note: string | null = null;
    if (existing.length > 0) {
      try {
        await this.step(() =>
          this.commands.execute(new SetPersonsLucaAccess('SYSTEM', tenantId, existing, true)),
        );
      } catch (error) {
        note = `Luca access could not be given: ${this.messageOf(error, request)}`;
      }
    }
    request.markStarted(tenantId, persons, note, this.clock.now());
    return 'started';
  }

  private async end(request: TenantRequest): Promise<'ended'> {
    const tenantId = request.tenantId ?? '';
    let note: string | null = null;
    try {
      switch (request.requestType) {
        case 'TENANT':
          await this.step(() => this.commands.execute(new ChangeTenantStatus(tenantId, false)));
          break;
        case 'USER': {
          const users = await this.existingUsers(tenantId, request.createdUserIds());
          if (users.length > 0) {
            await this.step(() =>
              this.commands.execute(new SetPersonsDisabled('SYSTEM', tenantId, users, true)),
            );
          }
          break;
        }
        case 'LUCA': {
          const users = await this.existingUsers(tenantId, request.uids);
          if (users.length > 0) {
            await this.step(() =>
              this.commands.execute(new SetPersonsLucaAccess('SYSTEM', tenantId, users, false)),
            );
          }
          break;
        }
      }
    } catch (error) {
      note = `The end could not be carried out: ${this.messageOf(error, request)}`;
    }
    request.markEnded(note, this.clock.now());
    return 'ended';
  }

  /** Adds each person in a savepoint of its own: one that fails (email taken meanwhile) keeps its error. */
  private async addPersons(tenantId: string, persons: RequestedPerson[]): Promise<RequestedPerson[]> {
    const added: RequestedPerson[] = [];
    for (const person of persons) {
      try {
        const view = await this.step(() =>
          this.commands.execute(
            new AddPerson('SYSTEM', {
              tenantId,
              displayName: person.displayName,
              email: person.email,
              lucaAccessible: person.lucaAccessible,
            }),
          ),
        );
        added.push({ ...person, uid: view.uid, error: null });
      } catch (error) {
        added.push({ ...person, uid: null, error: this.messageOf(error) });
      }
    }
    return added;
  }

  /** Users of these ids that still exist in the tenant. */
  private async existingUsers(tenantId: string, userIds: readonly string[]): Promise<string[]> {
    const found: string[] = [];
    for (const id of new Set(userIds)) {
      const account = await this.accounts.byId(id);
      if (account && account.tenantId === tenantId) found.push(id);
    }
    return found;
  }

  private step<T>(work: () => Promise<T>): Promise<T> {
    return this.requests.transactional(work);
  }

  private messageOf(error: unknown, request?: TenantRequest): string {
    if (error instanceof DomainError) {
      const { code, message } = error as DomainError<string>;
      return message !== code ? message : isMessageKey(code) ? MESSAGES[code] : code;
    }
    this.logger.error(
      `Request ${request?.id ?? ''}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    return MESSAGES.UNDEFINED_ERROR;
  }
}
