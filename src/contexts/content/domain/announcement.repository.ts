import type { Announcement, AnnouncementAcknowledgement } from './announcement.js';

export abstract class AnnouncementRepository {
  abstract byId(id: string): Promise<Announcement | null>;
  /** Newest start date first, then last updated first. */
  abstract all(): Promise<Announcement[]>;
  /** Announcements current on `today` (`YYYY-MM-DD`), oldest start date first. */
  abstract currentOn(today: string): Promise<Announcement[]>;
  abstract save(announcement: Announcement): Promise<void>;
  /** Removes the announcement and every acknowledgement of it. */
  abstract remove(announcement: Announcement): Promise<void>;
  abstract acknowledgementsOf(
    userId: string,
    announcementIds: string[],
  ): Promise<AnnouncementAcknowledgement[]>;
  abstract acknowledgement(
    announcementId: string,
    userId: string,
  ): Promise<AnnouncementAcknowledgement | null>;
  abstract saveAcknowledgement(acknowledgement: AnnouncementAcknowledgement): Promise<void>;
  /** Removes every acknowledgement of these users (their accounts were deleted). */
  abstract forgetAcknowledgementsOf(userIds: readonly string[]): Promise<void>;
}
