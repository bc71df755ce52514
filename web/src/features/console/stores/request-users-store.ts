import { makeAutoObservable, observableRef, runInAction } from 'mobx';

import { ApiError } from '../../../api/api-client';
import {
  type RequestedPerson,
  type TenantRequestBody,
  type TenantRequestsApi,
  type TenantRequestView,
  type UploadedPersons,
} from '../../../api/tenant-requests-api';
import { UPLOAD_MAX_BYTES } from '../../../shared/upload-limit';
import { message } from '../../../shared/messages';
import type { PersonFormValues } from './person-form';
import { ListLoad } from '../../../shared/async/list-load';
import type { LoadStatus } from '../../../shared/async/request-state';
import { CONSOLE_PAGE_SIZE } from '../../../shared/grid/page-size';

export const LAST_USER_CANNOT_BE_DELETED = 'The last user of a request cannot be deleted.';

/** A row of the requested users grid. */
export interface RequestedPersonRow extends RequestedPerson {
  /** The row's place in the request's list. */
  index: number;
  /** 'Waiting', 'Created' or the reason it could not be created. */
  result: string;
}

/** Why a file is refused before it is sent: not .xlsx/.csv, or over 102400 bytes; undefined when fine. */
export function requestUploadError(file: { name: string; size: number }): string | undefined {
  if (!/\.(xlsx|csv)$/i.test(file.name.trim())) return message('UNSUPPORTED_FILE_TYPE');
  if (file.size > UPLOAD_MAX_BYTES) return message('FILE_TOO_LARGE');
  return undefined;
}

type SentPerson = NonNullable<TenantRequestBody['personList']>[number];

const sentPerson = (
  person: Pick<RequestedPerson, 'displayName' | 'email' | 'lucaAccessible'>,
): SentPerson => ({
  displayName: person.displayName.trim(),
  email: person.email.trim(),
  lucaAccessible: person.lucaAccessible,
});

/** The body that replaces a request with another user list (the dates are the request's instants). */
export function requestBodyWithPersons(
  request: TenantRequestView,
  personList: readonly SentPerson[],
): TenantRequestBody {
  const base: TenantRequestBody = {
    featureRequestId: request.featureRequestId,
    requestType: request.requestType,
    country: request.country,
    startDate: request.startDate,
    endDate: request.endDate,
    personList: [...personList],
  };
  if (request.requestType === 'TENANT') {
    return {
      ...base,
      organizationName: request.organizationName ?? '',
      organizationUrl: request.organizationUrl ?? '',
      contactName: request.contactName ?? '',
      contactEmail: request.contactEmail ?? '',
      tenantManagerName: request.tenantManagerName ?? '',
      tenantManagerEmail: request.tenantManagerEmail ?? '',
      regions: [...request.regions],
      selectAllRegions: request.selectAllRegions,
    };
  }
  return { ...base, tenantId: request.tenantId ?? '' };
}

/**
 * The requested users of one request (`/administrator/tenant-request/{featureRequestId}`): add, edit and
 * delete users (not the last one) and add users from an uploaded .xlsx/.csv; each change saves the
 * request's whole list. Only a pending request can change.
 */
export class RequestUsersStore {
  request: TenantRequestView | undefined = undefined;
  /** 0-based. */
  page = 0;
  busy = false;

  readonly featureRequestId: string;
  readonly #api: TenantRequestsApi;
  readonly #load = new ListLoad();

  constructor(api: TenantRequestsApi, featureRequestId: string) {
    this.#api = api;
    this.featureRequestId = featureRequestId;
    makeAutoObservable(this, { request: observableRef, featureRequestId: false }, { autoBind: true });
  }

  get status(): LoadStatus {
    return this.#load.status;
  }

  get error(): string | undefined {
    return this.#load.error;
  }

  get persons(): RequestedPerson[] {
    return this.request?.personList ?? [];
  }

  get editable(): boolean {
    return this.request?.state === 'PENDING' && this.request.requestType !== 'LUCA';
  }

  get canDelete(): boolean {
    return this.persons.length > 1;
  }

  get pageCount(): number {
    return Math.max(1, Math.ceil(this.persons.length / CONSOLE_PAGE_SIZE));
  }

  get pageRows(): RequestedPersonRow[] {
    const page = Math.min(this.page, this.pageCount - 1);
    return this.persons
      .map((person, index) => ({
        ...person,
        index,
        result: person.error ?? (person.uid === null || person.uid === undefined ? 'Waiting' : 'Created'),
      }))
      .slice(page * CONSOLE_PAGE_SIZE, (page + 1) * CONSOLE_PAGE_SIZE);
  }

  /** The request; a failed reload keeps the one on screen. */
  load(): Promise<void> {
    return this.#load.run(
      () => this.#api.get(this.featureRequestId),
      (request) => {
        this.request = request;
      },
    );
  }

  setPage(page: number): void {
    this.page = Math.min(Math.max(0, Math.trunc(page)), this.pageCount - 1);
  }

  addPerson(values: PersonFormValues): Promise<void> {
    return this.saveList([...this.persons.map(sentPerson), sentPerson(toPerson(values))]);
  }

  editPerson(index: number, values: PersonFormValues): Promise<void> {
    return this.saveList(
      this.persons.map((person, at) => sentPerson(at === index ? toPerson(values) : person)),
    );
  }

  /** The last user cannot be deleted. */
  async deletePerson(index: number): Promise<void> {
    if (!this.canDelete) throw new ApiError(400, 'VALIDATION_FAILED', LAST_USER_CANNOT_BE_DELETED);
    await this.saveList(this.persons.filter((_person, at) => at !== index).map(sentPerson));
  }

  /** Reads a file of users; refused before sending when too large or of another type. */
  async readUpload(file: File): Promise<UploadedPersons> {
    const refused = requestUploadError(file);
    if (refused !== undefined) throw new ApiError(400, 'UPLOAD_REFUSED', refused);
    return this.#api.upload(file, file.name);
  }

  /** Adds the users read from a file (an email already listed is kept once); how many were added. */
  async addUploaded(uploaded: UploadedPersons['personList']): Promise<number> {
    const known = new Set(this.persons.map((person) => person.email.trim().toLowerCase()));
    const added = uploaded.filter((person) => {
      const email = person.email.trim().toLowerCase();
      if (known.has(email)) return false;
      known.add(email);
      return true;
    });
    if (added.length > 0) await this.saveList([...this.persons.map(sentPerson), ...added.map(sentPerson)]);
    return added.length;
  }

  private async saveList(personList: SentPerson[]): Promise<void> {
    const request = this.request;
    if (request === undefined) return;
    this.busy = true;
    try {
      const saved = await this.#api.save(requestBodyWithPersons(request, personList));
      runInAction(() => {
        this.request = saved;
        this.page = Math.min(this.page, this.pageCount - 1);
      });
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
  }
}

function toPerson(values: PersonFormValues): SentPerson {
  return {
    displayName: values.displayName,
    email: values.email,
    lucaAccessible: values.lucaAccessible === true,
  };
}
