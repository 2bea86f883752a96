import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyReply, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { MSG } from '@auto-checker/contract';
import type { Config } from './config.ts';
import { pingDatabase, type Db } from './db/connect.ts';
import { enforceAccess, isApiRequest } from './http/access.ts';
import type { AppDeps, AppInstance, Clock } from './http/app-types.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { SessionTokens } from './http/session-token.ts';
import { accountRoutes } from './modules/accounts/routes.ts';
import { bankAccountRoutes } from './modules/bank-accounts/routes.ts';
import { cleanupRoutes } from './modules/cleanup/routes.ts';
import { dashboardRoutes } from './modules/dashboard/routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { convertRoutes } from './modules/convert/routes.ts';
import { reconciliationRoutes } from './modules/reconciliation/routes.ts';
import { reportRoutes } from './modules/reports/routes.ts';
import { reviewRoutes } from './modules/review/routes.ts';
import { reviewExportRoutes } from './modules/review/export-routes.ts';
import { reviewWriteRoutes } from './modules/review/write-routes.ts';
import { templateRoutes } from './modules/templates/routes.ts';
import { trackingRoutes } from './modules/tracking/routes.ts';
import { uploadRoutes } from './modules/uploads/routes.ts';
import { websiteRoutes } from './modules/websites/routes.ts';
import { whitelistRoutes } from './modules/whitelist/routes.ts';

export interface BuildAppOptions {
  db: Db;
  config: Config;
  jwtSecret: string;
  clock?: Clock;
  /** Folder of the built web app; served with an SPA fallback when it exists. */
  webDir?: string;
  logger?: FastifyServerOptions['logger'];
}

const defaultWebDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

export async function buildApp(opts: BuildAppOptions): Promise<AppInstance> {
  const { config } = opts;
  const clock = opts.clock ?? (() => new Date());
  const app = Fastify({
    logger: opts.logger ?? { level: config.LOG_LEVEL },
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    requestIdHeader: false,
    exposeHeadRoutes: false,
    // Search terms travel in the path (spec): allow them longer than Fastify's 100 characters.
    routerOptions: { maxParamLength: 500 },
    // Errors the router raises before any hook (a path parameter too long, a malformed URL) answer
    // in the same `{ message }` shape as everything else.
    frameworkErrors: (error, _request, reply) => {
      const status = typeof error.statusCode === 'number' ? error.statusCode : 400;
      void (reply as FastifyReply).code(status).send({ message: status === 414 ? MSG.urlTooLong : MSG.invalidInput });
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const deps: AppDeps = {
    db: opts.db,
    config,
    clock,
    tokens: new SessionTokens(opts.jwtSecret, Math.round(config.SESSION_HOURS * 3600), clock),
  };

  await app.register(cookie);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: config.COOKIE_SECURE ? [] : null,
      },
    },
    hsts: config.COOKIE_SECURE,
  });
  await app.register(multipart, { limits: { fileSize: config.MAX_UPLOAD_MB * 1024 * 1024, files: 1, fields: 20 } });
  await app.register(swagger, {
    openapi: { info: { title: 'Auto Checker API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  registerErrorHandler(app);
  enforceAccess(app, deps);

  app.get('/healthz', async (_request, reply) => {
    try {
      await pingDatabase(deps.db);
      return { status: 'ok' };
    } catch {
      return reply.code(503).send({ status: 'unavailable' });
    }
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  whitelistRoutes(app, deps);
  authRoutes(app, deps);
  accountRoutes(app, deps);
  websiteRoutes(app, deps);
  uploadRoutes(app, deps);
  templateRoutes(app);
  convertRoutes(app, deps);
  bankAccountRoutes(app, deps);
  trackingRoutes(app, deps);
  reviewRoutes(app, deps);
  reviewExportRoutes(app, deps);
  reviewWriteRoutes(app, deps);
  reconciliationRoutes(app, deps);
  reportRoutes(app, deps);
  cleanupRoutes(app, deps);
  dashboardRoutes(app, deps);

  await serveWebApp(app, opts.webDir ?? defaultWebDir);
  return app;
}

/** A hop count becomes proxy-addr's "trust the first n hops" function. */
function trustProxyOption(value: Config['TRUST_PROXY']) {
  return typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;
}

/** The built React app at `/`, index.html for every other non-API GET (client-side routes). */
async function serveWebApp(app: AppInstance, webDir: string): Promise<void> {
  const hasWeb = existsSync(path.join(webDir, 'index.html'));
  if (hasWeb) await app.register(fastifyStatic, { root: webDir, wildcard: false, index: ['index.html'] });
  app.setNotFoundHandler((request, reply) => {
    if (!isApiRequest(request) && hasWeb && request.method === 'GET') {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send({ message: MSG.notFound });
  });
}
