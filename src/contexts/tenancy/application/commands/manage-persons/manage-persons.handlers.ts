import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../../shared/domain/clock.js';
import { TenancyError } from '../../../domain/tenancy-error.js';
import type { Tenant } from '../../../domain/tenant.js';
import { TenantRepository } from '../../../domain/tenant.repository.js';
import { PersonAccounts, type PersonAccountChanges } from '../../ports/person-accounts.js';
import { ContentProviderDomains } from '../../../infrastructure/content/content-provider-domains.js';
import type { PersonView } from '../../queries/list-persons/person.view.js';
import { Seats } from '../../seats.js';
import { actsAsStaff, TenantScope } from '../../tenant-scope.js';
import { personView } from '../../tenant-views.js';
import {
  AddPerson,
  DeletePersons,
  EditPerson,
  SendPersonPasswordReset,
  SetPersonsDisabled,
  SetPersonsLucaAccess,
  type PersonActor,
} from './manage-persons.commands.js';

function isSelf(actor: PersonActor, userIds: string[]): boolean {
  return actor !== 'SYSTEM' && userIds.includes(actor.userId);
}

@CommandHandler(AddPerson)
export class AddPersonHandler implements ICommandHandler<AddPerson> {
  constructor(
    private readonly scope: TenantScope,
    private readonly accounts: PersonAccounts,
    private readonly seats: Seats,
    private readonly tenants: TenantRepository,
  ) {}

  async execute({ actor, input }: AddPerson): Promise<PersonView> {
    const tenant = await this.scope.forPersons(actor, input.tenantId);
    const lucaAccessible = input.lucaAccessible ?? false;
    if (!actsAsStaff(actor)) {
      if (lucaAccessible) throw new TenancyError('INSUFFICIENT_PERMISSION');
      await this.assertSeatFree(tenant);
    }
    const id = await this.accounts.register({
      tenantId: tenant.id,
      displayName: input.displayName.trim(),
      email: input.email,
      role: 'USER',
      lucaAccessible,
    });
    await this.accounts.sendSetupLink(id, tenant.organizationName);
    const account = await this.accounts.byId(id);
    if (!account) throw new TenancyError('USER_NOT_FOUND');
    return personView(account);
  }

  /**
   * The spec's Add User rules: none when there are no seats, none beyond the seats. The tenant stays locked
   * until this command (one transaction, ADR 9) has added the person, so additions at once take turns here.
   */
  private async assertSeatFree(tenant: Tenant): Promise<void> {
    await this.tenants.lock(tenant.id);
    const seats = await this.seats.of(tenant);
    if (seats.limit === 0) {
      throw new TenancyError(tenant.ssp ? 'NO_SUBSCRIPTION' : 'NOT_ENOUGH_SEATS_CONTACT');
    }
    if (seats.used >= seats.limit) {
      throw new TenancyError(tenant.ssp ? 'NOT_ENOUGH_SEATS' : 'NOT_ENOUGH_SEATS_CONTACT');
    }
  }
}

@CommandHandler(EditPerson)
export class EditPersonHandler implements ICommandHandler<EditPerson> {
  constructor(
    private readonly scope: TenantScope,
    private readonly accounts: PersonAccounts,
    private readonly domains: ContentProviderDomains,
  ) {}

  async execute({ actor, input }: EditPerson): Promise<PersonView> {
    const tenant = await this.scope.forPersons(actor, input.tenantId);
    const [person] = await this.scope.persons(tenant, [input.uid]);
    if (!person) throw new TenancyError('USER_NOT_FOUND');
    const changes: PersonAccountChanges = {};
    if (input.displayName !== undefined) changes.displayName = input.displayName.trim();
    if (input.disabled !== undefined && input.disabled !== person.disabled) {
      if (input.disabled && isSelf(actor, [person.id])) throw new TenancyError('CANNOT_DISABLE_SELF');
      changes.disabled = input.disabled;
    }
    if (input.lucaAccessible !== undefined && input.lucaAccessible !== person.lucaAccessible) {
      if (!actsAsStaff(actor)) throw new TenancyError('INSUFFICIENT_PERMISSION');
      changes.lucaAccessible = input.lucaAccessible;
    }
    if (input.role !== undefined && input.role !== person.role) {
      await this.assertMayEditRole(actor, tenant, person.email);
      changes.role = input.role;
    }
    await this.accounts.update(tenant.id, [person.id], changes);
    const updated = await this.accounts.byId(person.id);
    if (!updated) throw new TenancyError('USER_NOT_FOUND');
    return personView(updated);
  }

