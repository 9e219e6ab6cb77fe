import type { ExpressAdapter, NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import helmet from 'helmet';
import { HttpErrorFilter } from './common/http-error.filter.js';
import { verifyJsonBody } from './common/json-value-budget.js';
import { PinoNestLogger } from './common/logging/pino-nest-logger.js';
import { createLogger, requestLogging } from './common/logging/request-logging.js';
import { requestIdMiddleware } from './common/request-id.middleware.js';
import { LONGEST_REQUEST_MS, requestLifetimeMiddleware } from './common/request-lifetime.js';
import { slowBodyMiddleware } from './common/slow-body.js';
import { stalledSendMiddleware } from './common/stalled-send.js';
import { createValidationPipe } from './common/validation.js';
import { API_NAME, API_VERSION, appConfig, type AppConfig } from './config/app.config.js';

/** 10 MB, the spec's limit for any JSON body (base64 audio included). */
export const JSON_BODY_LIMIT_BYTES = 10 * 1024 * 1024;

/**
 * How long a client may take, so that slow ones (slowloris) cannot hold connections: all
 * headers within 10 s; the body at the pace of `BODY_RATE` (slow-body.ts), and the whole
 * request within the hour that no request outlives; an idle keep-alive connection closed
 * after 65 s, longer than the 60 s a load balancer in front commonly keeps its own.
 */
export const SERVER_TIMEOUTS = {
  headersTimeout: 10_000,
  requestTimeout: LONGEST_REQUEST_MS,
  keepAliveTimeout: 65_000,
} as const;

/**
 * Everything an HTTP app needs besides its modules; shared by main.ts and the e2e
 * tests so both run the same pipeline. The app must be created with `rawBody: true`
 * (the payment webhook verifies its signature over the exact bytes).
 */
export function configureApp(app: NestExpressApplication): NestExpressApplication {
  const config = app.get<AppConfig>(appConfig.KEY);
  const logger = createLogger(config.logLevel);
  app.useLogger(new PinoNestLogger(logger));
  // First, before anything awaits: what a request holds is given back however it ends.
  app.use(requestLifetimeMiddleware);
  app.use(stalledSendMiddleware());
  app.use(slowBodyMiddleware());
  app.use(requestIdMiddleware);
  app.use(requestLogging(logger));
  // No CORS: the API serves server-side code only, so no Access-Control-* header is ever sent.
  app.use(helmet());
  // Its own verify hook (Nest's types reserve it for `rawBody: true`, whose raw bytes it
  // keeps too) counts the values before JSON.parse builds them (see verifyJsonBody).
  const jsonOptions = { limit: JSON_BODY_LIMIT_BYTES, verify: verifyJsonBody };
  (app.getHttpAdapter() as ExpressAdapter).useBodyParser('json', false, jsonOptions);
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new HttpErrorFilter());
  // The client's address (sign-in limits) and https (Secure cookies) come from
  // X-Forwarded-* only when the proxy that sent them is configured as trusted.
  app.set('trust proxy', config.trustedProxies);
  Object.assign(app.getHttpServer(), SERVER_TIMEOUTS);

  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle(API_NAME)
      .setVersion(API_VERSION)
      .setDescription(
        'Arabic-first text to speech and speech to text, billed per character from prepaid credit.',
      )
      .addApiKey({ type: 'apiKey', in: 'header', name: 'x-api-key' }, 'api-key')
      .addBearerAuth()
      .build(),
  );
  SwaggerModule.setup('docs', app, document);
  return app;
}
