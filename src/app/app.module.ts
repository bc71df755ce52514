import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { LoggerModule } from 'nestjs-pino';
import { stdSerializers } from 'pino-http';
import {
  ExpireSubscriptionsJob,
  SandboxBillingJob,
  TrialEndingNoticesJob,
} from '../contexts/billing/index.js';
import { SessionCleanupJob } from '../contexts/identity/index.js';
import { TenantRequestsJob } from '../contexts/tenancy/index.js';
import { WatchlistAlertsJob } from '../contexts/watchlists/index.js';
import { AppConfig } from '../shared/config/app-config.js';
import { ConfigModule } from '../shared/config/config.module.js';
import { DatabaseModule } from '../shared/database/database.module.js';
import { HealthModule } from '../shared/health/health.module.js';
import { AllErrorsFilter } from '../shared/http/all-errors.filter.js';
import { JobsModule } from '../shared/jobs/jobs.module.js';
import { MailModule } from '../shared/mail/mail.module.js';
import { AppConfigController } from './app-config.controller.js';
import { ALL_ENTITIES } from './entities.js';
import { BillingModule } from '../contexts/billing/billing.module.js';
import { ContentModule } from '../contexts/content/content.module.js';
import { IdentityModule } from '../contexts/identity/identity.module.js';
import { LucaModule } from '../contexts/luca/luca.module.js';
import { FilingsModule } from '../contexts/filings/filings.module.js';
import { ScreeningModule } from '../contexts/screening/screening.module.js';
import { TenancyModule } from '../contexts/tenancy/tenancy.module.js';
import { WatchlistsModule } from '../contexts/watchlists/watchlists.module.js';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;

@Module({
  imports: [
    ConfigModule,
    LoggerModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        pinoHttp: {
          level: config.logLevel,
          genReqId: (request, response) => {
            const incoming = request.headers['x-request-id'];
            const id = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
            response.setHeader('X-Request-Id', id);
            return id;
          },
          // One line per request, on completion: its id, method, URL, client address, status and time.
          // Cheap on the hot path: headers are never serialized (so no redaction pass either), the
          // serializers read the raw objects, and logs written during a request carry only its reqId.
          quietReqLogger: true,
          wrapSerializers: false,
          serializers: {
            req: (request: IncomingMessage & { originalUrl?: string }) => ({
              method: request.method,
              url: request.originalUrl ?? request.url,
              remoteAddress: request.socket.remoteAddress,
            }),
            res: (response: ServerResponse) => ({ statusCode: response.statusCode }),
            err: stdSerializers.err,
          },
          autoLogging: { ignore: (request) => request.url === '/api/health' },
          transport: config.prettyLogs ? { target: 'pino-pretty', options: { singleLine: true } } : undefined,
        },
      }),
    }),
    CqrsModule.forRoot(),
    DatabaseModule.forRoot(ALL_ENTITIES),
    MailModule,
    HealthModule,
    IdentityModule,
    TenancyModule,
    BillingModule,
    ScreeningModule,
    FilingsModule,
    WatchlistsModule,
    ContentModule,
    LucaModule,
    JobsModule.forRoot(
      [
        SessionCleanupJob,
        WatchlistAlertsJob,
        TenantRequestsJob,
        ExpireSubscriptionsJob,
        SandboxBillingJob,
        TrialEndingNoticesJob,
      ],
      [IdentityModule, WatchlistsModule, TenancyModule, BillingModule],
    ),
  ],
  controllers: [AppConfigController],
  providers: [{ provide: APP_FILTER, useClass: AllErrorsFilter }],
})
export class AppModule {}
