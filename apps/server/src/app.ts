import fs from 'node:fs';
import path from 'node:path';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import websocket from '@fastify/websocket';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { APP_VERSION } from '@app/shared';
import { trustProxyOption, type Config } from './config.js';
import type { Database, Db } from './db/client.js';
import { SEED_ASSETS_DIR } from './db/seed/seed.js';
import { authPlugin } from './http/auth.js';
import { clientErrorHandler, conventionsPlugin, frameworkErrorHandler } from './http/conventions-plugin.js';
import { securityHeaders } from './http/security-headers.js';
import { loggerOptions, type LogStream } from './http/logging.js';
import { pagePathRedirects } from './http/page-paths.js';
import { useRouteCompilers } from './http/route.js';
import type { AppDeps } from './lib/deps.js';
import { randomCaptchaText, realPause } from './lib/deps.js';
import { offsetClock } from './platform/index.js';
import { OutboxProvider } from './modules/codes/providers.js';
import { GATEWAY_PAGE_STYLE } from './modules/payments/routes.js';
import { operatorApi } from './modules/operators/routes.js';
import { memoryBus, redisBus, SESSIONS_CHANNEL, type ChatBus } from './modules/chat/bus.js';
import type { SessionKind } from './http/session-news.js';
import { wireDomain } from './wiring.js';
import { operatorRoutes, playerRoutes } from './module-manifest.js';
import { ledgerAdminRoutes } from './admin/ledger-routes.js';
import { jobsAdminRoutes } from './jobs/admin-routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
    deps: AppDeps;
  }
}

/**
 * Paths counted by the per-IP rate limit: the APIs, the sandbox gateway's pages (they pay orders) and private uploads
 * (each one a session lookup). The operator console's own files under /admin/ are not API calls (only /admin/api/ is).
 */
const API_PREFIXES = ['/web/', '/admin/api/', '/venue/', '/sandbox/', '/uploads/'];
/** The house venue's game page (apps/web/venue/house/index.html), a static file under /venue/ beside its /api/. */
const HOUSE_CLIENT_PAGE = /^\/venue\/house\/(index\.html)?(\?|$)/;
function isApiPath(url: string): boolean {
  return !HOUSE_CLIENT_PAGE.test(url) && API_PREFIXES.some((prefix) => url.startsWith(prefix));
}

async function registerDocs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Player API', version: APP_VERSION, description: 'Every call is POST and answers { code, msg, data } (design.md §4).' },
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'token' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
}

/** Loaded only when configured: most installs run one server without Redis. */
async function redisClient(url: string) {
  const { Redis } = await import('ioredis');
  return new Redis(url, { maxRetriesPerRequest: 1 });
}

export interface BuildOptions {
  config: Config;
  database: Database;
  /** Where logs go (stdout by default); tests pass a stream to read them. */
  logStream?: LogStream;
  /** Replacements for the clock, captcha text or providers (tests). */
  deps?: Partial<AppDeps>;
}

function defaultDeps(config: Config, now: () => Date): Omit<AppDeps, 'now'> {
  // Only the outbox exists so far (SMS_PROVIDER / EMAIL_PROVIDER = outbox); gateways slot in here.
  const outbox = new OutboxProvider(config.DATA_DIR, now);
  return { captchaText: randomCaptchaText, sms: outbox, email: outbox, pause: realPause };
}

/**
 * Builds the whole app as a tree of plugins (conventions.md): shared plugins first — conventions
 * (lang, parsers, envelope errors), rate limit, OpenAPI, auth — then one plugin per module.
 * main.ts listens; tests call `app.inject` on the same app.
 */
