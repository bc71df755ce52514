import type { AccountLink, AccountLinkKind } from './account-link.js';

export abstract class AccountLinkRepository {
  abstract byTokenHash(kind: AccountLinkKind, tokenHash: string): Promise<AccountLink | null>;
  abstract add(link: AccountLink): Promise<void>;
  abstract save(link: AccountLink): Promise<void>;
  /** Records the link's use unless it was used already (by a request at the same time): false then. */
  abstract saveUse(link: AccountLink): Promise<boolean>;
}
