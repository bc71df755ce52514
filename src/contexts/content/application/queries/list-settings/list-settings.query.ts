import { Query } from '@nestjs/cqrs';
import type { Setting } from '../../../domain/setting.js';

/** Every setting, by key (the console's settings grid). */
export class ListSettings extends Query<Setting[]> {}
