import type { AccountLink, AccountLinkKind } from './account-link.js';

export abstract class AccountLinkRepository {
  abstract byTokenHash(kind: AccountLinkKind, tokenHash: string): Promise<AccountLink | null>;
  abstract add(link: AccountLink): Promise<void>;
  abstract save(link: AccountLink): Promise<void>;
}
