import {
  Body,
  Controller,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  ParseUUIDPipe,
  Post,
  Query,
} from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import { Roles } from '../../../../shared/auth/access.decorators.js';
import { ErrorResponse } from '../../../../shared/http/error-response.js';
import { CreateTenant } from '../../application/commands/create-tenant/create-tenant.command.js';
import {
  ChangeTenantStatus,
  ConvertTenantToEnterprise,
  DeleteTenant,
  EditTenant,
  UpdateTenantManager,
} from '../../application/commands/manage-tenants/manage-tenants.commands.js';
import { GetTenantView, ListTenants } from '../../application/queries/list-tenants/list-tenants.query.js';
import type { TenantView } from '../../application/queries/list-tenants/tenant.view.js';
import {
  EditTenantRequest,
  TenantFormRequest,
  TenantIdRequest,
  TenantListQuery,
  TenantStatusRequest,
  UpdateTenantManagerRequest,
} from './tenancy.requests.js';
import { TenantPageView, TenantViewDto } from './tenancy.views.js';

const details = (body: TenantFormRequest) => ({
  organizationName: body.organizationName,
  organizationUrl: body.organizationUrl,
  contactName: body.contactName,
  contactEmail: body.contactEmail,
  tenantManagerName: body.tenantManagerName || null,
  tenantManagerEmail: body.tenantManagerEmail || null,
  regionIds: body.region,
  selectAllRegions: body.selectAllRegions ?? false,
  startDate: body.startDate,
  endDate: body.endDate,
});

/** Staff's tenant console: list, add, edit, status, delete, Switch to Enterprise, user admin and limit. */
@ApiTags('tenants')
@ApiBearerAuth()
@ApiResponse({ status: 400, type: ErrorResponse })
@ApiResponse({ status: 401, type: ErrorResponse })
@ApiResponse({ status: 403, type: ErrorResponse })
@Roles('ADMINISTRATOR', 'SALE')
@Controller('tenant')
export class TenantsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post('list')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: TenantPageView })
  list(@Query() query: TenantListQuery): Promise<{ data: TenantView[]; total: number }> {
    return this.queries.execute(
      new ListTenants({
        search: query.searchInput,
        page: query.page ?? 1,
        pageSize: query.pageSize ?? 10,
        sortField: query.sortField ?? 'companyId',
        sortDir: query.sortDir ?? 'asc',
      }),
    );
  }

  @Get('detail/:tenantId')
  @ApiOkResponse({ type: TenantViewDto })
  @ApiResponse({ status: 404, type: ErrorResponse, description: 'TENANT_NOT_FOUND' })
  detail(@Param('tenantId', new ParseUUIDPipe()) tenantId: string): Promise<TenantView> {
    return this.queries.execute(new GetTenantView(tenantId));
  }

  @Post('add')
  @ApiCreatedResponse({
    type: TenantViewDto,
    description:
      'An enterprise tenant. A tenant manager named gets an account (the user admin) and an invitation mail to set a password',
  })
  @ApiResponse({
    status: 409,
    type: ErrorResponse,
    description: "ORGANIZATION_ALREADY_EXISTS, or EMAIL_ALREADY_EXISTS for the tenant manager's email",
  })
  async add(@Body() body: TenantFormRequest): Promise<TenantView> {
    const id = await this.commands.execute(
      new CreateTenant({ ...details(body), ssp: false, inviteManager: true }),
    );
    return this.queries.execute(new GetTenantView(id));
  }

  @Post('edit')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: TenantViewDto })
  @ApiResponse({ status: 404, type: ErrorResponse, description: 'TENANT_NOT_FOUND' })
  @ApiResponse({ status: 409, type: ErrorResponse, description: 'ORGANIZATION_ALREADY_EXISTS' })
  async edit(@Body() body: EditTenantRequest): Promise<TenantView> {
    await this.commands.execute(new EditTenant({ ...details(body), id: body.id, status: body.status }));
    return this.queries.execute(new GetTenantView(body.id));
  }

  @Post('edit-status')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: TenantViewDto, description: "A disabled tenant's users cannot sign in" })
  async editStatus(@Body() body: TenantStatusRequest): Promise<TenantView> {
    await this.commands.execute(new ChangeTenantStatus(body.tenantId, body.status));
    return this.queries.execute(new GetTenantView(body.tenantId));
  }

  @Post('delete')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse()
  @ApiResponse({ status: 409, type: ErrorResponse, description: 'DELETE_TENANT_USER_EXIST' })
  async delete(@Body() body: TenantIdRequest): Promise<void> {
    await this.commands.execute(new DeleteTenant(body.tenantId));
  }

  @Post('convert-ssp-to-enterprise/:id')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: TenantViewDto })
  @ApiResponse({ status: 409, type: ErrorResponse, description: 'TENANT_NOT_SSP' })
  async convert(@Param('id', new ParseUUIDPipe()) id: string): Promise<TenantView> {
    await this.commands.execute(new ConvertTenantToEnterprise(id));
    return this.queries.execute(new GetTenantView(id));
  }

  @Post('update-tenant-manager')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: TenantViewDto })
  @ApiResponse({ status: 404, type: ErrorResponse, description: 'TENANT_NOT_FOUND or USER_NOT_FOUND' })
  async updateManager(@Body() body: UpdateTenantManagerRequest): Promise<TenantView> {
    await this.commands.execute(new UpdateTenantManager(body.tenantId, body.userId, body.limit));
    return this.queries.execute(new GetTenantView(body.tenantId));
  }
}
