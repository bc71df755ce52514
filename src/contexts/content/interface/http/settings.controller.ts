import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiResponse, ApiTags } from '@nestjs/swagger';
import { Roles, SignedIn } from '../../../../shared/auth/access.decorators.js';
import { ErrorResponse } from '../../../../shared/http/error-response.js';
import { EditPopupText } from '../../application/commands/edit-popup-text/edit-popup-text.command.js';
import { EditSetting } from '../../application/commands/edit-setting/edit-setting.command.js';
import { GetSettingValue } from '../../application/queries/get-setting/get-setting.query.js';
import { ListSettings } from '../../application/queries/list-settings/list-settings.query.js';
import { ListPopupTexts } from '../../application/queries/popup-texts/popup-texts.query.js';
import { TestDatasetConnection } from '../../application/queries/test-dataset-connection/test-dataset-connection.query.js';
import { SETTING_KEYS } from '../../domain/setting.js';
import { EditPopupTextRequest, EditSettingRequest, TestConnectionRequest } from './content.requests.js';
import {
  NumericSettingView,
  PopupTextEntryView,
  SettingView,
  TestConnectionView,
  TextSettingView,
} from './content.views.js';
import { SettingValueView } from './setting-value.view.js';

export const DEFAULT_IDLE_TIME_SECONDS = 43_200;
export const DEFAULT_MAX_DOWNLOAD_ROWS = 5_000;
export const DEFAULT_CONTACT_ADMIN =
  '<p>Please contact your administrator or our support team for help with your account.</p>';

/** The spec's texts of the dataset test-connection dialog (section 8). */
export const TEST_CONNECTION_MESSAGES = {
  success: 'Connected Successfully',
  failure: 'Failed to connect to dataset. Dataset is not found / Invalid format.',
} as const;

@ApiTags('settings')
@ApiBearerAuth()
@ApiResponse({ status: 401, type: ErrorResponse })
@SignedIn()
@Controller('setting')
export class SettingsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post('idleTime')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: SettingValueView })
  async idleTime(): Promise<SettingValueView> {
    return { value: await this.positiveNumber(SETTING_KEYS.idleTime, DEFAULT_IDLE_TIME_SECONDS) };
  }

  @Post('filter')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: NumericSettingView, description: 'Max rows of a CSV download' })
  async maxDownloadRows(): Promise<NumericSettingView> {
    return { value: await this.positiveNumber(SETTING_KEYS.maxDownloadRows, DEFAULT_MAX_DOWNLOAD_ROWS) };
  }

  @Post('contactAdmin')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: TextSettingView, description: "The Contact dialog's rich text" })
  async contactAdmin(): Promise<TextSettingView> {
    return {
      value: await this.queries.execute(
        new GetSettingValue(SETTING_KEYS.contactAdmin, DEFAULT_CONTACT_ADMIN),
      ),
    };
  }

  @Post('list')
  @HttpCode(HttpStatus.OK)
  @Roles('ADMINISTRATOR')
  @ApiOkResponse({ type: [SettingView] })
  @ApiResponse({ status: 403, type: ErrorResponse })
  async list(): Promise<SettingView[]> {
    return (await this.queries.execute(new ListSettings())).map((setting) => SettingView.of(setting));
  }

  @Post('edit')
  @HttpCode(HttpStatus.OK)
  @Roles('ADMINISTRATOR')
  @ApiOkResponse({ type: SettingView })
  @ApiResponse({
    status: 400,
    type: ErrorResponse,
    description: 'SETTING_VALUE_REQUIRED, SETTING_VALUE_NOT_NUMERIC, SETTING_VALUE_INVALID, ...',
  })
  @ApiResponse({ status: 403, type: ErrorResponse })
  @ApiResponse({ status: 404, type: ErrorResponse, description: 'SETTING_NOT_FOUND' })
  async edit(@Body() body: EditSettingRequest): Promise<SettingView> {
    const setting = await this.commands.execute(
      new EditSetting(body.key, body.value, body.type, body.description),
    );
    return SettingView.of(setting);
  }

  @Post('testConnection')
  @HttpCode(HttpStatus.OK)
  @Roles('ADMINISTRATOR')
  @ApiOkResponse({ type: TestConnectionView })
  @ApiResponse({ status: 403, type: ErrorResponse })
  async testConnection(@Body() body: TestConnectionRequest): Promise<TestConnectionView> {
    const outcome = await this.queries.execute(new TestDatasetConnection(body.value));
    return outcome === 'OK'
      ? { data: true, message: TEST_CONNECTION_MESSAGES.success }
      : { data: false, message: TEST_CONNECTION_MESSAGES.failure, reason: outcome };
  }

  @Post('popup/list')
  @HttpCode(HttpStatus.OK)
  @Roles('ADMINISTRATOR')
  @ApiOkResponse({ type: [PopupTextEntryView] })
  @ApiResponse({ status: 403, type: ErrorResponse })
  async popupTexts(): Promise<PopupTextEntryView[]> {
    return (await this.queries.execute(new ListPopupTexts())).map((entry) => PopupTextEntryView.of(entry));
  }

  @Post('popup/edit')
  @HttpCode(HttpStatus.OK)
  @Roles('ADMINISTRATOR')
  @ApiOkResponse({ type: PopupTextEntryView })
  @ApiResponse({
    status: 400,
    type: ErrorResponse,
    description: 'POPUP_TEXT_REQUIRED, POPUP_TEXT_TOO_LONG, ...',
  })
  @ApiResponse({ status: 403, type: ErrorResponse })
  @ApiResponse({ status: 404, type: ErrorResponse, description: 'POPUP_TEXT_NOT_FOUND' })
  async editPopupText(@Body() body: EditPopupTextRequest): Promise<PopupTextEntryView> {
    return PopupTextEntryView.of(
      await this.commands.execute(new EditPopupText(body.id, body.text, body.title)),
    );
  }

  private async positiveNumber(key: string, fallback: number): Promise<number> {
    const value = Number(await this.queries.execute(new GetSettingValue(key, String(fallback))));
    return Number.isFinite(value) && value > 0 ? value : fallback;
  }
}
