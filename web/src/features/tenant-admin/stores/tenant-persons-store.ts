import { makeAutoObservable, observableRef, runInAction } from 'mobx';

import { ApiError } from '../../../api/api-client';
import {
  PersonErrorCode,
  type Person,
  type PersonList,
  type PersonListTenant,
  type PersonsApi,
} from '../../../api/persons-api';
import { message } from '../../../shared/messages';
import { addUserRefusal, seatsLeftText, type SeatAudience } from './person-rules';
import { ListLoad, type ListLoadOptions } from '../../../shared/async/list-load';
import type { LoadStatus } from '../../../shared/async/request-state';

/** The persons calls the tenant administrator's screens make. */
export type TenantPersonsApi = Pick<
  PersonsApi,
  'listUserManage' | 'list' | 'add' | 'edit' | 'delete' | 'resetPassword'
>;

/** The signed-in tenant administrator. */
export interface Caller {
  uid: string;
  tenantId: string;
}

/**
 * Where the list comes from: `GET /person/list-user-manage` (/manageUsers, own tenant) or
 * `POST /person/list` with the caller's tenant (/manager/tenant).
 */
export type PersonsSource = 'list-user-manage' | 'list';

/** A person as the grids show it: whether it is the caller, and whether it may be deleted. */
export interface PersonRow extends Person {
  isSelf: boolean;
  /** Everyone but the caller: a tenant administrator cannot delete self. */
  canDelete: boolean;
  /** The key of the grid's actions column (its cells draw buttons). */
  actions: '';
}

export interface NewPerson {
  displayName: string;
  email: string;
}

export interface PersonChanges {
  displayName?: string;
  disabled?: boolean;
}

/** A refusal found before calling the server, shaped like the server's (dialogs show `message`). */
function refusal(errorCode: PersonErrorCode, text: string): ApiError {
  return new ApiError(409, errorCode, text);
}

const INLINE = { notifyOnError: false } as const;

/**
 * The persons of the caller's tenant with its seats (docs/api/tenancy.md): load, add, edit, delete and
 * reset-password. Mutations resolve with the server's answer and reject with its ApiError, which the forms
 * and dialogs show inline; the caller's own account is never deleted or disabled from here.
 */
export class TenantPersonsStore {
  persons: Person[] = [];
  limit = 0;
  userCount = 0;
  seatsLeft = 0;
  tenant: PersonListTenant | undefined = undefined;

  readonly caller: Caller;
  readonly #api: TenantPersonsApi;
  readonly #source: PersonsSource;
  readonly #load = new ListLoad();

  constructor(api: TenantPersonsApi, caller: Caller, source: PersonsSource = 'list-user-manage') {
    this.#api = api;
    this.caller = caller;
    this.#source = source;
    makeAutoObservable(
      this,
      { persons: observableRef, tenant: observableRef, caller: false },
      { autoBind: true },
    );
  }

  // ---- Derived state -------------------------------------------------------------------------------

  get rows(): PersonRow[] {
    return this.persons.map((person) => {
      const isSelf = this.isSelf(person.uid);
      return { ...person, isSelf, canDelete: !isSelf, actions: '' };
    });
  }

  get status(): LoadStatus {
    return this.#load.status;
  }

  /** Why the list could not be loaded. */
  get error(): string | undefined {
    return this.#load.error;
  }

  get loaded(): boolean {
    return this.status === 'ready';
  }

  get loading(): boolean {
    return this.#load.loading;
  }

  /** 'N seat(s) left!'. */
  get seatsLeftText(): string {
    return seatsLeftText(this.seatsLeft);
  }

  /** Whether the tenant has any seat at all (the Dashboard needs one). */
  get hasSeats(): boolean {
    return this.limit > 0;
  }

  /** Why Add User is refused for this audience, or undefined (also while the list is not loaded). */
  addUserRefusal(audience: SeatAudience): string | undefined {
    return this.loaded ? addUserRefusal(this, audience) : undefined;
  }

  isSelf(uid: string): boolean {
    return uid === this.caller.uid;
  }

  byUid(uid: string): Person | undefined {
    return this.persons.find((person) => person.uid === uid);
  }

  // ---- Calls ---------------------------------------------------------------------------------------

  /** Loads the list anew (placeholders meanwhile); a failure is kept as `error` (shown with Retry), not notified. */
  load(): Promise<void> {
    return this.read({ replace: true });
  }

  /** Adds a person to the caller's tenant (they are mailed a password-setup link), then reloads the seats. */
  async add(person: NewPerson): Promise<Person> {
    const added = await this.#api.add(
      { displayName: person.displayName.trim(), email: person.email.trim(), tenantId: this.caller.tenantId },
      INLINE,
    );
    await this.reloadQuietly();
    return added;
  }

  /** Changes a person's name or status; disabling oneself is refused before anything is sent. */
  async edit(uid: string, changes: PersonChanges): Promise<Person> {
    if (changes.disabled === true && this.isSelf(uid)) {
      throw refusal(PersonErrorCode.CannotDisableSelf, message('CANNOT_DISABLE_SELF'));
    }
    const request = {
      uid,
      tenantId: this.tenantIdOf(uid),
      ...(changes.displayName === undefined ? {} : { displayName: changes.displayName.trim() }),
      ...(changes.disabled === undefined ? {} : { disabled: changes.disabled }),
    };
    const updated = await this.#api.edit(request, INLINE);
    runInAction(() => {
      this.persons = this.persons.map((person) => (person.uid === updated.uid ? updated : person));
    });
    return updated;
  }

  /** Deletes a person; deleting oneself is refused before anything is sent. Reloads the seats. */
  async remove(uid: string): Promise<void> {
    if (this.isSelf(uid)) throw refusal(PersonErrorCode.CannotDeleteSelf, message('CANNOT_DELETE_SELF'));
    await this.#api.delete(uid, this.tenantIdOf(uid), INLINE);
    runInAction(() => {
      this.persons = this.persons.filter((person) => person.uid !== uid);
    });
    await this.reloadQuietly();
  }

  /** Mails a person a password reset link. */
  async resetPassword(uid: string): Promise<void> {
    await this.#api.resetPassword(uid, this.tenantIdOf(uid), INLINE);
  }

  // ---- Internals -----------------------------------------------------------------------------------

  private fetchList(): Promise<PersonList> {
    return this.#source === 'list'
      ? this.#api.list(this.caller.tenantId, INLINE)
      : this.#api.listUserManage(undefined, INLINE);
  }

  /** After a change the seats are read again; a failure keeps what is on screen. */
  private reloadQuietly(): Promise<void> {
    return this.read();
  }

  private read(options?: ListLoadOptions): Promise<void> {
    return this.#load.run(
      () => this.fetchList(),
      (list) => {
        this.apply(list);
      },
      options,
    );
  }

  private apply(list: PersonList): void {
    this.persons = list.listUser;
    this.limit = list.limit;
    this.userCount = list.userCount;
    this.seatsLeft = list.seatsLeft;
    this.tenant = list.tenant;
  }

  private tenantIdOf(uid: string): string {
    return this.byUid(uid)?.tenantId ?? this.caller.tenantId;
  }
}
