import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Announcement, AnnouncementAcknowledgement } from '../../domain/announcement.js';

@Injectable()
export class MikroOrmAnnouncementRepository {
  constructor(private readonly em: EntityManager) {}

  byId(id: string): Promise<Announcement | null> {
    return isUuid(id) ? this.em.findOne(Announcement, { id }) : Promise.resolve(null);
  }

  all(): Promise<Announcement[]> {
    return this.em.find(Announcement, {}, { orderBy: { startDate: 'desc', updated: 'desc' } });
  }

  currentOn(today: string): Promise<Announcement[]> {
    return this.em.find(
      Announcement,
      { startDate: { $lte: today }, endDate: { $gte: today } },
      { orderBy: { startDate: 'asc', createdAt: 'asc' } },
    );
  }

  async save(announcement: Announcement): Promise<void> {
    await this.em.persist(announcement).flush();
  }

  async remove(announcement: Announcement): Promise<void> {
    await this.em.transactional(async (em) => {
      await em.nativeDelete(AnnouncementAcknowledgement, { announcementId: announcement.id });
      await em.remove(announcement).flush();
    });
  }

  acknowledgementsOf(userId: string, announcementIds: string[]): Promise<AnnouncementAcknowledgement[]> {
    if (announcementIds.length === 0 || !isUuid(userId)) return Promise.resolve([]);
    return this.em.find(AnnouncementAcknowledgement, { userId, announcementId: { $in: announcementIds } });
  }

  acknowledgement(announcementId: string, userId: string): Promise<AnnouncementAcknowledgement | null> {
    return this.em.findOne(AnnouncementAcknowledgement, { announcementId, userId });
  }

  /**
   * One upsert: two acknowledgements of the same announcement by the same user at once (two tabs, a double
   * click) both find none and both insert; the second keeps the higher version instead of failing (500).
   */
  async saveAcknowledgement(acknowledgement: AnnouncementAcknowledgement): Promise<void> {
    await this.em.execute(
      `insert into content.announcement_acknowledgement as a (announcement_id, user_id, version, acknowledged_at)
       values (?, ?, ?, ?)
       on conflict (announcement_id, user_id) do update
         set version = excluded.version, acknowledged_at = excluded.acknowledged_at
         where a.version < excluded.version`,
      [
        acknowledgement.announcementId,
        acknowledgement.userId,
        acknowledgement.version,
        acknowledgement.acknowledgedAt,
      ],
      'run',
    );
  }

  async forgetAcknowledgementsOf(userIds: readonly string[]): Promise<void> {
    const ids = userIds.filter(isUuid);
    if (ids.length === 0) return;
    // Within its command's transaction (ADR 9): a fork would wait for it on a single-session database.
    await this.em.nativeDelete(AnnouncementAcknowledgement, { userId: { $in: ids } });
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function isUuid(value: string): boolean {
  return UUID.test(value);
}
