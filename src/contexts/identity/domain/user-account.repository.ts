import type { UserAccount } from './user-account.js';

export abstract class UserAccountRepository {
  abstract byEmail(email: string): Promise<UserAccount | null>;
  abstract byId(id: string): Promise<UserAccount | null>;
  abstract add(account: UserAccount): Promise<void>;
  abstract save(account: UserAccount): Promise<void>;
}
