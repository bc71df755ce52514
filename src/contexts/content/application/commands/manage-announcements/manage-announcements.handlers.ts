import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../../shared/domain/clock.js';
import {
  Announcement,
  AnnouncementAcknowledgement,
  type AnnouncementFields,
} from '../../../domain/announcement.js';
import { MikroOrmAnnouncementRepository } from '../../../infrastructure/persistence/mikro-orm-announcement.repository.js';
import { calendarDateOf } from '../../../domain/calendar-date.js';
import { ContentError } from '../../../domain/content-error.js';
import { sanitizeRichText } from '../../rich-text.js';
import {
  AcknowledgeAnnouncement,
  AddAnnouncement,
  DeleteAnnouncement,
  EditAnnouncement,
} from './manage-announcements.commands.js';

function sanitised(fields: AnnouncementFields): AnnouncementFields {
  return { ...fields, content: fields.content === undefined ? undefined : sanitizeRichText(fields.content) };
}

@CommandHandler(AddAnnouncement)
export class AddAnnouncementHandler implements ICommandHandler<AddAnnouncement> {
  constructor(
    private readonly announcements: MikroOrmAnnouncementRepository,
    private readonly clock: Clock,
  ) {}

  async execute({ fields }: AddAnnouncement): Promise<Announcement> {
    const now = this.clock.now();
    const announcement = Announcement.add(randomUUID(), sanitised(fields), calendarDateOf(now), now);
    await this.announcements.save(announcement);
    return announcement;
  }
}

@CommandHandler(EditAnnouncement)
export class EditAnnouncementHandler implements ICommandHandler<EditAnnouncement> {
  constructor(
    private readonly announcements: MikroOrmAnnouncementRepository,
    private readonly clock: Clock,
  ) {}

  async execute({ id, fields }: EditAnnouncement): Promise<Announcement> {
    const announcement = await this.announcements.byId(id);
    if (!announcement) throw new ContentError('ANNOUNCEMENT_NOT_FOUND');
    const now = this.clock.now();
    announcement.edit(sanitised(fields), calendarDateOf(now), now);
    await this.announcements.save(announcement);
    return announcement;
  }
}

@CommandHandler(DeleteAnnouncement)
export class DeleteAnnouncementHandler implements ICommandHandler<DeleteAnnouncement> {
  constructor(private readonly announcements: MikroOrmAnnouncementRepository) {}

  async execute({ id }: DeleteAnnouncement): Promise<void> {
    const announcement = await this.announcements.byId(id);
    if (!announcement) throw new ContentError('ANNOUNCEMENT_NOT_FOUND');
    await this.announcements.remove(announcement);
  }
}

@CommandHandler(AcknowledgeAnnouncement)
export class AcknowledgeAnnouncementHandler implements ICommandHandler<AcknowledgeAnnouncement> {
  constructor(
    private readonly announcements: MikroOrmAnnouncementRepository,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, id, version }: AcknowledgeAnnouncement): Promise<{ id: string; version: number }> {
    const announcement = await this.announcements.byId(id);
    if (!announcement) throw new ContentError('ANNOUNCEMENT_NOT_FOUND');
    // A version older than the current one (the user read it before an edit) leaves the edit to be shown.
    const read = Math.max(1, Math.min(version ?? announcement.version, announcement.version));
    const existing = await this.announcements.acknowledgement(id, userId);
    if (existing && existing.version >= read) return { id, version: existing.version };
    const now = this.clock.now();
    if (existing) {
      existing.version = read;
      existing.acknowledgedAt = now;
      await this.announcements.saveAcknowledgement(existing);
    } else {
      await this.announcements.saveAcknowledgement(
        new AnnouncementAcknowledgement({ announcementId: id, userId, version: read, acknowledgedAt: now }),
      );
    }
    return { id, version: read };
  }
}
