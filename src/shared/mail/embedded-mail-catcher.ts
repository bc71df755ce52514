import { Logger } from '@nestjs/common';

/**
 * MailDev in this process: SMTP on 1025, the web inbox and its REST API on http://localhost:1080.
 * Started when no SMTP_URL is configured, so every mail the app sends can be read by a person.
 */
export class EmbeddedMailCatcher {
  private static readonly logger = new Logger('Mail');

  private constructor(private readonly instance: { stop(): Promise<void> }) {}

  static async start(smtpPort: number, webPort: number): Promise<EmbeddedMailCatcher> {
    const { MailDev } = await import('maildev');
    const maildev = new MailDev({
      smtp: smtpPort,
      web: webPort,
      ip: '127.0.0.1',
      silent: true,
      verbose: false,
    });
    await maildev.start();
    EmbeddedMailCatcher.logger.log(`MailDev inbox at http://localhost:${webPort} (SMTP ${smtpPort})`);
    return new EmbeddedMailCatcher(maildev);
  }

  async stop(): Promise<void> {
    await this.instance.stop();
  }
}
