import { makeAutoObservable, observableRef, runInAction } from 'mobx';

import type { Person, PersonList, PersonRole, PersonsApi } from '../../../api/persons-api';
import type { SortDirection, TenantsApi, TenantView } from '../../../api/tenants-api';
import type { Principal } from '../../../api/types';
import { isAdministrator } from '../../../shared/permissions';
import type { PersonFormValues } from './person-form';
import { ListLoad } from '../../../shared/async/list-load';
import type { LoadStatus } from '../../../shared/async/request-state';
import { CONSOLE_PAGE_SIZE } from '../../../shared/grid/page-size';

export const PERSON_ROLE_LABELS: Readonly<Record<PersonRole, string>> = {
  USER: 'User',
  SALE: 'Sale',
  TENANT_ADMINISTRATOR: 'Tenant Admin',
  ADMINISTRATOR: 'Administrator',
};

/** The roles staff may give a user of the provider's own tenant. */
export const EDITABLE_ROLES = ['USER', 'SALE'] as const;
export type EditableRole = (typeof EDITABLE_ROLES)[number];

export const USER_SORT_KEYS = [
  'displayName',
  'email',
  'status',
  'lucaAccessible',
  'role',
  'lastLoginDate',
] as const;
export type UserSortKey = (typeof USER_SORT_KEYS)[number];

const isUserSortKey = (key: string): key is UserSortKey =>
  USER_SORT_KEYS.some((candidate) => candidate === key);

/** A row of the users grid: the person, whether its box is ticked, and whether it is the User Admin. */
export interface PersonRow extends Person {
  selected: boolean;
}

function compare(a: Person, b: Person, key: UserSortKey): number {
  const left = a[key];
  const right = b[key];
  if (typeof left === 'boolean' || typeof right === 'boolean') return Number(left) - Number(right);
  return String(left ?? '').localeCompare(String(right ?? ''), undefined, { sensitivity: 'base' });
}

export interface TenantUsersStoreDeps {
  tenants: TenantsApi;
  persons: PersonsApi;
  tenantId: string;
  /** The signed-in staff member: role edits are for an Administrator only. */
  viewer: Pick<Principal, 'role' | 'uid'>;
}

/**
 * The users of one tenant (`/administrator/tenant/{tenantId}`): the tenant's header, its users sorted
 * and paged in the page (10 a page), ticked rows, and the single and batch actions (Active/Disabled, Luca
 * Yes/No, delete), add and edit, User Admin with the users limit, and the role of provider users. Failed
 * calls show the client's notification and reject; the list reloads after every change.
 */
export class TenantUsersStore {
  tenant: TenantView | undefined = undefined;
  list: PersonList | undefined = undefined;
  selectedIds: string[] = [];
  /** 0-based. */
  page = 0;
  sort: { key: UserSortKey; dir: SortDirection } = { key: 'displayName', dir: 'asc' };
  /** A batch action in flight (its buttons wait). */
  busy = false;

  readonly tenantId: string;
  readonly #tenants: TenantsApi;
  readonly #persons: PersonsApi;
  readonly #viewer: Pick<Principal, 'role' | 'uid'>;
  readonly #load = new ListLoad();

  constructor(deps: TenantUsersStoreDeps) {
    this.tenantId = deps.tenantId;
    this.#tenants = deps.tenants;
    this.#persons = deps.persons;
    this.#viewer = deps.viewer;
    makeAutoObservable(
      this,
      { tenant: observableRef, list: observableRef, tenantId: false },
      { autoBind: true },
    );
  }

  // ---- Derived ---------------------------------------------------------------------------------------

  get status(): LoadStatus {
    return this.#load.status;
  }

  get error(): string | undefined {
    return this.#load.error;
  }

  get persons(): Person[] {
    const { key, dir } = this.sort;
    const sign = dir === 'asc' ? 1 : -1;
    return [...(this.list?.listUser ?? [])].sort((a, b) => sign * compare(a, b, key));
  }

  get pageCount(): number {
    return Math.max(1, Math.ceil(this.persons.length / CONSOLE_PAGE_SIZE));
  }

  get pageRows(): PersonRow[] {
    const page = Math.min(this.page, this.pageCount - 1);
    return this.persons
      .slice(page * CONSOLE_PAGE_SIZE, (page + 1) * CONSOLE_PAGE_SIZE)
      .map((person) => ({ ...person, selected: this.selectedIds.includes(person.uid) }));
  }

  get selectedPersons(): Person[] {
    return this.persons.filter((person) => this.selectedIds.includes(person.uid));
  }

  /** The one ticked person, for the single-user actions (edit, User Admin, role). */
  get single(): Person | undefined {
    const selected = this.selectedPersons;
    return selected.length === 1 ? selected[0] : undefined;
  }

  get allOnPageSelected(): boolean {
    const rows = this.pageRows;
    return rows.length > 0 && rows.every((row) => row.selected);
  }

