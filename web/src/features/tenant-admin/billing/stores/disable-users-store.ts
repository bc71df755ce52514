import { makeAutoObservable, observableRef, runInAction } from 'mobx';

import { errorTextOf } from '../../../../api/error-text';
import { ListLoad } from '../../../../shared/async/list-load';
import type { LoadStatus } from '../../../../shared/async/request-state';
import type { Person, PersonsApi } from '../../../../api/persons-api';

/** Spec section 9: the disable-users grid takes 10 rows a page. */
export const DISABLE_USERS_PAGE_SIZE = 10;

export type DisableUsersApi = Pick<PersonsApi, 'listUserManage' | 'batchStatus'>;

const INLINE = { notifyOnError: false } as const;

/**
 * The disable-users dialog of the order form (spec section 5): fewer seats than active users need users
 * disabled first. It lists the tenant's active users except the caller (who cannot be chosen), 10 a page,
 * and disables the chosen ones with `POST /person/batch-status`; at least `required` must be chosen.
 */
export class DisableUsersStore {
  persons: Person[] = [];
  selected: string[] = [];
  page = 0;
  submitting = false;
  submitError: string | undefined = undefined;

  readonly required: number;
  readonly #api: DisableUsersApi;
  readonly #self: { uid: string; tenantId: string };
  readonly #load = new ListLoad();

  constructor(api: DisableUsersApi, self: { uid: string; tenantId: string }, required: number) {
    this.#api = api;
    this.#self = self;
    this.required = Math.max(0, required);
    makeAutoObservable(this, { persons: observableRef, required: false }, { autoBind: true });
  }

  get status(): LoadStatus {
    return this.#load.status;
  }

  get error(): string | undefined {
    return this.#load.error;
  }

  /** Active users other than the caller. */
  get candidates(): Person[] {
    return this.persons.filter((person) => !person.disabled && person.uid !== this.#self.uid);
  }

  get pageCount(): number {
    return Math.max(1, Math.ceil(this.candidates.length / DISABLE_USERS_PAGE_SIZE));
  }

  get pageRows(): Person[] {
    const start = this.page * DISABLE_USERS_PAGE_SIZE;
    return this.candidates.slice(start, start + DISABLE_USERS_PAGE_SIZE);
  }

  /** 'Select 2 more user(s) to disable.' until enough are chosen. */
  get hint(): string {
    const missing = this.required - this.selected.length;
    return missing > 0
      ? `Select ${missing} more user(s) to disable.`
      : `${this.selected.length} user(s) will be disabled. They can no longer sign in until re-enabled.`;
  }

  get canSubmit(): boolean {
    return this.selected.length >= Math.max(1, this.required) && !this.submitting;
  }

  isSelected(uid: string): boolean {
    return this.selected.includes(uid);
  }

  /** Chooses or un-chooses a user; the caller is never in the list, so never chosen. */
  toggle(uid: string): void {
    if (uid === this.#self.uid || !this.candidates.some((person) => person.uid === uid)) return;
    this.selected = this.isSelected(uid)
      ? this.selected.filter((chosen) => chosen !== uid)
      : [...this.selected, uid];
    this.submitError = undefined;
  }

  /** The header checkbox: chooses every row shown, or un-chooses them when all are chosen. */
  toggleAll(rows: readonly Person[]): void {
    const uids = rows.map((row) => row.uid).filter((uid) => uid !== this.#self.uid);
    const all = uids.every((uid) => this.isSelected(uid));
    this.selected = all
      ? this.selected.filter((uid) => !uids.includes(uid))
      : [...this.selected, ...uids.filter((uid) => !this.isSelected(uid))];
    this.submitError = undefined;
  }

  setPage(page: number): void {
    this.page = Math.min(Math.max(0, page), this.pageCount - 1);
  }

  /** The users, shown in the dialog with Retry on failure. */
  load(): Promise<void> {
    return this.#load.run(
      () => this.#api.listUserManage(undefined, INLINE),
      (list) => {
        this.persons = list.listUser;
        this.selected = this.selected.filter((uid) => this.candidates.some((person) => person.uid === uid));
        this.setPage(this.page);
      },
      { replace: true },
    );
  }

  /** Disables the chosen users; true when done. */
  async submit(): Promise<boolean> {
    if (!this.canSubmit) return false;
    this.submitting = true;
    this.submitError = undefined;
    try {
      await this.#api.batchStatus(this.selected, this.#self.tenantId, true, INLINE);
      return true;
    } catch (failure) {
      runInAction(() => {
        this.submitError = errorTextOf(failure);
      });
      return false;
    } finally {
      runInAction(() => {
        this.submitting = false;
      });
    }
  }
}
