import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiResponse, ApiTags } from '@nestjs/swagger';
import { Caller, SignedIn } from '../../../../shared/auth/access.decorators.js';
import type { CurrentUser } from '../../../../shared/domain/current-user.js';
import { ErrorResponse } from '../../../../shared/http/error-response.js';
import { SubmitTicket } from '../../application/commands/submit-ticket/submit-ticket.command.js';
import { TicketRequest } from './content.requests.js';
import { TicketView } from './content.views.js';

@ApiTags('tickets')
@ApiBearerAuth()
@ApiResponse({ status: 401, type: ErrorResponse })
@SignedIn()
@Controller('ticket')
export class TicketsController {
  constructor(private readonly commands: CommandBus) {}

  /** Get Support and Report issues: stored, then mailed to the supportAddress setting. */
  @Post()
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: TicketView })
  @ApiResponse({
    status: 400,
    type: ErrorResponse,
    description:
      'TICKET_REQUIRED, TICKET_TITLE_REQUIRED, TICKET_BODY_REQUIRED, TICKET_TITLE_TOO_LONG, TICKET_BODY_TOO_LONG',
  })
  async submit(@Caller() caller: CurrentUser, @Body() body: TicketRequest): Promise<TicketView> {
    const { userId, email, role, tenantId } = caller;
    const sent = await this.commands.execute(new SubmitTicket({ userId, email, role, tenantId }, body));
    return { id: sent.id, createdAt: sent.createdAt.toISOString(), mailed: sent.mailed };
  }
}