  get someOnPageSelected(): boolean {
    return this.pageRows.some((row) => row.selected);
  }

  /** The Role column and role edits: the provider's own tenant, for an Administrator only. */
  get showRoles(): boolean {
    return this.list?.tenant.provider === true && isAdministrator(this.#viewer);
  }

  get organizationName(): string {
    return this.tenant?.organizationName ?? this.list?.tenant.organizationName ?? '';
  }

  get loading(): boolean {
    return this.#load.loading;
  }

  isSelf(person: Pick<Person, 'uid'>): boolean {
    return person.uid === this.#viewer.uid;
  }

  // ---- Loading ---------------------------------------------------------------------------------------

  /** The tenant (name, regions) and its users with the seats; the header keeps the tenant if the users fail. */
  load(): Promise<void> {
    return this.#load.run(
      async (signal) => {
        const [tenant, list] = await Promise.allSettled([
          this.#tenants.detail(this.tenantId),
          this.#persons.list(this.tenantId),
        ]);
        if (tenant.status === 'fulfilled' && !signal.aborted) {
          runInAction(() => {
            this.tenant = tenant.value;
          });
        }
        if (list.status === 'rejected') throw list.reason;
        return list.value;
      },
      (list) => {
        this.list = list;
        const uids = new Set(list.listUser.map((person) => person.uid));
        this.selectedIds = this.selectedIds.filter((uid) => uids.has(uid));
        this.page = Math.min(this.page, this.pageCount - 1);
      },
    );
  }

  // ---- Selection, paging, sorting ----------------------------------------------------------------------

  toggle(uid: string): void {
    this.selectedIds = this.selectedIds.includes(uid)
      ? this.selectedIds.filter((id) => id !== uid)
      : [...this.selectedIds, uid];
  }

  /** The header box: ticks every user of the page, or unticks them when all are ticked. */
  togglePage(): void {
    const uids = this.pageRows.map((row) => row.uid);
    this.selectedIds = this.allOnPageSelected
      ? this.selectedIds.filter((uid) => !uids.includes(uid))
      : [...new Set([...this.selectedIds, ...uids])];
  }

  clearSelection(): void {
    this.selectedIds = [];
  }

  setPage(page: number): void {
    this.page = Math.min(Math.max(0, Math.trunc(page)), this.pageCount - 1);
  }

  toggleSort(key: string): void {
    if (!isUserSortKey(key)) return;
    this.sort = { key, dir: this.sort.key === key && this.sort.dir === 'asc' ? 'desc' : 'asc' };
    this.page = 0;
  }

  // ---- Actions ---------------------------------------------------------------------------------------

  /** Active (disabled false) or Disabled, for one or many users. */
  setDisabled(uids: readonly string[], disabled: boolean): Promise<void> {
    return this.batch(() => this.#persons.batchStatus(uids, this.tenantId, disabled));
  }

  /** Luca access Yes or No, for one or many users. */
  setLuca(uids: readonly string[], lucaAccessible: boolean): Promise<void> {
    return this.batch(() => this.#persons.batchLuca(uids, this.tenantId, lucaAccessible));
  }

  /** One user with /person/delete, several with /person/delete-multi; they leave the selection. */
  delete(uids: readonly string[]): Promise<void> {
    return this.batch(async () => {
      const [only] = uids;
      if (uids.length === 1 && only !== undefined) await this.#persons.delete(only, this.tenantId);
      else await this.#persons.deleteMulti(uids, this.tenantId);
      runInAction(() => {
        this.selectedIds = this.selectedIds.filter((uid) => !uids.includes(uid));
      });
    });
  }

  add(values: PersonFormValues): Promise<void> {
    return this.batch(() =>
      this.#persons.add({
        displayName: values.displayName.trim(),
        email: values.email.trim(),
        tenantId: this.tenantId,
        lucaAccessible: values.lucaAccessible === true,
      }),
    );
  }

  /** Name and Luca access; the email never changes. */
  edit(person: Person, values: PersonFormValues): Promise<void> {
    return this.batch(() =>
      this.#persons.edit({
        uid: person.uid,
        tenantId: this.tenantId,
        displayName: values.displayName.trim(),
        lucaAccessible: values.lucaAccessible === true,
      }),
    );
  }

  /** Makes the user the tenant's User Admin with this users limit (the previous one becomes a User). */
  setUserAdmin(person: Person, limit: number): Promise<void> {
    return this.batch(() =>
      this.#tenants.updateTenantManager({ tenantId: this.tenantId, userId: person.uid, limit }),
    );
  }

  /** User or Sale, for the provider's own users (Administrator only). */
  editRole(person: Person, role: EditableRole): Promise<void> {
    return this.batch(() => this.#persons.edit({ uid: person.uid, tenantId: this.tenantId, role }));
  }

  private async batch(call: () => Promise<unknown>): Promise<void> {
    this.busy = true;
    try {
      await call();
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
    await this.load();
  }
}
