import { Query } from '@nestjs/cqrs';
import type { PersonActor } from '../../commands/manage-persons/manage-persons.commands.js';
import type { PersonView } from './person.view.js';

/** The spec's listUser with the tenant's seat limit. */
export interface PersonList {
  listUser: PersonView[];
  limit: number;
  userCount: number;
  seatsLeft: number;
  tenant: { id: string; organizationName: string; ssp: boolean; provider: boolean };
}

/** The persons of a tenant the caller may manage (a tenant administrator's own when tenantId is left out). */
export class ListPersons extends Query<PersonList> {
  constructor(
    readonly actor: PersonActor,
    readonly tenantId: string | undefined,
  ) {
    super();
  }
}
