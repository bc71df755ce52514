import { Body, Controller, Get, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { CurrentUser } from '../../../../shared/domain/current-user.js';
import { ErrorResponse } from '../../../../shared/http/error-response.js';
import { Login } from '../../application/commands/login/login.command.js';
import { Logout } from '../../application/commands/logout/logout.command.js';
import { GetPrincipal } from '../../application/queries/get-principal/get-principal.query.js';
import { Caller, Public } from '../../../../shared/auth/access.decorators.js';
import { LoginRequest } from './login.request.js';
import { PrincipalView } from './principal.view.js';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Public()
  @Post('login')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: PrincipalView })
  @ApiResponse({ status: 400, type: ErrorResponse, description: 'Missing or malformed fields' })
  @ApiResponse({ status: 401, type: ErrorResponse, description: 'WRONG_LOGIN_INFORMATION' })
  @ApiResponse({ status: 403, type: ErrorResponse, description: 'ACCOUNT_DISABLED' })
  login(@Body() body: LoginRequest): Promise<PrincipalView> {
    return this.commands.execute(new Login(body.email, body.password));
  }

  @Post('logout')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiBearerAuth()
  @ApiResponse({ status: 204, description: 'The session is ended on the server' })
  @ApiResponse({ status: 401, type: ErrorResponse })
  logout(@Caller() caller: CurrentUser): Promise<void> {
    return this.commands.execute(new Logout(caller.sessionId));
  }

  @Get('me')
  @ApiBearerAuth()
  @ApiOkResponse({ type: PrincipalView })
  @ApiResponse({ status: 401, type: ErrorResponse })
  me(@Caller() caller: CurrentUser): Promise<PrincipalView> {
    return this.queries.execute(new GetPrincipal(caller.userId));
  }
}
