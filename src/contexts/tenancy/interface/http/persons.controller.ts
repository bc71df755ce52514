import { Body, Controller, Get, HttpCode, HttpStatus, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import { Caller, Roles } from '../../../../shared/auth/access.decorators.js';
import type { CurrentUser } from '../../../../shared/domain/current-user.js';
import { ErrorResponse } from '../../../../shared/http/error-response.js';
import {
  AddPerson,
  DeletePersons,
  EditPerson,
  SendPersonPasswordReset,
  SetPersonsDisabled,
  SetPersonsLucaAccess,
} from '../../application/commands/manage-persons/manage-persons.commands.js';
import { ListPersons, type PersonList } from '../../application/queries/list-persons/list-persons.query.js';
import type { PersonView } from '../../application/queries/list-persons/person.view.js';
import {
  AddPersonRequest,
  EditPersonRequest,
  OptionalTenantQuery,
  PersonIdRequest,
  PersonIdsRequest,
  PersonsLucaRequest,
  PersonsStatusRequest,
  TenantIdRequest,
} from './tenancy.requests.js';
import { CountView, PersonListView, PersonViewDto } from './tenancy.views.js';

/**
 * The persons of a tenant: staff for any tenant, a tenant administrator for their own (another tenant's
 * id answers 404, as if it did not exist).
 */
@ApiTags('persons')
@ApiBearerAuth()
@ApiResponse({ status: 400, type: ErrorResponse })
@ApiResponse({ status: 401, type: ErrorResponse })
@ApiResponse({ status: 403, type: ErrorResponse })
@ApiResponse({ status: 404, type: ErrorResponse, description: 'TENANT_NOT_FOUND or USER_NOT_FOUND' })
@Roles('ADMINISTRATOR', 'SALE', 'TENANT_ADMINISTRATOR')
@Controller('person')
export class PersonsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post('list')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: PersonListView })
  list(@Caller() caller: CurrentUser, @Body() body: TenantIdRequest): Promise<PersonList> {
    return this.queries.execute(new ListPersons(caller, body.tenantId));
  }

  @Get('list-user-manage')
  @ApiOkResponse({ type: PersonListView })
  listUserManage(@Caller() caller: CurrentUser, @Query() query: OptionalTenantQuery): Promise<PersonList> {
    return this.queries.execute(new ListPersons(caller, query.tenantId));
  }

  @Post('add')
  @ApiCreatedResponse({ type: PersonViewDto, description: 'The person is mailed a password-setup link' })
  @ApiResponse({
    status: 409,
    type: ErrorResponse,
    description: 'EMAIL_ALREADY_EXISTS, NO_SUBSCRIPTION, NOT_ENOUGH_SEATS, NOT_ENOUGH_SEATS_CONTACT',
  })
  add(@Caller() caller: CurrentUser, @Body() body: AddPersonRequest): Promise<PersonView> {
    return this.commands.execute(
      new AddPerson(caller, {
        tenantId: body.tenantId,
        displayName: body.displayName,
        email: body.email,
        lucaAccessible: body.lucaAccessible,
      }),
    );
  }

  @Post('edit')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: PersonViewDto })
  @ApiResponse({ status: 409, type: ErrorResponse, description: 'CANNOT_DISABLE_SELF' })
  edit(@Caller() caller: CurrentUser, @Body() body: EditPersonRequest): Promise<PersonView> {
    return this.commands.execute(
      new EditPerson(caller, {
        tenantId: body.tenantId,
        uid: body.uid,
        displayName: body.displayName,
        disabled: body.disabled,
        lucaAccessible: body.lucaAccessible,
        role: body.role,
      }),
    );
  }

  @Post('delete')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse()
  @ApiResponse({ status: 409, type: ErrorResponse, description: 'CANNOT_DELETE_SELF' })
  async delete(@Caller() caller: CurrentUser, @Body() body: PersonIdRequest): Promise<void> {
    await this.commands.execute(new DeletePersons(caller, body.tenantId, [body.uid]));
  }

  @Post('delete-multi')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: CountView })
  @ApiResponse({ status: 409, type: ErrorResponse, description: 'CANNOT_DELETE_SELF' })
  async deleteMulti(@Caller() caller: CurrentUser, @Body() body: PersonIdsRequest): Promise<CountView> {
    return { deleted: await this.commands.execute(new DeletePersons(caller, body.tenantId, body.listIds)) };
  }

  @Post('batch-status')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: CountView })
  @ApiResponse({ status: 409, type: ErrorResponse, description: 'CANNOT_DISABLE_SELF' })
  async batchStatus(@Caller() caller: CurrentUser, @Body() body: PersonsStatusRequest): Promise<CountView> {
    const updated = await this.commands.execute(
      new SetPersonsDisabled(caller, body.tenantId, body.listIds, body.disabled),
    );
    return { updated };
  }

  @Post('batch-luca')
  @HttpCode(HttpStatus.OK)
  @Roles('ADMINISTRATOR', 'SALE')
  @ApiOkResponse({ type: CountView })
  async batchLuca(@Caller() caller: CurrentUser, @Body() body: PersonsLucaRequest): Promise<CountView> {
    const updated = await this.commands.execute(
      new SetPersonsLucaAccess(caller, body.tenantId, body.listIds, body.lucaAccessible),
    );
    return { updated };
  }

  @Post('reset-password')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'The person is mailed a password reset link' })
  async resetPassword(@Caller() caller: CurrentUser, @Body() body: PersonIdRequest): Promise<void> {
    await this.commands.execute(new SendPersonPasswordReset(caller, body.tenantId, body.uid));
  }
}
