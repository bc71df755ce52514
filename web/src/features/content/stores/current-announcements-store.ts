import { makeAutoObservable, observableRef, runInAction } from 'mobx';

import type { AnnouncementView, ContentApi } from '../../../api/content-api';
import { errorCodeOf, errorTextOf } from '../../../api/error-text';
import { Channel } from '../../../shared/async/channel';

type CurrentAnnouncementsCalls = Pick<ContentApi, 'currentAnnouncements' | 'acknowledgeAnnouncement'>;

/**
 * The announcements dialog of a signed-in user: once a sign-in, the current announcements not yet
 * acknowledged in their present version are fetched and shown one at a time, oldest first. Acknowledge
 * sends the version shown (an edit made meanwhile comes back next time) and moves on; Later hides the rest
 * until the next sign-in, when they are fetched again.
 */
export class CurrentAnnouncementsStore {
  /** Still to acknowledge, the one shown first. */
  queue: AnnouncementView[] = [];
  /** How many there were when fetched (for '2 of 3'). */
  total = 0;
  dismissed = false;
  busy = false;
  error: string | undefined = undefined;
  /** The sign-in (its token) the announcements were fetched for. */
  loadedFor: string | undefined = undefined;

  readonly #api: CurrentAnnouncementsCalls;
  /** The fetch of a sign-in: a sign-out or another sign-in drops its answer. */
  readonly #fetch = new Channel();

  constructor(api: CurrentAnnouncementsCalls) {
    this.#api = api;
    makeAutoObservable(this, { queue: observableRef }, { autoBind: true });
  }

  /** The announcement on screen, if any. */
  get current(): AnnouncementView | undefined {
    return this.dismissed ? undefined : this.queue[0];
  }

  /** 1-based place of the one shown among those fetched. */
  get position(): number {
    return this.total - this.queue.length + 1;
  }

  /**
   * Fetches the announcements for this sign-in, once: a later call with the same session does nothing.
   * A failure shows nothing (the announcements come again at the next sign-in).
   */
  async loadFor(session: string): Promise<void> {
    if (this.loadedFor === session) return;
    this.reset();
    this.loadedFor = session;
    const { isCurrent } = this.#fetch.start();
    try {
      const list = await this.#api.currentAnnouncements();
      if (!isCurrent()) return;
      const seen = new Set<string>();
      const unique = list.filter((announcement) => {
        if (seen.has(announcement.id)) return false;
        seen.add(announcement.id);
        return true;
      });
      runInAction(() => {
        this.queue = unique;
        this.total = unique.length;
      });
    } catch {
      // Nothing to show; the next sign-in asks again.
    }
  }

  /**
   * Acknowledges the version shown and shows the next one. A failure keeps it, with the reason; one deleted
   * meanwhile is dropped.
   */
  async acknowledge(): Promise<void> {
    const shown = this.current;
    if (shown === undefined || this.busy) return;
    this.busy = true;
    this.error = undefined;
    try {
      await this.#api.acknowledgeAnnouncement(shown.id, shown.version);
      runInAction(() => {
        this.queue = this.queue.filter((announcement) => announcement.id !== shown.id);
      });
    } catch (failure) {
      runInAction(() => {
        // Deleted meanwhile: there is nothing left to acknowledge.
        if (errorCodeOf(failure) === 'ANNOUNCEMENT_NOT_FOUND')
          this.queue = this.queue.filter((announcement) => announcement.id !== shown.id);
        else this.error = errorTextOf(failure);
      });
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
  }

  /** Later: nothing more is shown until the next sign-in. */
  dismiss(): void {
    if (!this.busy) this.dismissed = true;
  }

  /** Signed out: forget everything. */
  reset(): void {
    this.#fetch.cancel();
    this.loadedFor = undefined;
    this.queue = [];
    this.total = 0;
    this.dismissed = false;
    this.busy = false;
    this.error = undefined;
  }
}
