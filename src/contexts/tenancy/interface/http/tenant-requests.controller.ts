import {
  Body,
  Controller,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  Post,
  Query,
  Res,
  UploadedFile,
  UseFilters,
  UseInterceptors,
} from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { FileInterceptor } from '@nestjs/platform-express';
import {
  ApiBearerAuth,
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { Roles } from '../../../../shared/auth/access.decorators.js';
import { MAX_UPLOAD_BYTES } from '../../../../shared/domain/upload-limit.js';
import { ErrorResponse } from '../../../../shared/http/error-response.js';
import { UploadLimitFilter } from '../../../../shared/http/upload-limit.filter.js';
import { uploadOf, type UploadedFileParts } from '../../../../shared/http/uploaded-file.js';
import { DeleteTenantRequest } from '../../application/commands/delete-tenant-request/delete-tenant-request.command.js';
import { SaveTenantRequest } from '../../application/commands/save-tenant-request/save-tenant-request.command.js';
import { UploadTenantRequestPersons } from '../../application/commands/upload-tenant-request-persons/upload-tenant-request-persons.command.js';
import {
  GetTenantRequest,
  ListTenantRequests,
} from '../../application/queries/list-tenant-requests/list-tenant-requests.query.js';
import type { TenantRequestView } from '../../application/queries/list-tenant-requests/tenant-request.view.js';
import type { UploadedPersons } from '../../domain/tenant-request-upload.js';
import { TenantRequestBody, TenantRequestListQuery } from './tenant-requests.requests.js';
import { TenantRequestListView, TenantRequestViewDto, UploadedPersonsView } from './tenant-requests.views.js';

/** Staff's tenant, user and Luca requests for the future (docs/api/tenant-requests.md). */
@ApiTags('tenant-requests')
@ApiBearerAuth()
@ApiResponse({ status: 400, type: ErrorResponse })
@ApiResponse({ status: 401, type: ErrorResponse })
@ApiResponse({ status: 403, type: ErrorResponse })
@Roles('ADMINISTRATOR', 'SALE')
@Controller('tenant/request-future-create')
export class TenantRequestsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('list')
  @ApiOkResponse({ type: TenantRequestListView, description: 'By start date; every state' })
  async list(@Query() query: TenantRequestListQuery): Promise<{ data: TenantRequestView[]; total: number }> {
    const data = await this.queries.execute(new ListTenantRequests(query.requestType ?? []));
    return { data, total: data.length };
  }

  @Get(':featureRequestId')
  @ApiOkResponse({ type: TenantRequestViewDto })
  @ApiResponse({ status: 404, type: ErrorResponse, description: 'REQUEST_NOT_FOUND' })
  get(@Param('featureRequestId') featureRequestId: string): Promise<TenantRequestView> {
    return this.queries.execute(new GetTenantRequest(featureRequestId));
  }

  @Post()
  @ApiCreatedResponse({
    type: TenantRequestViewDto,
    description: 'Created (no featureRequestId in the body)',
  })
  @ApiOkResponse({ type: TenantRequestViewDto, description: 'Edited (featureRequestId in the body)' })
  @ApiResponse({
    status: 404,
    type: ErrorResponse,
    description: 'REQUEST_NOT_FOUND; TENANT_NOT_FOUND (USER/LUCA tenantId); USER_NOT_FOUND (LUCA uids)',
  })
  @ApiResponse({
    status: 409,
    type: ErrorResponse,
    description: 'REQUEST_ALREADY_STARTED; ORGANIZATION_ALREADY_EXISTS; EMAIL_ALREADY_EXISTS',
  })
  async save(
    @Body() body: TenantRequestBody,
    @Res({ passthrough: true }) response: Response,
  ): Promise<TenantRequestView> {
    const { featureRequestId, ...draft } = body;
    const editing = typeof featureRequestId === 'string' && featureRequestId.trim() !== '';
    const id = await this.commands.execute(
      new SaveTenantRequest(draft, editing ? featureRequestId.trim() : null),
    );
    response.status(editing ? HttpStatus.OK : HttpStatus.CREATED);
    return this.queries.execute(new GetTenantRequest(id));
  }

  @Post('delete/:featureRequestId')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'Deleted; a PENDING request never fires' })
  @ApiResponse({ status: 404, type: ErrorResponse, description: 'REQUEST_NOT_FOUND' })
  @ApiResponse({
    status: 409,
    type: ErrorResponse,
    description: 'DELETE_REQUEST_USER_EXIST: users the started request created still exist',
  })
  async delete(@Param('featureRequestId') featureRequestId: string): Promise<void> {
    await this.commands.execute(new DeleteTenantRequest(featureRequestId));
  }

  @Post('upload')
  @HttpCode(HttpStatus.OK)
  @UseFilters(UploadLimitFilter)
  @UseInterceptors(FileInterceptor('file', { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10 } }))
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['file'],
      properties: {
        file: {
          type: 'string',
          format: 'binary',
          description:
            '.xlsx or .csv, at most 102400 bytes: a header row, then user name, email, luca access (Yes/No)',
        },
      },
    },
  })
  @ApiOkResponse({
    type: UploadedPersonsView,
    description: 'Valid lines, and the others by line; nothing is stored',
  })
  @ApiResponse({
    status: 400,
    type: ErrorResponse,
    description: 'NO_FILE_UPLOADED; UNSUPPORTED_FILE_TYPE; INVALID_SPREADSHEET; EMPTY_DATA',
  })
  @ApiResponse({ status: 413, type: ErrorResponse, description: 'FILE_TOO_LARGE (over 102400 bytes)' })
  upload(@UploadedFile() file: UploadedFileParts | undefined): Promise<UploadedPersons> {
    return this.commands.execute(new UploadTenantRequestPersons(uploadOf(file)));
  }
}
