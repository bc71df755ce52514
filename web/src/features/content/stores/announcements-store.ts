import { makeAutoObservable, observableRef } from 'mobx';

import type { AnnouncementInput, AnnouncementView, ContentApi } from '../../../api/content-api';
import { previewOf } from '../../../shared/rich-text/rich-text';
import { ANNOUNCEMENT_PREVIEW_LENGTH } from '../../../shared/support/content-texts';
import { ListLoad } from '../../../shared/async/list-load';
import type { LoadStatus } from '../../../shared/async/request-state';

/** The console grids show 10 rows a page. */
export const CONTENT_PAGE_SIZE = 10;

/** The grid's Content column: the server's preview, or 60 characters of the content's text. */
export function announcementPreview(announcement: Pick<AnnouncementView, 'content' | 'preview'>): string {
  const preview: unknown = announcement.preview;
  return typeof preview === 'string' && preview !== ''
    ? preview
    : previewOf(announcement.content, ANNOUNCEMENT_PREVIEW_LENGTH);
}

type AnnouncementsCalls = Pick<
  ContentApi,
  'listAnnouncements' | 'addAnnouncement' | 'editAnnouncement' | 'deleteAnnouncement'
>;

/**
 * `/administrator/announcement`: every announcement (newest start first), 10 a page, the one chosen in the
 * grid; add, edit (the server raises the version) and delete, each followed by a reload.
 */
export class AnnouncementsStore {
  announcements: AnnouncementView[] = [];
  /** 0-based. */
  page = 0;

  readonly #api: AnnouncementsCalls;
  readonly #load = new ListLoad();

  constructor(api: AnnouncementsCalls) {
    this.#api = api;
    makeAutoObservable(this, { announcements: observableRef }, { autoBind: true });
  }

  get status(): LoadStatus {
    return this.#load.status;
  }

  get error(): string | undefined {
    return this.#load.error;
  }

  get pageCount(): number {
    return Math.max(1, Math.ceil(this.announcements.length / CONTENT_PAGE_SIZE));
  }

  get pageRows(): AnnouncementView[] {
    const page = Math.min(this.page, this.pageCount - 1);
    return this.announcements.slice(page * CONTENT_PAGE_SIZE, (page + 1) * CONTENT_PAGE_SIZE);
  }

  /** The announcements, shown inline with Retry on failure; a failed reload keeps the rows on screen. */
  load(): Promise<void> {
    return this.#load.run(
      () => this.#api.listAnnouncements({ notifyOnError: false }),
      (list) => {
        this.announcements = list;
        this.page = Math.min(this.page, this.pageCount - 1);
      },
    );
  }

  setPage(page: number): void {
    this.page = Math.min(Math.max(0, Math.trunc(page)), this.pageCount - 1);
  }

  /** Adds (or, with `id`, edits) an announcement, then reloads the list. */
  async save(input: AnnouncementInput, id?: string): Promise<AnnouncementView> {
    const saved =
      id === undefined ? await this.#api.addAnnouncement(input) : await this.#api.editAnnouncement(id, input);
    await this.load();
    return saved;
  }

  async delete(announcement: AnnouncementView): Promise<void> {
    await this.#api.deleteAnnouncement(announcement.id);
    await this.load();
  }
}
