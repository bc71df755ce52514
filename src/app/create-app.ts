import { existsSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import express, { type NextFunction, type Request, type Response } from 'express';
import helmet from 'helmet';
import { Logger } from 'nestjs-pino';
import { PaymentConfig } from '../contexts/billing/index.js';
import { AppConfig } from '../shared/config/app-config.js';
import { refuseUnusableInput } from '../shared/http/input-guard.js';
import { RequestValidationError } from '../shared/http/request-validation.error.js';
import { RequestValidationPipe } from '../shared/http/request-validation.pipe.js';
import { AppModule } from './app.module.js';

export const API_PREFIX = 'api';

/** Where FastSpring's library, popup checkout and its calls come from. */
const FASTSPRING_SOURCES = ['https://sbl.onfastspring.com', 'https://*.onfastspring.com'];

/** Builds the whole application (API, docs, web app), ready to listen; used by main.ts and the e2e tests. */
export async function createApp(): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule, {
    bufferLogs: true,
    bodyParser: false,
  });
  app.useLogger(app.get(Logger));
  const config = app.get(AppConfig);

  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback, linklocal, uniquelocal');
  // FastSpring's Store Builder Library (docs/api/billing.md) is loaded only when FastSpring is the provider.
  const fastSpring = app.get(PaymentConfig).provider === 'fastspring' ? FASTSPRING_SOURCES : [];
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...fastSpring],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', ...fastSpring],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", ...fastSpring],
          frameSrc: ["'self'", ...fastSpring],
          frameAncestors: ["'none'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
    }),
  );
  allowCrossOrigin(app, config.corsOrigins);
  app.use(express.json({ limit: '1mb', verify: keepWebhookBody }));
  app.use(express.urlencoded({ extended: false, limit: '1mb' }));
  app.use(refuseUnusableInput());

  app.setGlobalPrefix(API_PREFIX);
  app.useGlobalPipes(
    new RequestValidationPipe({
      whitelist: true,
      forbidNonWhitelisted: true,
      transform: true,
      stopAtFirstError: false,
      exceptionFactory: (errors) => RequestValidationError.from(errors),
    }),
  );

  const document = buildOpenApiDocument(app);
  SwaggerModule.setup(`${API_PREFIX}/docs`, app, document, {
    jsonDocumentUrl: `${API_PREFIX}/docs-json`,
    customSiteTitle: 'Ledgerscope API',
  });

  serveWebApp(app, config.webDistDir);
  return app;
}

/**
 * CORS for the origins of CORS_ORIGINS only: an allowed origin gets Access-Control-Allow-Origin (its own
 * value, never '*'), any other none, so the browser keeps its answers from that page. Without the
 * setting no CORS header is sent at all: the web app is served from the API's own origin. Registered
 * after helmet, so preflight answers carry the security headers too. Bearer tokens, not cookies: no
 * credentials mode.
 */
function allowCrossOrigin(app: NestExpressApplication, origins: readonly string[]): void {
  if (origins.length === 0) return;
  const allowed = new Set(origins);
  app.enableCors({
    origin: (origin: string | undefined, done: (error: Error | null, allow?: boolean) => void) =>
      done(null, origin !== undefined && allowed.has(origin)),
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Accept', 'X-Request-Id'],
    exposedHeaders: ['Content-Disposition', 'X-Request-Id', 'Retry-After'],
    maxAge: 600,
  });
}

/** The payment webhook is signed over the exact bytes received: they are kept for that route only. */
function keepWebhookBody(
  request: IncomingMessage & { rawBody?: Buffer },
  _response: unknown,
  body: Buffer,
): void {
  if (request.url?.startsWith(`/${API_PREFIX}/payment/webhook`)) request.rawBody = body;
}

export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const options = new DocumentBuilder()
    .setTitle('Ledgerscope API')
    .setDescription(
      'Accounting-risk screening: identity, tenancy, billing, screening, watchlists and content.',
    )
    .setVersion('1.0')
    .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' })
    .build();
  return SwaggerModule.createDocument(app, options, {
    operationIdFactory: (controllerKey, methodKey) =>
      `${controllerKey.replace(/Controller$/, '')}_${methodKey}`,
  });
}

/** The built web app at '/', with client-side routes falling back to index.html. */
function serveWebApp(app: NestExpressApplication, distDir: string): void {
  const index = join(distDir, 'index.html');
  // eslint-disable-next-line security/detect-non-literal-fs-filename -- WEB_DIST_DIR, set by the operator
  const built = existsSync(index);
  if (built) {
    app.use(
      '/assets',
      express.static(join(distDir, 'assets'), { immutable: true, maxAge: '1y', index: false }),
    );
    app.use(express.static(distDir, { index: false, maxAge: '1h' }));
  }
  app.use((request: Request, response: Response, next: NextFunction) => {
    const apiPath = request.path === `/${API_PREFIX}` || request.path.startsWith(`/${API_PREFIX}/`);
    if (apiPath || (request.method !== 'GET' && request.method !== 'HEAD')) return next();
    if (!built) {
      response
        .status(404)
        .type('text/plain')
        .send('The web app is not built. Run "npm run build" (or "npm start").');
      return;
    }
    response.setHeader('Cache-Control', 'no-cache');
    response.sendFile(index);
  });
}
