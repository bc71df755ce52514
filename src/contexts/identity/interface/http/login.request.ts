import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';

export class LoginRequest {
  @ApiProperty({ example: 'analyst@acme.test', maxLength: 320 })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
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
