import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { GetAccountSummary } from '../../../identity/index.js';
import { AccountDirectory, type AlertRecipient } from '../../application/ports/account-directory.js';

/** Alert recipients are identity's accounts. */
@Injectable()
export class IdentityAccountDirectory extends AccountDirectory {
  constructor(private readonly queries: QueryBus) {
    super();
  }

  async recipient(userId: string): Promise<AlertRecipient | null> {
    const account = await this.queries.execute(new GetAccountSummary(userId));
    return account
      ? { email: account.email, displayName: account.displayName, disabled: account.disabled }
      : null;
  }
}
