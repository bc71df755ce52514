import { Query } from '@nestjs/cqrs';
import type { Announcement } from '../../../domain/announcement.js';

/** Every announcement, for the console's grid: newest start date first. */
export class ListAnnouncements extends Query<Announcement[]> {}

/** The current announcements the user has not acknowledged in their present version, oldest first. */
export class CurrentAnnouncements extends Query<Announcement[]> {
  constructor(readonly userId: string) {
    super();
  }
}
