import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiProperty, ApiTags } from '@nestjs/swagger';
import { Public } from '../shared/auth/access.decorators.js';
import { AppConfig } from '../shared/config/app-config.js';

class BannerHostsView {
  @ApiProperty({
    type: [String],
    description: 'Host name patterns (regular expressions) showing the TEST banner',
  })
  TEST!: string[];

  @ApiProperty({ type: [String], description: 'Host name patterns showing the DEVELOPMENT banner' })
  DEVELOPMENT!: string[];
}

export class AppConfigView {
  @ApiProperty({ enum: ['production', 'test', 'development'] })
  environment!: string;

  @ApiProperty({ type: BannerHostsView })
  bannerHosts!: BannerHostsView;
}

/** What the web app needs to know before anyone signs in. */
@ApiTags('app')
@Controller('app-config')
export class AppConfigController {
  constructor(private readonly config: AppConfig) {}

  @Public()
  @Get()
  @ApiOkResponse({ type: AppConfigView })
  get(): AppConfigView {
    return { environment: this.config.environmentName, bannerHosts: this.config.bannerHosts };
  }
}
