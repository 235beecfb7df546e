import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { type Adapters, createAdapters } from './adapters/index.js';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { privateDataLogging } from './lib/log-redaction.js';
import { mediaRoutes } from './media/media.routes.js';
import { userOfAccessToken } from './modules/auth/session.service.js';
import { moduleContext, modules } from './modules/index.js';
import { checkRegistrationsAtStart } from './modules/ledger/index.js';
import type { ModuleContext } from './modules/module-context.js';
import { consoleAccessLookups, staffSignIn } from './modules/staff/staff.service.js';
import { authenticatePlugin } from './plugins/authenticate.js';
import { DEFAULT_COMPRESSION } from './plugins/compression.js';
import { consoleAccessPlugin } from './plugins/console-access.js';
import { errorHandlerPlugin } from './plugins/error-handler.js';
import { inputGuardPlugin } from './plugins/input-guard.js';
import { rateLimitPlugin } from './plugins/rate-limit.js';
import { securityHeadersPlugin } from './plugins/security-headers.js';
import { shellInlineScriptHashes, webAppPlugin, webDistDir } from './plugins/web-app.js';

export interface AppDeps {
  config: Config;
  database: Database;
  /** Replace any adapter (tests pass fakes of third parties here). */
  adapters?: Partial<Adapters>;
  logger?: FastifyServerOptions['logger'];
}

/** Builds the whole application without listening: server.ts listens, tests call app.inject(). */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    logger: deps.logger ?? { level: config.LOG_LEVEL, ...privateDataLogging },
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    // Ids are uuids and every error is the envelope; keep URLs with odd characters from crashing the router.
    routerOptions: { maxParamLength: 200, ignoreTrailingSlash: true },
    requestTimeout: 30_000,
    // Malformed URLs and over-long path parameters are answered before routing; keep the one error envelope.
    frameworkErrors: (error, _request, reply) => {
      const status = error.statusCode ?? 400;
      void (reply as unknown as FastifyReply).status(status).send({
        error: {
          code: 'BAD_REQUEST',
          message: status === 414 ? 'The address is too long.' : 'The address is not valid.',
        },
      });
    },
    pluginTimeout: 60_000,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const adapters = { ...createAdapters(config, database.db), ...deps.adapters } as Adapters;
  const ctx: ModuleContext = moduleContext(config, database, adapters);

  // Layer 1: external plugins.
  await app.register(securityHeadersPlugin, {
    picturePrefix: '/media/',
    options: {
      // The SPA inlines one script (the splash gate in index.html, allowed by its hash); the payment provider's
      // checkout script and frames are the only third party.
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          'script-src': ["'self'", ...shellInlineScriptHashes(webDistDir(config)), 'https://checkout.razorpay.com'],
          'frame-src': [
            "'self'",
            'https://api.razorpay.com',
            'https://checkout.razorpay.com',
            'https://www.instagram.com',
          ],
          'img-src': ["'self'", 'data:', 'blob:', 'https://*.tile.openstreetmap.org'],
          'connect-src': ["'self'", 'https://lumberjack.razorpay.com'],
          'upgrade-insecure-requests': config.isProduction ? [] : null,
        },
      },
      crossOriginEmbedderPolicy: false,
      // Headers for browsers and plug-ins long gone (IE8's downloads, Flash and Acrobat's cross-domain files, the XSS
      // auditors removed from every browser by 2020): ~0.1 KB on every answer, where a page's first 14.6 KB arrive in
      // one round trip and the home page is at that edge.
      xDownloadOptions: false,
      xPermittedCrossDomainPolicies: false,
      xXssProtection: false,
    },
  });
  // Page shells and JSON answers (plugins/compression.ts; guest pages set their own quality on their route).
  await app.register(compress, DEFAULT_COMPRESSION);
  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: config.UPLOAD_LIMIT_BYTES, files: 2, fields: 20 } });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Staybook API', version: '1.0.0', description: 'Guest site and operator console API.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  // Production says explicitly whether the API's map is public (config refuses to start otherwise).
  if (config.apiDocsPublic) await app.register(swaggerUi, { routePrefix: '/api/docs' });

  // Layer 2: application plugins. They import no module: the lookups they need are given here.
  await app.register(errorHandlerPlugin);
  await app.register(inputGuardPlugin);
  await app.register(authenticatePlugin, {
    userOfAccessToken: (token) => userOfAccessToken({ db: database.db, config }, token),
  });
  await app.register(consoleAccessPlugin, consoleAccessLookups(database.db));
  await app.register(rateLimitPlugin, { config });
  // Uploaded files and demo pictures, behind their own rate limit, then the web app's pages.
  await app.register(mediaRoutes, { ctx });
  await app.register(webAppPlugin, { config });

  // Production refuses to invoice a published property from another state's GSTIN (issue 41), before any route
  // answers; development is told which properties would be.
  await checkRegistrationsAtStart(database.db, config, app.log);

  // Layer 3: routes, one plugin per domain module. Signing in asks the staff list for the role (auth never
  // imports staff; staff depends on auth).
  app.decorate('staffSignIn', staffSignIn);
  for (const mod of modules) await app.register(mod, { ctx });

  app.addHook('onClose', async () => {
    await adapters.close?.();
  });
  return app;
}
