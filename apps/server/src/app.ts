import fastifyCompress from '@fastify/compress';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { ERROR_CODES } from '@larder/contract';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import pino from 'pino';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import { BackgroundTasks } from './lib/background.ts';
import { type Clock, systemClock } from './lib/clock.ts';
import { createMailer, type Mailer } from './lib/mailer.ts';
import { FAST_ANSWERS_SUMMARY_MS, RequestLog } from './lib/request-log.ts';
import { newToken } from './lib/tokens.ts';
import type { LiveHub } from './live/hub.ts';
import { livePlugin } from './live/plugin.ts';
import { archiveRoutes } from './modules/archive/routes.ts';
import { auditRoutes } from './modules/audit/routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { availabilitySweepPlugin } from './modules/catalogue/availability.sweep.ts';
import { catalogueRoutes } from './modules/catalogue/routes.ts';
import { demoPlugin } from './modules/demo/plugin.ts';
import { employeeRoutes } from './modules/employees/routes.ts';
import { outboxPlugin } from './modules/events/plugin.ts';
import { eventRoutes } from './modules/events/routes.ts';
import { geocodeRoutes } from './modules/geocode/routes.ts';
import { imagesPlugin } from './modules/images/routes.ts';
import { locationRoutes } from './modules/locations/routes.ts';
import { managerRoutes } from './modules/manager/routes.ts';
import { onboardingRoutes } from './modules/onboarding/routes.ts';
import { acceptanceWindowPlugin } from './modules/orders/acceptance-window.ts';
import { orderRoutes } from './modules/orders/routes.ts';
import { paramsRoutes, vendorParamsRoutes } from './modules/params/routes.ts';
import { pauseRoutes } from './modules/pause/routes.ts';
import { pauseSweepPlugin } from './modules/pause/sweeper.ts';
import { pushRoutes } from './modules/push/routes.ts';
import { marketplaceReviewRoutes, reviewRoutes } from './modules/reviews/routes.ts';
import { specialHoursRoutes } from './modules/special-hours/routes.ts';
import { statisticRoutes } from './modules/stats/routes.ts';
import { ticketRoutes } from './modules/tickets/routes.ts';
import { userRoutes } from './modules/users/routes.ts';
import { webhooksPlugin } from './modules/webhooks/plugin.ts';
import { webhookRoutes } from './modules/webhooks/routes.ts';
import { accessPlugin } from './plugins/access.ts';
import { declaredErrorsPlugin } from './plugins/declared-errors.ts';
import { registerErrorHandler } from './plugins/errors.ts';
import { documentRoute, openapiDocument, withOpenApi30Nullables } from './plugins/openapi.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { serveSpa } from './plugins/spa.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    mailer: Mailer;
    /** MARKETPLACE_TOKEN, or one generated at start (printed in demo). */
    marketplaceToken: string;
    live: LiveHub;
    /** Work started by a request that finishes after its answer (see lib/background.ts). */
    background: BackgroundTasks;
    /**
     * The time every time-driven rule reads (docs/architecture.md#time-driven-states); tests move it instead
     * of sleeping.
     */
    clock: Clock;
  }
}

export type { Clock };

export interface AppDeps {
  database: Database;
  mailer?: Mailer;
  logger?: FastifyServerOptions['logger'];
  clock?: Clock;
}

/** JSON bodies are small; uploads go through multipart with their own limits. */
const BODY_LIMIT = 1024 * 1024;

