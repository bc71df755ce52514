import { EntitySchema } from '@mikro-orm/core';
import { Announcement, AnnouncementAcknowledgement } from '../../domain/announcement.js';
import { PopupText } from '../../domain/popup-text.js';
import { Setting, SETTING_TYPES } from '../../domain/setting.js';
import { Terms, TERMS_KINDS } from '../../domain/terms.js';
import { Ticket, TICKET_KINDS } from '../../domain/ticket.js';

export const SettingSchema = new EntitySchema<Setting>({
  class: Setting,
  schema: 'content',
  tableName: 'setting',
  properties: {
    key: { type: 'string', length: 64, primary: true },
    type: { enum: true, items: () => [...SETTING_TYPES] },
    value: { type: 'text' },
    description: { type: 'text' },
    updatedAt: { type: 'datetime' },
  },
});

export const TermsSchema = new EntitySchema<Terms>({
  class: Terms,
  schema: 'content',
  tableName: 'terms',
  properties: {
    kind: { enum: true, items: () => [...TERMS_KINDS], primary: true },
    content: { type: 'text' },
    updated: { type: 'datetime' },
  },
});

export const AnnouncementSchema = new EntitySchema<Announcement>({
  class: Announcement,
  schema: 'content',
  tableName: 'announcement',
  indexes: [{ name: 'announcement_dates_idx', properties: ['startDate', 'endDate'] }],
  properties: {
    id: { type: 'uuid', primary: true },
    title: { type: 'string', length: 255 },
    content: { type: 'text' },
    startDate: { type: 'string', columnType: 'date' },
    endDate: { type: 'string', columnType: 'date' },
    version: { type: 'integer' },
    createdAt: { type: 'datetime' },
    updated: { type: 'datetime' },
  },
});

export const AnnouncementAcknowledgementSchema = new EntitySchema<AnnouncementAcknowledgement>({
  class: AnnouncementAcknowledgement,
  schema: 'content',
  tableName: 'announcement_acknowledgement',
  indexes: [{ name: 'announcement_acknowledgement_user_idx', properties: ['userId'] }],
  properties: {
    announcementId: { type: 'uuid', primary: true },
    userId: { type: 'uuid', primary: true },
    version: { type: 'integer' },
    acknowledgedAt: { type: 'datetime' },
  },
});

export const TicketSchema = new EntitySchema<Ticket>({
  class: Ticket,
  schema: 'content',
  tableName: 'ticket',
  indexes: [{ name: 'ticket_created_at_idx', properties: ['createdAt'] }],
  properties: {
    id: { type: 'uuid', primary: true },
    kind: { enum: true, items: () => [...TICKET_KINDS] },
    title: { type: 'string', length: 100 },
    body: { type: 'text' },
    userId: { type: 'uuid' },
    email: { type: 'string', length: 320 },
    role: { type: 'string', length: 32 },
    tenantId: { type: 'uuid' },
    currentView: { type: 'text', nullable: true },
    createdAt: { type: 'datetime' },
    mailedAt: { type: 'datetime', nullable: true },
  },
});

export const PopupTextSchema = new EntitySchema<PopupText>({
  class: PopupText,
  schema: 'content',
  tableName: 'popup_text',
  properties: {
    id: { type: 'string', length: 64, primary: true },
    title: { type: 'string', length: 255 },
    text: { type: 'text' },
    updated: { type: 'datetime' },
  },
});

export const contentEntities = [
  SettingSchema,
  TermsSchema,
  AnnouncementSchema,
  AnnouncementAcknowledgementSchema,
  TicketSchema,
  PopupTextSchema,
];
