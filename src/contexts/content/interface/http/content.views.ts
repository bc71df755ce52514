import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { Announcement } from '../../domain/announcement.js';
import { previewOf } from '../../domain/rich-text-rules.js';
import { SETTING_TYPES, type Setting, type SettingType } from '../../domain/setting.js';
import type { PopupTextEntry } from '../../application/queries/popup-texts/popup-texts.query.js';

export const ANNOUNCEMENT_PREVIEW_LENGTH = 60;

export class AnnouncementView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() title!: string;
  @ApiProperty({ description: 'Sanitised rich HTML' }) content!: string;
  @ApiProperty({ example: '2026-11-21' }) startDate!: string;
  @ApiProperty({ example: '2026-11-30' }) endDate!: string;
  @ApiProperty({ example: 1 }) version!: number;
  @ApiProperty({ format: 'date-time' }) updated!: string;
  @ApiProperty({ description: 'Plain text, at most 60 characters plus "..."' }) preview!: string;

  static of(announcement: Announcement): AnnouncementView {
    const { id, title, content, startDate, endDate, version, updated } = announcement;
    return {
      id,
      title,
      content,
      startDate,
      endDate,
      version,
      updated: updated.toISOString(),
      preview: previewOf(content, ANNOUNCEMENT_PREVIEW_LENGTH),
    };
  }
}

export class AcknowledgedView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() version!: number;
}

export class IdView {
  @ApiProperty({ format: 'uuid' }) id!: string;
}

export class SettingView {
  @ApiProperty({ example: 'idleTime' }) key!: string;
  @ApiProperty({ enum: SETTING_TYPES }) type!: SettingType;
  @ApiProperty({
    example: '43200',
    description:
      "A secret setting's value (key ending in Key, Secret or Password) is masked: '••••••••' and, for a long one, its last 4 characters; sent back unchanged in an edit, the stored secret is kept",
  })
  value!: string;
  @ApiProperty() description!: string;
  @ApiProperty({ format: 'date-time' }) updated!: string;

  static of(setting: Setting): SettingView {
    const { key, type, description, updatedAt } = setting;
    return { key, type, value: setting.shownValue(), description, updated: updatedAt.toISOString() };
  }
}

export class NumericSettingView {
  @ApiProperty({ example: 5000 }) value!: number;
}

export class TextSettingView {
  @ApiProperty({ description: 'Sanitised rich HTML' }) value!: string;
}

export class TestConnectionView {
  @ApiProperty({ description: 'True when connected and the columns are the import format' }) data!: boolean;
  @ApiProperty({ example: 'Connected Successfully' }) message!: string;
  @ApiPropertyOptional({ enum: ['NOT_FOUND', 'INVALID_FORMAT'] }) reason?: 'NOT_FOUND' | 'INVALID_FORMAT';
}

export class PopupTextEntryView {
  @ApiProperty({ example: 'pop_history' }) id!: string;
  @ApiProperty() title!: string;
  @ApiProperty({ description: 'Plain text' }) text!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) updated!: string | null;

  static of(entry: PopupTextEntry): PopupTextEntryView {
    return {
      id: entry.id,
      title: entry.title,
      text: entry.text,
      updated: entry.updated?.toISOString() ?? null,
    };
  }
}

export class TicketView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ description: 'False when the mail to support failed; the ticket is stored anyway' })
  mailed!: boolean;
}
