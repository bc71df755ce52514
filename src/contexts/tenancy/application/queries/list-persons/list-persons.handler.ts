import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { PersonAccounts } from '../../ports/person-accounts.js';
import { Seats } from '../../seats.js';
import { TenantScope } from '../../tenant-scope.js';
import { personView } from '../../tenant-views.js';
import { ListPersons, type PersonList } from './list-persons.query.js';

@QueryHandler(ListPersons)
export class ListPersonsHandler implements IQueryHandler<ListPersons> {
  constructor(
    private readonly scope: TenantScope,
    private readonly accounts: PersonAccounts,
    private readonly seats: Seats,
  ) {}

  async execute({ actor, tenantId }: ListPersons): Promise<PersonList> {
    const tenant = await this.scope.forPersons(actor, tenantId);
    const people = await this.accounts.ofTenant(tenant.id);
    const seats = await this.seats.of(tenant, people.length);
    return {
      listUser: people.map(personView),
      limit: seats.limit,
      userCount: seats.used,
      seatsLeft: seats.left,
      tenant: {
        id: tenant.id,
        organizationName: tenant.organizationName,
        ssp: tenant.ssp,
        provider: tenant.provider,
      },
    };
  }
}
