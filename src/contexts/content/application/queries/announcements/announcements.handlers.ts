import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../../shared/domain/clock.js';
import type { Announcement } from '../../../domain/announcement.js';
import { MikroOrmAnnouncementRepository } from '../../../infrastructure/persistence/mikro-orm-announcement.repository.js';
import { calendarDateOf } from '../../../domain/calendar-date.js';
import { CurrentAnnouncements, ListAnnouncements } from './announcements.queries.js';

@QueryHandler(ListAnnouncements)
export class ListAnnouncementsHandler implements IQueryHandler<ListAnnouncements> {
  constructor(private readonly announcements: MikroOrmAnnouncementRepository) {}

  execute(): Promise<Announcement[]> {
    return this.announcements.all();
  }
}

@QueryHandler(CurrentAnnouncements)
export class CurrentAnnouncementsHandler implements IQueryHandler<CurrentAnnouncements> {
  constructor(
    private readonly announcements: MikroOrmAnnouncementRepository,
    private readonly clock: Clock,
  ) {}

  async execute({ userId }: CurrentAnnouncements): Promise<Announcement[]> {
    const current = await this.announcements.currentOn(calendarDateOf(this.clock.now()));
    if (current.length === 0) return [];
    const read = new Map(
      (
        await this.announcements.acknowledgementsOf(
          userId,
          current.map((a) => a.id),
        )
      ).map((ack) => [ack.announcementId, ack.version]),
    );
    return current.filter((announcement) => (read.get(announcement.id) ?? 0) < announcement.version);
  }
}
