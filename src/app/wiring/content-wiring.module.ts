import { Global, Injectable, Logger, Module } from '@nestjs/common';
import { CommandBus, EventsHandler, QueryBus, type IEventHandler } from '@nestjs/cqrs';
import {
  DatasetFormat,
  ForgetAcknowledgements,
  PopupDefaults,
  SupportDirectory,
  type DefaultPopupText,
  type SupportContact,
} from '../../contexts/content/index.js';
import { AccountsDeleted, GetAccountSummary } from '../../contexts/identity/index.js';
import { POPUP_TEXTS, REQUIRED_STATEMENT_CSV_COLUMNS } from '../../contexts/screening/index.js';
import { GetTenantSummary } from '../../contexts/tenancy/index.js';

/** A ticket's author and tenant by name: identity's account, tenancy's tenant. */
@Injectable()
export class ContextSupportDirectory extends SupportDirectory {
  constructor(private readonly queries: QueryBus) {
    super();
  }

  async describe(userId: string, tenantId: string): Promise<SupportContact> {
    const [account, tenant] = await Promise.all([
      this.queries.execute(new GetAccountSummary(userId)),
      this.queries.execute(new GetTenantSummary(tenantId)),
    ]);
    return {
      userName: account?.displayName ?? null,
      tenantName: tenant?.organizationName ?? null,
      companyId: tenant?.companyId ?? null,
    };
  }
}

/** The dataset must follow screening's statements import format (docs/statements-csv.md). */
export class ScreeningDatasetFormat extends DatasetFormat {
  requiredColumns(): readonly string[] {
    return REQUIRED_STATEMENT_CSV_COLUMNS;
  }
}

/** Screening's wording of the dashboard's info popups, served until an administrator edits one. */
export class ScreeningPopupDefaults extends PopupDefaults {
  private readonly texts: readonly DefaultPopupText[] = POPUP_TEXTS.map(({ id, title, text }) => ({
    id,
    title,
    text,
  }));

  all(): readonly DefaultPopupText[] {
    return this.texts;
  }
}

/**
 * A deleted person's announcement acknowledgements go with them. Content cannot import identity (identity
 * reads content's settings: a cycle), so the event is answered here with content's public command (ADR 5).
 */
@EventsHandler(AccountsDeleted)
export class ForgetDeletedReadersHandler implements IEventHandler<AccountsDeleted> {
  private readonly logger = new Logger(ForgetDeletedReadersHandler.name);

  constructor(private readonly commands: CommandBus) {}

  async handle({ userIds }: AccountsDeleted): Promise<void> {
    try {
      await this.commands.execute(new ForgetAcknowledgements(userIds));
    } catch (error) {
      this.logger.error(
        `Could not remove the announcement acknowledgements of ${userIds.length} deleted account(s): ${String(error)}`,
      );
    }
  }
}

@Global()
@Module({
  providers: [
    ForgetDeletedReadersHandler,
    { provide: SupportDirectory, useClass: ContextSupportDirectory },
    { provide: DatasetFormat, useValue: new ScreeningDatasetFormat() },
    { provide: PopupDefaults, useValue: new ScreeningPopupDefaults() },
  ],
  exports: [SupportDirectory, DatasetFormat, PopupDefaults],
})
export class ContentWiringModule {}
