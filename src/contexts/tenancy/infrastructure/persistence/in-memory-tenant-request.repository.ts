import type { TenantRequest, TenantRequestType } from '../../domain/tenant-request.js';
import { TenantRequestRepository, type TenantRequestPhase } from '../../domain/tenant-request.repository.js';

/**
 * Requests in a map, for unit tests. A transaction is a copy of the map put back on failure;
 * claims are not shared between callers (one caller at a time).
 */
export class InMemoryTenantRequestRepository extends TenantRequestRepository {
  readonly requests = new Map<string, TenantRequest>();

  byId(id: string): Promise<TenantRequest | null> {
    return Promise.resolve(this.requests.get(id) ?? null);
  }

  list(types: readonly TenantRequestType[]): Promise<TenantRequest[]> {
    return Promise.resolve(
      [...this.requests.values()]
        .filter((request) => types.includes(request.requestType))
        .sort(
          (a, b) =>
            a.startDate.getTime() - b.startDate.getTime() || b.createdAt.getTime() - a.createdAt.getTime(),
        ),
    );
  }

  pendingOrganizationName(name: string, exceptId: string | null): Promise<boolean> {
    const wanted = name.trim().toLowerCase();
    return Promise.resolve(
      [...this.requests.values()].some(
        (request) =>
          request.requestType === 'TENANT' &&
          request.state === 'PENDING' &&
          request.id !== exceptId &&
          request.organizationName?.toLowerCase() === wanted,
      ),
    );
  }

  add(request: TenantRequest): Promise<void> {
    this.requests.set(request.id, request);
    return Promise.resolve();
  }

  save(request: TenantRequest): Promise<void> {
    this.requests.set(request.id, request);
    return Promise.resolve();
  }

  remove(request: TenantRequest): Promise<void> {
    this.requests.delete(request.id);
    return Promise.resolve();
  }

  async transactional<T>(work: () => Promise<T>): Promise<T> {
    const before = new Map(this.requests);
    try {
      return await work();
    } catch (error) {
      this.requests.clear();
      for (const [id, request] of before) this.requests.set(id, request);
      throw error;
    }
  }

  claimDue(phase: TenantRequestPhase, now: Date): Promise<TenantRequest | null> {
    const due = [...this.requests.values()]
      .filter((request) => (phase === 'START' ? request.isDueToStart(now) : request.isDueToEnd(now)))
      .sort((a, b) =>
        phase === 'START'
          ? a.startDate.getTime() - b.startDate.getTime()
          : a.endDate.getTime() - b.endDate.getTime(),
      );
    return Promise.resolve(due[0] ?? null);
  }

  lockById(id: string): Promise<TenantRequest | null> {
    return this.byId(id);
  }
}