export async function buildApp({ config, database, logStream, deps }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.LOG_LEVEL, logStream),
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    clientErrorHandler,
    frameworkErrors: frameworkErrorHandler,
  });
  useRouteCompilers(app);
  // Venue adapters and settled-bet consumers (wiring.ts), before any route can reach them.
  wireDomain(config);
  app.decorate('db', database.db);
  app.decorate('config', config);
  const now = deps?.now ?? offsetClock(config.CLOCK_OFFSET_SECONDS);
  app.decorate('deps', { now, ...defaultDeps(config, now), ...deps });

  await app.register(conventionsPlugin);
  // Security headers on every answer (API, app files, uploads, docs, sandbox pages, 404s): helmet's set plus our CSP,
  // whose style-src names the inline <style> of the built pages and the sandbox gateway page by hash.
  await app.register(securityHeaders, { webDist: config.WEB_DIST, styles: [GATEWAY_PAGE_STYLE] });
  const redis = config.REDIS_URL ? await redisClient(config.REDIS_URL) : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  await app.register(rateLimit, {
    global: true,
    max: config.RATE_LIMIT_MAX,
    timeWindow: '1 minute',
    // The limit is for API calls: the web app's own files (scripts, images) are not counted, or
    // one page load of a lazy-loaded app would spend a player's budget.
    allowList: (req) => !isApiPath(req.url),
    // Counters shared by every server when Redis is configured; in memory otherwise.
    ...(redis ? { redis } : {}),
  });
  // The API documentation is public only where configured (API_DOCS; off by default in production).
  if (config.API_DOCS === 'on') await registerDocs(app);
  await app.register(authPlugin);
  // Chat sockets (modules/chat): registered before every route, as @fastify/websocket requires; frames of at most 64 KiB.
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  const chatBus: ChatBus = config.REDIS_URL ? await redisBus(config.REDIS_URL) : memoryBus();
  app.decorate('chatBus', chatBus);
  app.addHook('onClose', async () => chatBus.close());
  // Routes that end sessions (http/route.ts endsSessions) tell every server through the same bus (issue 23).
  app.decorate('sessionsChanged', (who: SessionKind) => chatBus.publish(SESSIONS_CHANNEL, { kind: 'sessions', who }));

  // Every module's and venue's routes (module-manifest.ts, registry.ts).
  for (const routes of playerRoutes()) await app.register(routes);
  // Operator API: login, then each manifest's operator routes under /admin/api/<segment>/ (modules/operators), with
  // the ledger's and the jobs' pages, which belong to the platform rather than to a module.
  await app.register(operatorApi, { modules: { ...operatorRoutes(), ledger: ledgerAdminRoutes, jobs: jobsAdminRoutes } });

  // A player-app path typed without its hash opens the app there (http/page-paths.ts).
  await app.register(pagePathRedirects);
  await app.register(fastifyStatic, { root: SEED_ASSETS_DIR, prefix: '/static/seed/', decorateReply: false });
  if (fs.existsSync(path.join(config.WEB_DIST, 'index.html'))) {
    // Every built file gets its own GET route, and each folder with an index.html its folder route: / (the member
    // app) and /venue/house/ (the house venue's game page); /venue/house/api/* are POST routes, so they never meet.
    await app.register(fastifyStatic, {
      root: config.WEB_DIST,
      prefix: '/',
      decorateReply: false,
      wildcard: false,
      // The build writes .br/.gz beside each asset (apps/web/scripts/precompress.mjs).
      preCompressed: true,
      setHeaders(reply, filePath) {
        // Hashed build assets never change; index.html must be revalidated to pick up a new build.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  if (fs.existsSync(path.join(config.ADMIN_DIST, 'index.html'))) await app.register(adminConsole, { root: config.ADMIN_DIST });
  return app;
}

/** The console's client-side routes (/admin/players/1…) get its index.html; /admin/api/* and missing assets do not. */
const ADMIN_NOT_A_PAGE = /^\/admin\/(api|assets)(\/|$)/;

/**
 * The operator console (apps/admin, issue 14) at /admin/: its built files, and index.html for every other page path
 * under /admin/ (the console routes in the browser). The API stays POST /admin/api/*, so any other request there
 * (an unknown path, a GET) still gets the JSON 404 envelope. Own scope: it decorates reply.sendFile for itself only.
 */
async function adminConsole(app: FastifyInstance, opts: { root: string }) {
  await app.register(fastifyStatic, {
    root: opts.root,
    prefix: '/admin/',
    wildcard: false,
    setHeaders(reply, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/admin/*', { schema: { hide: true } }, (req, reply) => {
    if (ADMIN_NOT_A_PAGE.test(req.url)) return reply.callNotFound();
    return reply.sendFile('index.html');
  });
}
