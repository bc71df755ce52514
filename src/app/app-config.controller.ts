import { Controller, Get, Req } from '@nestjs/common';
import { ApiOkResponse, ApiProperty, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { Public } from '../shared/auth/access.decorators.js';
import { AppConfig } from '../shared/config/app-config.js';

export class AppConfigView {
  @ApiProperty({
    enum: ['production', 'test', 'development'],
    description:
      'The environment of the host asked (APP_ENVIRONMENT when set): test shows the TEST banner, development ' +
      'the DEVELOPMENT banner, and both offer Report issues; production shows neither',
  })
  environment!: 'production' | 'test' | 'development';
}

/** What the web app needs to know before anyone signs in. */
@ApiTags('app')
@Controller('app-config')
export class AppConfigController {
  constructor(private readonly config: AppConfig) {}

  @Public()
  @Get()
  @ApiOkResponse({ type: AppConfigView })
  get(@Req() request: Request): AppConfigView {
    // The host the browser asked for (X-Forwarded-Host from a trusted proxy, create-app.ts).
    return { environment: this.config.environmentOf(request.hostname) };
  }
}
