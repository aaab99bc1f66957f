import type { FastifyInstance } from 'fastify';

/**
 * The player app routes on the hash (`/#/pages/help/help`, spec.md §2). A link or bookmark without the hash
 * (`/pages/help/help?x=1`) would otherwise meet the API's JSON 404: it is sent to the same path behind the hash,
 * query kept, so the app's router opens the screen. Every §2 path is under /pages/ except the two location pages
 * (apps/web/src/app/paths.ts); API paths (/web/, /admin/, /venue/) and any other unknown path keep the 404 envelope.
 */
const OTHER_PAGE_PATHS = ['/choose-location', '/open-location'];

export async function pagePathRedirects(app: FastifyInstance): Promise<void> {
  // Not part of the API: kept out of the OpenAPI document.
  const opts = { schema: { hide: true } };
  const toHash = (url: string) => `/#${url}`;
  app.get('/pages/*', opts, (req, reply) => reply.redirect(toHash(req.url), 302));
  for (const url of OTHER_PAGE_PATHS) app.get(url, opts, (req, reply) => reply.redirect(toHash(req.url), 302));
}
