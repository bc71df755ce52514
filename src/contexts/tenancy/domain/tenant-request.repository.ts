import type { TenantRequest, TenantRequestType } from './tenant-request.js';

/** Which end of a request is due: its start (PENDING requests) or its end (STARTED requests). */
export type TenantRequestPhase = 'START' | 'END';

export abstract class TenantRequestRepository {
  abstract byId(id: string): Promise<TenantRequest | null>;
  /** Requests of these types, by start date (ties: newest first). */
  abstract list(types: readonly TenantRequestType[]): Promise<TenantRequest[]>;
  /** Whether a PENDING TENANT request (other than `exceptId`) will create this organization name. */
  abstract pendingOrganizationName(name: string, exceptId: string | null): Promise<boolean>;
  abstract add(request: TenantRequest): Promise<void>;
  abstract save(request: TenantRequest): Promise<void>;
  abstract remove(request: TenantRequest): Promise<void>;
  /**
   * Runs `work` in a transaction (a savepoint when one is already open): all of it or nothing.
   * The claims and locks below hold until that transaction ends.
   */
  abstract transactional<T>(work: () => Promise<T>): Promise<T>;
  /**
   * Inside transactional(): one request whose phase is due at `now`, locked for this transaction;
   * requests another transaction holds are skipped, so two processes never take the same one.
   */
  abstract claimDue(phase: TenantRequestPhase, now: Date): Promise<TenantRequest | null>;
  /** Inside transactional(): the request, locked (waiting for a run that holds it to finish). */
  abstract lockById(id: string): Promise<TenantRequest | null>;
}
