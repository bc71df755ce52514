import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { ACTIVITY_TYPES, type ActivityType } from '../../domain/activity.js';

export const trim = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string' ? value.trim() : value;

export class ValidateOtpRequest {
  @ApiProperty({ example: '123456', description: 'The 6-character code' })
  @Transform(trim)
  @Matches(/^\w{6}$/, { message: 'EMPTY_OTP_CODE' })
  @IsString({ message: 'EMPTY_OTP_CODE' })
  otpnum!: string;

  @ApiProperty({ example: 'otp@acme.test' })
  @Transform(trim)
  @IsEmail({}, { message: 'INVALID_EMAIL_FORMAT' })
  @IsNotEmpty({ message: 'EMPTY_EMAIL' })
  @IsString({ message: 'EMPTY_EMAIL' })
  email!: string;
}

export class CodeSentView {
  @ApiProperty({ enum: [1, 2], description: '1 email, 2 SMS' }) verifyType!: 1 | 2;
  @ApiProperty({ example: 'o***@acme.test' }) contact!: string;
  @ApiProperty({ example: 'SUCCESS_RESEND_CODE' }) message!: string;
}

export class MfaSignInRequest {
  @ApiProperty({ example: '123456' })
  @Transform(trim)
  @Matches(/^\d{6}$/, { message: 'EMPTY_OTP_CODE' })
  @IsString({ message: 'EMPTY_OTP_CODE' })
  code!: string;

  @ApiProperty({ description: 'The sessionInfo of the login answer' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(64)
  sessionInfo!: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(64)
  tenantId?: string;

  @ApiPropertyOptional({ description: 'The mfaPendingCredential of the login answer' })
  @IsOptional()
  @IsString()
  @MaxLength(4096)
  mfaPendingCredential?: string;

  @ApiPropertyOptional({ description: 'Accepted for compatibility; the pending credential is what counts' })
  @IsOptional()
  @IsString()
  @MaxLength(4096)
  idToken?: string;
}

export class MfaCodeRequest {
  @ApiProperty({ example: '123456' })
  @Transform(trim)
  @Matches(/^\d{6}$/, { message: 'EMPTY_OTP_CODE' })
  @IsString({ message: 'EMPTY_OTP_CODE' })
  code!: string;
}

export class MfaEnrolmentView {
  @ApiProperty() secret!: string;
  @ApiProperty() otpauthUrl!: string;
  @ApiProperty({ description: 'PNG QR code of the otpauth URL, as a data URL' }) qrCodeDataUrl!: string;
}

export class MfaStateView {
  @ApiProperty() enrolled!: boolean;
}

export class ChangePasswordRequest {
  @ApiProperty({ maxLength: 128 })
  @IsNotEmpty({ message: 'EMPTY_PASSWORD' })
  @IsString({ message: 'EMPTY_PASSWORD' })
  @MaxLength(1024)
  password!: string;

  @ApiPropertyOptional({ description: 'Accepted for compatibility; the bearer token names the user' })
  @IsOptional()
  @IsString()
  @MaxLength(4096)
  idToken?: string;

  @ApiPropertyOptional()
  @IsOptional()
  returnSecureToken?: boolean;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(64)
  tenantId?: string;
}

export class ForgotPasswordRequest {
  @ApiProperty({ example: 'analyst@acme.test' })
  @Transform(trim)
  @IsEmail({}, { message: 'INVALID_EMAIL_FORMAT' })
  @MaxLength(320, { message: 'INVALID_EMAIL_FORMAT' })
  @IsNotEmpty({ message: 'EMPTY_EMAIL' })
  @IsString({ message: 'EMPTY_EMAIL' })
  email!: string;
}

/** A new password set through a mailed link (reset oobCode or first-administrator token). */
class LinkPasswordFields {
  @ApiProperty()
  @IsNotEmpty({ message: 'EMPTY_PASSWORD' })
  @IsString({ message: 'EMPTY_PASSWORD' })
  @MaxLength(1024)
  newPassword!: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(64)
  tenantId?: string;
}

export class ResetPasswordRequest extends LinkPasswordFields {
  @ApiProperty({ description: 'The oobCode of the reset link' })
  @IsString({ message: 'INVALID_OOB_CODE' })
  @IsNotEmpty({ message: 'INVALID_OOB_CODE' })
  @MaxLength(256, { message: 'INVALID_OOB_CODE' })
  oobCode!: string;
}

export class NewPasswordRequest extends LinkPasswordFields {
  @ApiProperty({ description: 'The token of the first administrator link' })
  @IsString({ message: 'INVALID_OOB_CODE' })
  @IsNotEmpty({ message: 'INVALID_OOB_CODE' })
  @MaxLength(256, { message: 'INVALID_OOB_CODE' })
  token!: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(4096)
  recaptchaToken?: string;
}

export class MessageView {
  @ApiProperty({ example: 'SUCCESS_EMAIL_SEND_FORGOT_PASSWORD' }) message!: string;
}

export class RequestTypeQuery {
  @ApiProperty({ enum: ACTIVITY_TYPES })
  @IsIn(ACTIVITY_TYPES, { message: 'requestType must be one of WATCHLIST, CSV_DOWNLOAD, LUCA_ACCESS, LOGIN' })
  requestType!: ActivityType;
}
