import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { TenantRequest, type TenantRequestType } from '../../domain/tenant-request.js';

/** Which end of a request is due: its start (PENDING requests) or its end (STARTED requests). */
export type TenantRequestPhase = 'START' | 'END';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

@Injectable()
export class MikroOrmTenantRequestRepository {
  constructor(private readonly em: EntityManager) {}

  async byId(id: string): Promise<TenantRequest | null> {
    if (!UUID.test(id)) return null;
    return this.em.findOne(TenantRequest, { id });
  }

  list(types: readonly TenantRequestType[]): Promise<TenantRequest[]> {
    return this.em.find(
      TenantRequest,
      { requestType: { $in: [...types] } },
      { orderBy: { startDate: 'asc', createdAt: 'desc' } },
    );
  }

  async pendingOrganizationName(name: string, exceptId: string | null): Promise<boolean> {
    const count = await this.em.count(TenantRequest, {
      requestType: 'TENANT',
      state: 'PENDING',
      organizationName: { $ilike: name.trim().replace(/[\\%_]/g, '\\$&') },
      ...(exceptId ? { id: { $ne: exceptId } } : {}),
    });
    return count > 0;
  }

  async add(request: TenantRequest): Promise<void> {
    await this.em.persist(request).flush();
  }

  async save(request: TenantRequest): Promise<void> {
    await this.em.persist(request).flush();
  }

  async remove(request: TenantRequest): Promise<void> {
    await this.em.remove(request).flush();
  }

  transactional<T>(work: () => Promise<T>): Promise<T> {
    // The injected EntityManager resolves to the open transaction's inside `work`, so every
    // repository (and every command handler) called there takes part in it.
    return this.em.transactional(() => work());
  }

  async claimDue(phase: TenantRequestPhase, now: Date): Promise<TenantRequest | null> {
    const [state, column] = phase === 'START' ? ['PENDING', 'start_date'] : ['STARTED', 'end_date'];
    const rows = await this.em.execute<Array<{ id: string }>>(
      `select id from tenancy.tenant_request
        where state = ? and ${column} <= ?
        order by ${column}, id
        limit 1
        for update skip locked`,
      [state, now],
    );
    const id = rows[0]?.id;
    return id ? this.em.findOne(TenantRequest, { id }, { refresh: true }) : null;
  }

  async lockById(id: string): Promise<TenantRequest | null> {
    if (!UUID.test(id)) return null;
    return this.em.findOne(TenantRequest, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  }
}
