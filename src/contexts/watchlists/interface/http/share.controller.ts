import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiOkResponse,
  ApiProperty,
  ApiPropertyOptional,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import { IsNotEmpty, IsObject, IsOptional, IsString, MaxLength } from 'class-validator';
import { Caller, SignedIn } from '../../../../shared/auth/access.decorators.js';
import type { CurrentUser } from '../../../../shared/domain/current-user.js';
import { ErrorResponse } from '../../../../shared/http/error-response.js';
import { SharedViews } from '../../application/shared-views/shared-views.js';

class SharedSelectionView {
  @ApiProperty({ example: 'ACME-US' }) tickerId!: string;
  @ApiProperty({ example: 1 }) exchangeCountryId!: number;
  @ApiPropertyOptional({ example: 2025 }) year?: number;
}

export class ShareViewRequest {
  @ApiPropertyOptional({
    description: 'The screen filter body (POST /dashboard/filter) as applied',
    type: 'object',
    additionalProperties: true,
  })
  @IsOptional()
  @IsObject()
  filter?: Record<string, unknown>;

  @ApiPropertyOptional({
    type: SharedSelectionView,
    description: "Required: 'Stock not selected' without it",
  })
  @IsOptional()
  @IsObject()
  selected?: Record<string, unknown>;
}

export class SharedViewLink {
  @ApiProperty({ description: 'The sealed view (AES-256-GCM), for ?share=' }) share!: string;
  @ApiProperty({ example: '/dashboard?share=...' }) url!: string;
}

export class OpenSharedViewRequest {
  @ApiProperty() @IsString() @IsNotEmpty() @MaxLength(8192) share!: string;
}

export class SharedViewView {
  @ApiProperty({ type: 'object', additionalProperties: true }) filter!: Record<string, unknown>;
  @ApiProperty({ type: SharedSelectionView }) selected!: SharedSelectionView;
}

/** Share View: a link holding the screen and the open company, for users of the same tenant. */
@ApiTags('share')
@ApiBearerAuth()
@ApiResponse({ status: 401, type: ErrorResponse })
@SignedIn()
@Controller('share')
export class ShareController {
  constructor(private readonly views: SharedViews) {}

  @Post()
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: SharedViewLink })
  @ApiResponse({
    status: 400,
    type: ErrorResponse,
    description: 'STOCK_NOT_SELECTED, SHARE_VIEW_NEEDS_FILTER',
  })
  @ApiResponse({ status: 413, type: ErrorResponse, description: 'SHARED_VIEW_TOO_LARGE' })
  share(@Caller() caller: CurrentUser, @Body() body: ShareViewRequest): SharedViewLink {
    const share = this.views.share(caller, body);
    return { share, url: `/dashboard?share=${share}` };
  }

  @Post('open')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: SharedViewView })
  @ApiResponse({
    status: 404,
    type: ErrorResponse,
    description: 'SHARE_LINK_INVALID: tampered, or another tenant',
  })
  open(@Caller() caller: CurrentUser, @Body() body: OpenSharedViewRequest): SharedViewView {
    return this.views.open(caller, body.share);
  }
}
