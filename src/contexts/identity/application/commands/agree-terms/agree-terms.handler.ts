import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../../shared/domain/clock.js';
import { IdentityError } from '../../../domain/identity-error.js';
import { UserAccountRepository } from '../../../domain/user-account.repository.js';
import { TermsVersion } from '../../ports/terms-version.js';
import type { Principal } from '../../principal.js';
import { SignInService } from '../../sign-in.service.js';
import { AgreeTerms } from './agree-terms.command.js';

@CommandHandler(AgreeTerms)
export class AgreeTermsHandler implements ICommandHandler<AgreeTerms> {
  constructor(
    private readonly accounts: UserAccountRepository,
    private readonly signIn: SignInService,
    private readonly clock: Clock,
    private readonly terms: TermsVersion,
  ) {}

  async execute({ userId }: AgreeTerms): Promise<Principal> {
    const account = await this.accounts.byId(userId);
    if (!account) throw new IdentityError('USER_NOT_FOUND');
    account.agreeToTerms(this.clock.now(), await this.terms.publishedAt(true));
    await this.accounts.save(account);
    return this.signIn.principal(account);
  }
}
