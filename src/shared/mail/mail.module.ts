import { Global, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import { AppConfig } from '../config/app-config.js';
import { EmbeddedMailCatcher } from './embedded-mail-catcher.js';
import { Mailer } from './mailer.js';
import { SmtpMailer } from './smtp-mailer.js';

/** Holds what the mail module started, to stop it at shutdown. */
@Injectable()
class MailLifecycle implements OnApplicationShutdown {
  catcher: EmbeddedMailCatcher | undefined;
  mailer: SmtpMailer | undefined;

  async onApplicationShutdown(): Promise<void> {
    this.mailer?.close();
    await this.catcher?.stop();
  }
}

@Global()
@Module({
  providers: [
    MailLifecycle,
    {
      provide: Mailer,
      inject: [AppConfig, MailLifecycle],
      useFactory: async (config: AppConfig, lifecycle: MailLifecycle): Promise<Mailer> => {
        let url = config.smtpUrl;
        if (!url) {
          lifecycle.catcher = await EmbeddedMailCatcher.start(config.maildevSmtpPort, config.maildevWebPort);
          url = `smtp://127.0.0.1:${config.maildevSmtpPort}`;
        }
        lifecycle.mailer = new SmtpMailer(url, config.mailFrom);
        return lifecycle.mailer;
      },
    },
  ],
  exports: [Mailer],
})
export class MailModule {}
