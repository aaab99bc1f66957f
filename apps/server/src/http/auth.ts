import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { findSession, type SessionUser } from '../modules/session/service.js';
import { AppError } from '../core/errors.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on member paths by the auth hook; member handlers read the user from here only. */
    user: SessionUser | null;
  }
}

/**
 * Player API paths open to guests (spec.md §7 "Guest" plus system config, dictionaries and
 * verification codes). Everything else under /web/ needs a session: new endpoints are member-only
 * unless listed here, so forgetting a check fails closed.
 */
const GUEST_PREFIXES = ['/web/guest/', '/web/sys/sysConfig/', '/web/common/', '/web/sms/', '/web/email/'];
/** Payment providers call back without a player session; they are verified by signature instead. */
const PROVIDER_NOTIFY = /^\/web\/[A-Za-z0-9]+\/notify$/;

export function isMemberPath(url: string): boolean {
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  if (!path.startsWith('/web/')) return false;
  if (GUEST_PREFIXES.some((prefix) => path.startsWith(prefix))) return false;
  // The chat socket authenticates with its first frame (docs/chat-protocol.md): tokens stay out of URLs and headers.
  if (path === '/web/chat/socket') return false;
  return !PROVIDER_NOTIFY.test(path);
}

/** The session user of a request, or a 401 envelope. Guest routes that need a user call this. */
export async function requireUser(app: FastifyInstance, req: FastifyRequest): Promise<SessionUser> {
  if (req.user) return req.user;
  const token = req.headers.token;
  if (typeof token !== 'string' || token.length === 0 || token.length > 200) throw new AppError('notLoggedIn');
  const user = await findSession(app.db, token, app.deps.now());
  if (!user) throw new AppError('notLoggedIn');
  req.user = user;
  return user;
}

/** The `token` header hook (spec.md §7): member paths answer 401 without a live session. */
export const authPlugin = fp(async (app) => {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (req) => {
    if (isMemberPath(req.url)) await requireUser(app, req);
  });
});
