/** Checks a captcha token from a public form; the default adapter accepts everything. */
export abstract class Captcha {
  abstract verify(token: string | undefined, remoteAddress: string | undefined): Promise<boolean>;
}
