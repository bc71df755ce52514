import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../../../shared/config/app-config.js';
import { Clock } from '../../../../../shared/domain/clock.js';
import { AccountLink, type AccountLinkKind } from '../../../domain/account-link.js';
import { MikroOrmAccountLinkRepository } from '../../../infrastructure/persistence/mikro-orm-account-security.repositories.js';
import { IdentityError } from '../../../domain/identity-error.js';
import type { UserAccount } from '../../../domain/user-account.js';
import { NodeSecrets } from '../../../infrastructure/crypto/node-secrets.js';

/** Creates single-use links (only their hash is stored) pointing at the web app's /resetPassword. */
@Injectable()
export class PasswordLinks {
  constructor(
    private readonly links: MikroOrmAccountLinkRepository,
    private readonly secrets: NodeSecrets,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  async create(account: UserAccount, kind: AccountLinkKind): Promise<string> {
    const token = this.secrets.token();
    await this.links.add(
      new AccountLink({
        id: randomUUID(),
        userId: account.id,
        kind,
        tokenHash: this.secrets.hash(token),
        createdAt: this.clock.now(),
      }),
    );
    const parameter = kind === 'PASSWORD_RESET' ? 'oobCode' : 'token';
    const query = new URLSearchParams({ [parameter]: token, tenantId: account.tenantId });
    return `${this.config.publicUrl}/resetPassword?${query.toString()}`;
  }

  /** The link's account id, after marking it used; INVALID_OOB_CODE when unknown, used or expired. */
  async redeem(kind: AccountLinkKind, token: string): Promise<string> {
    const link = await this.links.byTokenHash(kind, this.secrets.hash(token));
    if (!link) throw new IdentityError('INVALID_OOB_CODE');
    link.use(this.clock.now());
    // Once, even for requests at the same time: only the first to record its use gets the account.
    if (!(await this.links.saveUse(link))) throw new IdentityError('INVALID_OOB_CODE');
    return link.userId;
  }
}
