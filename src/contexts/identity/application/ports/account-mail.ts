/** The mails identity sends; the adapter writes them and sends them through the mail port. */
export abstract class AccountMail {
  abstract oneTimeCode(to: string, name: string, code: string): Promise<void>;
  abstract passwordReset(to: string, name: string, link: string): Promise<void>;
  abstract firstAdministratorWelcome(
    to: string,
    name: string,
    organisation: string,
    link: string,
  ): Promise<void>;
  /** A person added to an organisation: the link to set their password (expires in 3 days). */
  abstract newUserWelcome(to: string, name: string, organisation: string, link: string): Promise<void>;
}
