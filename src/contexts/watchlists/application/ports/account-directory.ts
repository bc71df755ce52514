/** The name and mail address of a user (identity's accounts), for an alert digest. */
export interface AlertRecipient {
  email: string;
  displayName: string;
  disabled: boolean;
}

export abstract class AccountDirectory {
  abstract recipient(userId: string): Promise<AlertRecipient | null>;
}
