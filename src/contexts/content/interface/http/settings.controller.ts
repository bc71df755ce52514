import { Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiResponse, ApiTags } from '@nestjs/swagger';
import { ErrorResponse } from '../../../../shared/http/error-response.js';
import { GetSettingValue } from '../../application/queries/get-setting/get-setting.query.js';
import { SETTING_KEYS } from '../../domain/setting.js';
import { SettingValueView } from './setting-value.view.js';

export const DEFAULT_IDLE_TIME_SECONDS = 43_200;

@ApiTags('settings')
@ApiBearerAuth()
@Controller('setting')
export class SettingsController {
  constructor(private readonly queries: QueryBus) {}

  @Post('idleTime')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: SettingValueView })
  @ApiResponse({ status: 401, type: ErrorResponse })
  async idleTime(): Promise<SettingValueView> {
    const value = await this.queries.execute(
      new GetSettingValue(SETTING_KEYS.idleTime, String(DEFAULT_IDLE_TIME_SECONDS)),
    );
    const seconds = Number(value);
    return { value: Number.isFinite(seconds) && seconds > 0 ? seconds : DEFAULT_IDLE_TIME_SECONDS };
  }
}
