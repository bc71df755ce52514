import { Body, Controller, Get, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiResponse, ApiTags } from '@nestjs/swagger';
import { Caller, Roles, SignedIn } from '../../../../shared/auth/access.decorators.js';
import type { CurrentUser } from '../../../../shared/domain/current-user.js';
import { ErrorResponse } from '../../../../shared/http/error-response.js';
import {
  AcknowledgeAnnouncement,
  AddAnnouncement,
  DeleteAnnouncement,
  EditAnnouncement,
} from '../../application/commands/manage-announcements/manage-announcements.commands.js';
import {
  CurrentAnnouncements,
  ListAnnouncements,
} from '../../application/queries/announcements/announcements.queries.js';
import {
  AcknowledgeAnnouncementRequest,
  AnnouncementIdRequest,
  AnnouncementRequest,
  EditAnnouncementRequest,
} from './content.requests.js';
import { AcknowledgedView, AnnouncementView, IdView } from './content.views.js';

const VALIDATION =
  'ANNOUNCEMENT_TITLE_REQUIRED, ANNOUNCEMENT_TITLE_TOO_LONG, ANNOUNCEMENT_CONTENT_REQUIRED, START_DATE_REQUIRED, ' +
  'END_DATE_REQUIRED, INVALID_START_DATE, INVALID_END_DATE, START_DATE_IN_PAST, END_DATE_IN_PAST, ANNOUNCEMENT_START_AFTER_END';

@ApiTags('announcements')
@ApiBearerAuth()
@ApiResponse({ status: 401, type: ErrorResponse })
@SignedIn()
@Controller('announcement')
export class AnnouncementsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('list')
  @Roles('ADMINISTRATOR')
  @ApiOkResponse({ type: [AnnouncementView] })
  @ApiResponse({ status: 403, type: ErrorResponse })
  async list(): Promise<AnnouncementView[]> {
    return (await this.queries.execute(new ListAnnouncements())).map((a) => AnnouncementView.of(a));
  }

  @Post('add')
  @HttpCode(HttpStatus.OK)
  @Roles('ADMINISTRATOR')
  @ApiOkResponse({ type: AnnouncementView })
  @ApiResponse({ status: 400, type: ErrorResponse, description: VALIDATION })
  @ApiResponse({ status: 403, type: ErrorResponse })
  async add(@Body() body: AnnouncementRequest): Promise<AnnouncementView> {
    const { title, content, startDate, endDate } = body;
    return AnnouncementView.of(
      await this.commands.execute(new AddAnnouncement({ title, content, startDate, endDate })),
    );
  }

  @Post('edit')
  @HttpCode(HttpStatus.OK)
  @Roles('ADMINISTRATOR')
  @ApiOkResponse({ type: AnnouncementView, description: 'The version is raised by one' })
  @ApiResponse({ status: 400, type: ErrorResponse, description: VALIDATION })
  @ApiResponse({ status: 403, type: ErrorResponse })
  @ApiResponse({ status: 404, type: ErrorResponse, description: 'ANNOUNCEMENT_NOT_FOUND' })
  async edit(@Body() body: EditAnnouncementRequest): Promise<AnnouncementView> {
    const { id, title, content, startDate, endDate } = body;
    return AnnouncementView.of(
      await this.commands.execute(new EditAnnouncement(id, { title, content, startDate, endDate })),
    );
  }

  @Post('delete')
  @HttpCode(HttpStatus.OK)
  @Roles('ADMINISTRATOR')
  @ApiOkResponse({ type: IdView })
  @ApiResponse({ status: 403, type: ErrorResponse })
  @ApiResponse({ status: 404, type: ErrorResponse, description: 'ANNOUNCEMENT_NOT_FOUND' })
  async delete(@Body() body: AnnouncementIdRequest): Promise<IdView> {
    await this.commands.execute(new DeleteAnnouncement(body.id));
    return { id: body.id };
  }

  @Post('current')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({
    type: [AnnouncementView],
    description: "Current announcements the caller hasn't acknowledged",
  })
  async current(@Caller() caller: CurrentUser): Promise<AnnouncementView[]> {
    return (await this.queries.execute(new CurrentAnnouncements(caller.userId))).map((a) =>
      AnnouncementView.of(a),
    );
  }

  @Post('acknowledge')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: AcknowledgedView })
  @ApiResponse({ status: 404, type: ErrorResponse, description: 'ANNOUNCEMENT_NOT_FOUND' })
  acknowledge(
    @Caller() caller: CurrentUser,
    @Body() body: AcknowledgeAnnouncementRequest,
  ): Promise<AcknowledgedView> {
    return this.commands.execute(new AcknowledgeAnnouncement(caller.userId, body.id, body.version));
  }
}
