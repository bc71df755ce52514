import { Injectable } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { TenancyError } from '../../../domain/tenancy-error.js';
import { TENANT_REQUEST_TYPES, type TenantRequest } from '../../../domain/tenant-request.js';
import { MikroOrmTenantRequestRepository } from '../../../infrastructure/persistence/mikro-orm-tenant-request.repository.js';
import { ScreeningRegionCatalogue } from '../../../infrastructure/screening/screening-region-catalogue.js';
import { GetTenantRequest, ListTenantRequests } from './list-tenant-requests.query.js';
import type { TenantRequestView } from './tenant-request.view.js';

/** Builds the view of a request: dates in UTC, region names from the catalogue. */
@Injectable()
export class TenantRequestViews {
  constructor(private readonly regions: ScreeningRegionCatalogue) {}

  of(request: TenantRequest): TenantRequestView {
    const names = new Map(
      this.regions.all().map((region) => [region.exchange_countryID, region.exchange_country]),
    );
    const regionName = request.selectAllRegions
      ? 'All'
      : request.regionIds.map((id) => names.get(id) ?? String(id)).join(', ');
    return {
      featureRequestId: request.id,
      requestType: request.requestType,
      state: request.state,
      country: request.country,
      startDate: request.startDate.toISOString(),
      endDate: request.endDate.toISOString(),
      tenantId: request.tenantId,
      organizationName: request.organizationName,
      organizationUrl: request.organizationUrl,
      contactName: request.contactName,
      contactEmail: request.contactEmail,
      tenantManagerName: request.tenantManagerName,
      tenantManagerEmail: request.tenantManagerEmail,
      regions: [...request.regionIds],
      regionName,
      selectAllRegions: request.selectAllRegions,
      personList: request.personList.map(({ displayName, email, lucaAccessible, uid, error }) => ({
        displayName,
        email,
        lucaAccessible,
        uid: uid ?? null,
        error: error ?? null,
      })),
      uids: [...request.uids],
      failureReason: request.failureReason,
      startedAt: request.startedAt?.toISOString() ?? null,
      endedAt: request.endedAt?.toISOString() ?? null,
      createdAt: request.createdAt.toISOString(),
      updatedAt: request.updatedAt.toISOString(),
    };
  }
}

@QueryHandler(ListTenantRequests)
export class ListTenantRequestsHandler implements IQueryHandler<ListTenantRequests> {
  constructor(
    private readonly requests: MikroOrmTenantRequestRepository,
    private readonly views: TenantRequestViews,
  ) {}

  async execute({ types }: ListTenantRequests): Promise<TenantRequestView[]> {
    const requests = await this.requests.list(types.length > 0 ? types : [...TENANT_REQUEST_TYPES]);
    return requests.map((request) => this.views.of(request));
  }
}

@QueryHandler(GetTenantRequest)
export class GetTenantRequestHandler implements IQueryHandler<GetTenantRequest> {
  constructor(
    private readonly requests: MikroOrmTenantRequestRepository,
    private readonly views: TenantRequestViews,
  ) {}

  async execute({ featureRequestId }: GetTenantRequest): Promise<TenantRequestView> {
    const request = await this.requests.byId(featureRequestId);
    if (!request) throw new TenancyError('REQUEST_NOT_FOUND');
    return this.views.of(request);
  }
}
