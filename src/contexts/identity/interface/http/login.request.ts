import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { trim } from './identity.requests.js';

/** Email and password (and a captcha token): the body of sign-in and of sending a one-time code. */
export class LoginRequest {
  @ApiProperty({ example: 'analyst@acme.test', maxLength: 320 })
  @Transform(trim)
  @IsEmail({}, { message: 'INVALID_EMAIL_FORMAT' })
  @MaxLength(320, { message: 'INVALID_EMAIL_FORMAT' })
  @IsNotEmpty({ message: 'EMAIL_PASSWORD_EMPTY' })
  @IsString({ message: 'EMAIL_PASSWORD_EMPTY' })
  email!: string;

  @ApiProperty({ example: 'Ledger!Demo2026', maxLength: 128 })
  @MaxLength(128, { message: 'WRONG_LOGIN_INFORMATION' })
  @IsNotEmpty({ message: 'EMAIL_PASSWORD_EMPTY' })
  @IsString({ message: 'EMAIL_PASSWORD_EMPTY' })
  password!: string;

  @ApiPropertyOptional({ description: 'Captcha token; verified when a captcha secret is configured' })
  @IsOptional()
  @IsString()
  @MaxLength(4096)
  recaptchaToken?: string;
}
