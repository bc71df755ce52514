import { Query } from '@nestjs/cqrs';

/** When the risk dataset was last revised (null before the first load). */
export class GetDataRevision extends Query<Date | null> {}
