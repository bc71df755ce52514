import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiResponse, ApiTags } from '@nestjs/swagger';
import { Public } from '../../../../shared/auth/access.decorators.js';
import { ErrorResponse } from '../../../../shared/http/error-response.js';
import { SetFirstAdministratorPassword } from '../../application/commands/first-administrator-link/first-administrator-link.commands.js';
import { MessageView, NewPasswordRequest } from './identity.requests.js';

/** The first tenant administrator's magic link (spec: POST /tenant/new-password). */
@ApiTags('auth')
@Controller('tenant')
export class TenantPasswordController {
  constructor(private readonly commands: CommandBus) {}

  @Public()
  @Post('new-password')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({
    type: MessageView,
    description: 'The password is set; nobody is signed in (the page offers Return to Login)',
  })
  @ApiResponse({ status: 400, type: ErrorResponse, description: 'INVALID_OOB_CODE or INVALID_PASSWORD' })
  async newPassword(@Body() body: NewPasswordRequest): Promise<MessageView> {
    await this.commands.execute(new SetFirstAdministratorPassword(body.token, body.newPassword));
    return { message: 'PASSWORD_SET' };
  }
}
