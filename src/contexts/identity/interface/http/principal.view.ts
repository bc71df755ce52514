import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ROLES, type Role } from '../../../../shared/domain/roles.js';

export class MfaInfoView {
  @ApiProperty() factorId!: string;
  @ApiProperty() displayName!: string;
}

/** The spec's Principal. */
export class PrincipalView {
  @ApiProperty({ format: 'uuid' }) uid!: string;
  @ApiProperty() email!: string;
  @ApiProperty() name!: string;
  @ApiProperty() displayName!: string;
  @ApiProperty({ type: String, nullable: true }) phone!: string | null;
  @ApiProperty({ format: 'uuid' }) tenantId!: string;
  @ApiProperty() tenantName!: string;
  @ApiProperty({ enum: ROLES, enumName: 'Role' }) role!: Role;
  @ApiProperty() administrator!: boolean;
  @ApiProperty() tenantAdministrator!: boolean;
  @ApiProperty() lucaAccessible!: boolean;
  @ApiProperty({ description: 'Terms and conditions agreed' }) isAgree!: boolean;
  @ApiProperty() firstLogin!: boolean;
  @ApiProperty({ description: 'Two-step verification (TOTP) is set up' }) mfaEnrolled!: boolean;
  @ApiPropertyOptional({
    description: 'JWT to send as a bearer token; absent when a one-time code is needed',
  })
  idToken?: string;
  @ApiPropertyOptional({ description: 'A one-time code must be entered before a token is issued' })
  supportVarify?: boolean;
  @ApiPropertyOptional({ description: 'Present when a TOTP code must follow (POST /auth/mfaSignIn)' })
  mfaPendingCredential?: string;
  @ApiPropertyOptional({ type: MfaInfoView })
  mfaInfo?: MfaInfoView;
  @ApiPropertyOptional({ description: 'Send back with the TOTP code' })
  sessionInfo?: string;
}
