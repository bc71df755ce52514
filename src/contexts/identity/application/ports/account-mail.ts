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
}
