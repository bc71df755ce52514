export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** The outbound mail port: codes, links and notices leave through it. */
export abstract class Mailer {
  abstract send(message: MailMessage): Promise<void>;
  /** Resolves when the mail server answers; rejects otherwise (health check). */
  abstract verify(): Promise<void>;
}
