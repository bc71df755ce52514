/** Reads the embedded MailDev inbox over its REST API (the tests start it on MAILDEV_WEB_PORT). */
export interface CaughtMail {
  id: string;
  subject: string;
  text?: string;
  html?: string;
  to: Array<{ address: string }>;
}

export function inboxUrl(): string {
  return `http://127.0.0.1:${process.env.MAILDEV_WEB_PORT ?? '1080'}`;
}

/** Waits for the newest mail to `to` whose subject matches, up to `timeoutMs`. */
export async function waitForMail(to: string, subject: RegExp, timeoutMs = 10_000): Promise<CaughtMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const response = await fetch(`${inboxUrl()}/api/email`);
    if (response.ok) {
      const mails = (await response.json()) as CaughtMail[];
      const found = mails
        .filter((mail) => mail.to.some((recipient) => recipient.address === to) && subject.test(mail.subject))
        .at(-1);
      if (found) return found;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No mail to ${to} matching ${subject} within ${timeoutMs} ms`);
}