/** The whole server without listening: main.ts listens, tests inject. */
export async function buildApp(config: Config, deps: AppDeps) {
  const requestLog = new RequestLog(config.logFastAnswerMs);
  const app = Fastify({
    logger: deps.logger ?? {
      level: config.logLevel,
      // Written without blocking: under load, the lines that come while a write is under way go out
      // together in the next one instead of a write each; pino flushes the rest when the process exits.
      stream: pino.destination({ sync: false }),
    },
    // One line per answer (method, URL, route, status, time, request id) instead of two; fast
    // successes counted once a minute instead.
    logController: requestLog,
    bodyLimit: BODY_LIMIT,
    // A hop count trusts that many proxies nearest to us (what Fastify does with a number).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops) => (_address: string, hop: number) =>
              hop < hops
          )(config.trustProxy)
        : config.trustProxy,
    // Drains in-flight requests on close (SIGTERM) and refuses new ones meanwhile.
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', deps.database);
  app.decorate('db', deps.database.db);
  app.decorate('mailer', deps.mailer ?? createMailer(config.smtpUrl, config.mailFrom, app.log));
  app.decorate('marketplaceToken', config.marketplaceToken ?? newToken());
  app.decorate('background', new BackgroundTasks(app.log));
  app.decorate('clock', deps.clock ?? systemClock);
  app.addHook('onClose', () => app.background.idle());
  const fastAnswersSummary = setInterval(() => requestLog.summarize(app.log), FAST_ANSWERS_SUMMARY_MS);
  fastAnswersSummary.unref();
  app.addHook('onClose', async () => {
    clearInterval(fastAnswersSummary);
    requestLog.summarize(app.log);
  });

  // External plugins.
  await app.register(securityHeadersPlugin);
  // JSON answers above a kilobyte go compressed; answers already encoded (prebuilt gzip caches,
  // precompressed assets) pass through untouched.
  await app.register(fastifyCompress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(fastifySwagger, {
    openapi: openapiDocument(config.publicUrl),
    transform: documentRoute,
    transformObject: (document) =>
      'openapiObject' in document ? withOpenApi30Nullables(document.openapiObject) : document.swaggerObject,
  });
  // The docs page needs its own inline scripts: swagger-ui sets a CSP of its own on it.
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  // App plugins.
  registerErrorHandler(app);
  await app.register(declaredErrorsPlugin);
  await app.register(accessPlugin);

  // Routes.
  app.get('/api/health', { schema: { hide: true } }, async (_request, reply) => {
    try {
      await app.database.ping();
      return { status: 'ok', database: app.database.kind };
    } catch (error) {
      app.log.error({ err: error }, 'health check: database unreachable');
      return reply
        .status(503)
        .send({ code: ERROR_CODES.databaseUnavailable, message: 'The database does not answer' });
    }
  });
  app.get('/api/hello', { schema: { hide: true } }, async () => ({ hello: 'world' }));
  await app.register(authRoutes, { prefix: '/api/vendor/auth' });
  await app.register(userRoutes, { prefix: '/api/vendor/users' });
  await app.register(paramsRoutes, { prefix: '/api/vendor/params' });
  await app.register(livePlugin);
  await app.register(outboxPlugin);
  await app.register(webhooksPlugin);
  await app.register(demoPlugin);
  await app.register(acceptanceWindowPlugin);
  await app.register(pauseSweepPlugin);
  await app.register(orderRoutes, { prefix: '/api/vendor/:vendorId/orders' });
  await app.register(vendorParamsRoutes, { prefix: '/api/vendor/:vendorId/params' });
  await app.register(pauseRoutes, { prefix: '/api/vendor/:vendorId' });
  await app.register(specialHoursRoutes, { prefix: '/api/vendor/:vendorId' });
  await app.register(locationRoutes, { prefix: '/api/vendor/:vendorId' });
  await app.register(ticketRoutes, { prefix: '/api/vendor' });
  await app.register(managerRoutes, { prefix: '/api/manager' });
  await app.register(eventRoutes, { prefix: '/api/manager' });
  await app.register(webhookRoutes, { prefix: '/api/manager' });
  await app.register(catalogueRoutes, { prefix: '/api/vendor' });
  await app.register(availabilitySweepPlugin);
  await app.register(archiveRoutes, { prefix: '/api/vendor/:vendorId/archive_orders' });
  await app.register(auditRoutes, { prefix: '/api/vendor/:vendorId/audit' });
  await app.register(statisticRoutes, { prefix: '/api/vendor/:vendorId/statistic' });
  await app.register(reviewRoutes, { prefix: '/api/vendor/:vendorId/reviews' });
  await app.register(marketplaceReviewRoutes, { prefix: '/api/manager' });
  await app.register(employeeRoutes, { prefix: '/api/vendor/accounts/:accountId/vendors/:vendorId/users' });
  await app.register(geocodeRoutes, { prefix: '/api/vendor/geocode' });
  await app.register(pushRoutes, { prefix: '/api/vendor' });
  await app.register(onboardingRoutes, { prefix: '/api/vendor/:vendorId/onboarding/events' });
  await app.register(imagesPlugin);

  await serveSpa(app, config.webDist, config.webRenderer);
  return app;
}
