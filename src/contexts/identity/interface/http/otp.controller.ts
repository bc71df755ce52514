import { Body, Controller, HttpCode, HttpStatus, Ip, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiResponse, ApiTags } from '@nestjs/swagger';
import { Public } from '../../../../shared/auth/access.decorators.js';
import { ErrorResponse } from '../../../../shared/http/error-response.js';
import { SendOneTimeCode } from '../../application/commands/send-one-time-code/send-one-time-code.command.js';
import { ValidateOneTimeCode } from '../../application/commands/validate-one-time-code/validate-one-time-code.command.js';
import { CodeSentView, ValidateOtpRequest } from './identity.requests.js';
import { LoginRequest } from './login.request.js';
import { PrincipalView } from './principal.view.js';

@ApiTags('otp')
@Controller('otp')
export class OtpController {
  constructor(private readonly commands: CommandBus) {}

  @Public()
  @Post('sendOtpEmail')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: CodeSentView })
  @ApiResponse({ status: 401, type: ErrorResponse, description: 'WRONG_LOGIN_INFORMATION' })
  sendByEmail(@Body() body: LoginRequest, @Ip() ip: string): Promise<CodeSentView> {
    return this.commands.execute(new SendOneTimeCode({ ...body, remoteAddress: ip }, 'EMAIL'));
  }

  @Public()
  @Post('sendOtpSms')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: CodeSentView })
  @ApiResponse({ status: 401, type: ErrorResponse, description: 'WRONG_LOGIN_INFORMATION' })
  sendBySms(@Body() body: LoginRequest, @Ip() ip: string): Promise<CodeSentView> {
    return this.commands.execute(new SendOneTimeCode({ ...body, remoteAddress: ip }, 'SMS'));
  }

  @Public()
  @Post('validateOtp')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: PrincipalView })
  @ApiResponse({ status: 400, type: ErrorResponse, description: 'OTP_INVALID or EMPTY_OTP_CODE' })
  validate(@Body() body: ValidateOtpRequest): Promise<PrincipalView> {
    return this.commands.execute(new ValidateOneTimeCode(body.email, body.otpnum));
  }
}