  /** Only an administrator, only in the provider's own tenant, only for provider email domains. */
  private async assertMayEditRole(actor: PersonActor, tenant: Tenant, email: string): Promise<void> {
    if (actor !== 'SYSTEM' && actor.role !== 'ADMINISTRATOR') {
      throw new TenancyError(actsAsStaff(actor) ? 'ROLE_EDIT_NOT_ALLOWED' : 'INSUFFICIENT_PERMISSION');
    }
    const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
    if (!tenant.provider || !(await this.domains.list()).includes(domain)) {
      throw new TenancyError('ROLE_EDIT_NOT_ALLOWED');
    }
  }
}

@CommandHandler(DeletePersons)
export class DeletePersonsHandler implements ICommandHandler<DeletePersons> {
  constructor(
    private readonly scope: TenantScope,
    private readonly accounts: PersonAccounts,
    private readonly tenants: TenantRepository,
    private readonly clock: Clock,
  ) {}

  async execute({ actor, tenantId, userIds }: DeletePersons): Promise<number> {
    const tenant = await this.scope.forPersons(actor, tenantId);
    if (isSelf(actor, userIds)) throw new TenancyError('CANNOT_DELETE_SELF');
    // Identity refuses ids outside this tenant (USER_NOT_FOUND) before changing anything.
    const deleted = await this.accounts.remove(tenant.id, userIds);
    if (tenant.managerUserId && userIds.includes(tenant.managerUserId)) {
      tenant.managerUserId = null;
      tenant.updatedAt = this.clock.now();
      await this.tenants.save(tenant);
    }
    return deleted;
  }
}

@CommandHandler(SetPersonsDisabled)
export class SetPersonsDisabledHandler implements ICommandHandler<SetPersonsDisabled> {
  constructor(
    private readonly scope: TenantScope,
    private readonly accounts: PersonAccounts,
  ) {}

  async execute({ actor, tenantId, userIds, disabled }: SetPersonsDisabled): Promise<number> {
    const tenant = await this.scope.forPersons(actor, tenantId);
    if (disabled && isSelf(actor, userIds)) throw new TenancyError('CANNOT_DISABLE_SELF');
    return this.accounts.update(tenant.id, userIds, { disabled });
  }
}

@CommandHandler(SetPersonsLucaAccess)
export class SetPersonsLucaAccessHandler implements ICommandHandler<SetPersonsLucaAccess> {
  constructor(
    private readonly scope: TenantScope,
    private readonly accounts: PersonAccounts,
  ) {}

  async execute({ actor, tenantId, userIds, lucaAccessible }: SetPersonsLucaAccess): Promise<number> {
    if (!actsAsStaff(actor)) throw new TenancyError('INSUFFICIENT_PERMISSION');
    const tenant = await this.scope.forPersons(actor, tenantId);
    return this.accounts.update(tenant.id, userIds, { lucaAccessible });
  }
}

@CommandHandler(SendPersonPasswordReset)
export class SendPersonPasswordResetHandler implements ICommandHandler<SendPersonPasswordReset> {
  constructor(
    private readonly scope: TenantScope,
    private readonly accounts: PersonAccounts,
  ) {}

  async execute({ actor, tenantId, userId }: SendPersonPasswordReset): Promise<void> {
    const tenant = await this.scope.forPersons(actor, tenantId);
    const [person] = await this.scope.persons(tenant, [userId]);
    if (!person) throw new TenancyError('USER_NOT_FOUND');
    await this.accounts.sendPasswordReset(person.id);
  }
}
