import { Body, Controller, Get, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiResponse, ApiTags } from '@nestjs/swagger';
import { Caller, Public, Roles } from '../../../../shared/auth/access.decorators.js';
import type { CurrentUser } from '../../../../shared/domain/current-user.js';
import { ErrorResponse } from '../../../../shared/http/error-response.js';
import { SignUpOrganisation } from '../../application/commands/sign-up/sign-up.command.js';
import { ListPersons, type PersonList } from '../../application/queries/list-persons/list-persons.query.js';
import { SignUpRequest, TenantIdRequest } from './tenancy.requests.js';
import { PersonListView, SignUpView } from './tenancy.views.js';

/** Staff's user list by tenant and the public organisation sign-up. */
@ApiTags('tenants')
@ApiResponse({ status: 400, type: ErrorResponse })
@Controller('tenant')
export class TenantAdminController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('admin/user-by-tenant')
  @ApiBearerAuth()
  @Roles('ADMINISTRATOR', 'SALE')
  @ApiOkResponse({ type: PersonListView })
  @ApiResponse({ status: 404, type: ErrorResponse, description: 'TENANT_NOT_FOUND' })
  usersByTenant(@Caller() caller: CurrentUser, @Query() query: TenantIdRequest): Promise<PersonList> {
    return this.queries.execute(new ListPersons(caller, query.tenantId));
  }

  @Post('addWithAdmin')
  @Public()
  @ApiCreatedResponse({ type: SignUpView, description: 'The contact is mailed a link to set a password' })
  @ApiResponse({
    status: 409,
    type: ErrorResponse,
    description: 'ORGANIZATION_ALREADY_EXISTS or EMAIL_ALREADY_EXISTS',
  })
  async signUp(@Body() body: SignUpRequest): Promise<SignUpView> {
    await this.commands.execute(new SignUpOrganisation(body));
    return {
      message: `An email has been sent to ${body.contactEmail}. Follow its link to set your password and sign in.`,
    };
  }
}
