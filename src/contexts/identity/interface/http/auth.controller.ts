import { Body, Controller, Get, HttpCode, HttpStatus, Ip, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiResponse, ApiTags } from '@nestjs/swagger';
import { Caller, Public, SignedIn } from '../../../../shared/auth/access.decorators.js';
import type { CurrentUser } from '../../../../shared/domain/current-user.js';
import { ErrorResponse } from '../../../../shared/http/error-response.js';
import { AgreeTerms } from '../../application/commands/agree-terms/agree-terms.command.js';
import { ChangePassword } from '../../application/commands/change-password/change-password.command.js';
import {
  ForgotPassword,
  SendPasswordResetLink,
} from '../../application/commands/forgot-password/forgot-password.commands.js';
import { Login } from '../../application/commands/login/login.command.js';
import { Logout } from '../../application/commands/logout/logout.command.js';
import {
  ConfirmMfa,
  DisableMfa,
  EnrollMfa,
} from '../../application/commands/manage-mfa/manage-mfa.commands.js';
import { MfaSignIn } from '../../application/commands/mfa-sign-in/mfa-sign-in.command.js';
import { ResetPassword } from '../../application/commands/reset-password/reset-password.command.js';
import { GetPrincipal } from '../../application/queries/get-principal/get-principal.query.js';
import { IdentityError } from '../../domain/identity-error.js';
import {
  ChangePasswordRequest,
  ForgotPasswordRequest,
  MessageView,
  MfaCodeRequest,
  MfaEnrolmentView,
  MfaSignInRequest,
  MfaStateView,
  ResetPasswordRequest,
} from './identity.requests.js';
import { LoginRequest } from './login.request.js';
import { PrincipalView } from './principal.view.js';

@ApiTags('auth')
@SignedIn()
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
  @ApiResponse({ status: 429, type: ErrorResponse, description: 'TOO_MANY_ATTEMPTS_TRY_LATER' })
  login(@Body() body: LoginRequest, @Ip() ip: string): Promise<PrincipalView> {
    return this.commands.execute(new Login({ ...body, remoteAddress: ip }));
  }

  @Public()
  @Post('loginv2')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: PrincipalView })
  @ApiResponse({ status: 401, type: ErrorResponse })
  loginV2(@Body() body: LoginRequest, @Ip() ip: string): Promise<PrincipalView> {
    return this.commands.execute(new Login({ ...body, remoteAddress: ip }));
  }

  @Public()
  @Post('mfaSignIn')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: PrincipalView })
  @ApiResponse({ status: 400, type: ErrorResponse, description: 'INVALID_CODE' })
  @ApiResponse({ status: 401, type: ErrorResponse, description: 'The session info expired' })
  mfaSignIn(@Body() body: MfaSignInRequest): Promise<PrincipalView> {
    if (!body.mfaPendingCredential) throw new IdentityError('UNAUTHORIZED');
    return this.commands.execute(new MfaSignIn(body.code, body.sessionInfo, body.mfaPendingCredential));
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

  @Post('changePassword')
  @HttpCode(HttpStatus.OK)
  @ApiBearerAuth()
  @ApiOkResponse({ type: PrincipalView, description: 'A new session; the old ones end' })
  @ApiResponse({ status: 400, type: ErrorResponse, description: 'INVALID_PASSWORD with the policy' })
  changePassword(@Caller() caller: CurrentUser, @Body() body: ChangePasswordRequest): Promise<PrincipalView> {
    return this.commands.execute(new ChangePassword(caller.userId, body.password));
  }

  @Public()
  @Post('forgotPassword')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: MessageView, description: 'Always; a link is mailed when the account exists' })
  async forgotPassword(@Body() body: ForgotPasswordRequest): Promise<MessageView> {
    await this.commands.execute(new ForgotPassword(body.email));
    return { message: 'SUCCESS_EMAIL_SEND_FORGOT_PASSWORD' };
  }

  @Public()
  @Post('resetPassword')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: MessageView })
  @ApiResponse({ status: 400, type: ErrorResponse, description: 'INVALID_OOB_CODE or INVALID_PASSWORD' })
  async resetPassword(@Body() body: ResetPasswordRequest): Promise<MessageView> {
    await this.commands.execute(new ResetPassword(body.oobCode, body.newPassword));
    return { message: 'PASSWORD_RESET' };
  }

  @Post('sendPasswordResetLink')
  @HttpCode(HttpStatus.OK)
  @ApiBearerAuth()
  @ApiOkResponse({ type: MessageView })
  async sendPasswordResetLink(@Caller() caller: CurrentUser): Promise<MessageView> {
    await this.commands.execute(new SendPasswordResetLink(caller.userId));
    return { message: 'SUCCESS_EMAIL_SEND_FORGOT_PASSWORD' };
  }

  @Post('agreeTerms')
  @HttpCode(HttpStatus.OK)
  @ApiBearerAuth()
  @ApiOkResponse({ type: PrincipalView })
  agreeTerms(@Caller() caller: CurrentUser): Promise<PrincipalView> {
    return this.commands.execute(new AgreeTerms(caller.userId));
  }

  @Post('mfa/enroll')
  @HttpCode(HttpStatus.OK)
  @ApiBearerAuth()
  @ApiOkResponse({ type: MfaEnrolmentView })
  enrollMfa(@Caller() caller: CurrentUser): Promise<MfaEnrolmentView> {
    return this.commands.execute(new EnrollMfa(caller.userId));
  }

  @Post('mfa/confirm')
  @HttpCode(HttpStatus.OK)
  @ApiBearerAuth()
  @ApiOkResponse({ type: MfaStateView })
  @ApiResponse({ status: 400, type: ErrorResponse, description: 'INVALID_CODE' })
  confirmMfa(@Caller() caller: CurrentUser, @Body() body: MfaCodeRequest): Promise<MfaStateView> {
    return this.commands.execute(new ConfirmMfa(caller.userId, body.code));
  }

  @Post('mfa/disable')
  @HttpCode(HttpStatus.OK)
  @ApiBearerAuth()
  @ApiOkResponse({ type: MfaStateView })
  disableMfa(@Caller() caller: CurrentUser, @Body() body: MfaCodeRequest): Promise<MfaStateView> {
    return this.commands.execute(new DisableMfa(caller.userId, body.code));
  }
}
