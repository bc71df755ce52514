import { Query } from '@nestjs/cqrs';

/** How many tenants exist (zero means an empty database). */
export class CountTenants extends Query<number> {}
