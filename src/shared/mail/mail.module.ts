import { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import {
  Global,
  Inject,
  Injectable,
  Module,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { AppConfig } from '../config/app-config.js';
import { EmbeddedMailCatcher } from './embedded-mail-catcher.js';
import { MailDispatcher, OutboxMailer } from './mail-outbox.js';
import { Mailer } from './mailer.js';
import { SmtpTransport } from './smtp-mailer.js';

/** The embedded MailDev when no SMTP_URL is configured, else null. */
const MAIL_CATCHER = Symbol('MAIL_CATCHER');

/** Starts the outbox's dispatcher with the app, and stops it (then SMTP, then the catcher) at shutdown. */
@Injectable()
class MailLifecycle implements OnApplicationBootstrap, BeforeApplicationShutdown, OnApplicationShutdown {
  constructor(
    private readonly dispatcher: MailDispatcher,
    private readonly transport: SmtpTransport,
    @Inject(MAIL_CATCHER) private readonly catcher: EmbeddedMailCatcher | null,
  ) {}

  onApplicationBootstrap(): void {
    this.dispatcher.start();
  }

  async beforeApplicationShutdown(): Promise<void> {
    // Before the database closes: the mail being sent is marked sent or failed.
    await this.dispatcher.stop();
  }

  async onApplicationShutdown(): Promise<void> {
    this.transport.close();
    await this.catcher?.stop();
  }
}

@Global()
@Module({
  providers: [
    {
      provide: MAIL_CATCHER,
      inject: [AppConfig],
      useFactory: async (config: AppConfig): Promise<EmbeddedMailCatcher | null> =>
        config.smtpUrl ? null : EmbeddedMailCatcher.start(config.maildevSmtpPort, config.maildevWebPort),
    },
    {
      provide: SmtpTransport,
      inject: [AppConfig, MAIL_CATCHER],
      useFactory: (config: AppConfig): SmtpTransport =>
        new SmtpTransport(config.smtpUrl ?? `smtp://127.0.0.1:${config.maildevSmtpPort}`, config.mailFrom),
    },
    {
      provide: MailDispatcher,
      inject: [MikroORM, SmtpTransport, AppConfig],
      useFactory: (orm: MikroORM, transport: SmtpTransport, config: AppConfig) =>
        new MailDispatcher(orm, transport, config.mailOutbox),
    },
    {
      provide: Mailer,
      inject: [EntityManager, SmtpTransport, MailDispatcher, AppConfig],
      useFactory: (
        em: EntityManager,
        transport: SmtpTransport,
        dispatcher: MailDispatcher,
        config: AppConfig,
      ) => new OutboxMailer(em, transport, dispatcher, config.mailFrom),
    },
    MailLifecycle,
  ],
  exports: [Mailer],
})
export class MailModule {}
