import { Controller, Get, HttpCode, HttpStatus, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiResponse, ApiTags } from '@nestjs/swagger';
import { Caller, SignedIn } from '../../../../shared/auth/access.decorators.js';
import type { CurrentUser } from '../../../../shared/domain/current-user.js';
import { ErrorResponse } from '../../../../shared/http/error-response.js';
import { RecordActivity } from '../../application/commands/record-activity/record-activity.command.js';
import { RequestTypeQuery } from './identity.requests.js';

@ApiTags('dashboard')
@ApiBearerAuth()
@SignedIn()
@Controller('dashboard')
export class ActivityController {
  constructor(private readonly commands: CommandBus) {}

  @Get('request-type')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiResponse({ status: 204, description: 'Recorded for the caller and their tenant' })
  @ApiResponse({ status: 400, type: ErrorResponse })
  record(@Caller() caller: CurrentUser, @Query() query: RequestTypeQuery): Promise<void> {
    return this.commands.execute(new RecordActivity(caller.userId, caller.tenantId, query.requestType));
  }
}
