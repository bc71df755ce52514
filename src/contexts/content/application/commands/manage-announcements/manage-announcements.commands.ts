import { Command } from '@nestjs/cqrs';
import type { Announcement, AnnouncementFields } from '../../../domain/announcement.js';

/** Adds an announcement (version 1); its content is sanitised rich HTML once stored. */
export class AddAnnouncement extends Command<Announcement> {
  constructor(readonly fields: AnnouncementFields) {
    super();
  }
}

/** Replaces an announcement's fields and raises its version, so every user sees it again. */
export class EditAnnouncement extends Command<Announcement> {
  constructor(
    readonly id: string,
    readonly fields: AnnouncementFields,
  ) {
    super();
  }
}

export class DeleteAnnouncement extends Command<void> {
  constructor(readonly id: string) {
    super();
  }
}

/** Records that the user read the announcement in `version` (default: its current version). */
export class AcknowledgeAnnouncement extends Command<{ id: string; version: number }> {
  constructor(
    readonly userId: string,
    readonly id: string,
    readonly version?: number,
  ) {
    super();
  }
}
