import fs from 'node:fs';
import path from 'node:path';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { uploadFileOutput } from '@app/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { post } from '../../http/route.js';
import { findOperatorSession, mayActBeyondEnrolment } from '../operators/service.js';
import { findSession } from '../session/service.js';
import { filePart, MULTIPART_LIMITS } from './image-routes.js';
import { checkQuota, publicImagesDir, saveUpload, uploadOwner, uploadsDir } from './service.js';

const UPLOAD_NAME = /^[0-9a-f]{32}\.(png|jpg)$/;
/** Operators' public images: named by the SHA-256 of their bytes, so a URL's content never changes. */
const PUBLIC_IMAGE_NAME = /^[0-9a-f]{64}\.(png|jpg)$/;
/** What an upload may do once in a browser: be shown as an image, nothing else (no script, no frame, no plugin). */
const UPLOAD_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox; frame-ancestors 'self'";

/**
 * /web/upload/uploadFile (member): one image in multipart field `file`, streamed to disk and checked on the way.
 * GET /uploads/<name>: the file, to its uploader (player `token` header) or an operator (operator `token`) only;
 * anyone else gets 404, as for a missing file (vouchers and payout QR codes are private; design.md §6).
 * GET /media/<sha256>.<ext>: an operator's public image (banners, deposit QR codes; image-routes.ts), to anyone,
 * cached for a year (the name is the content).
 */
export async function uploadRoutes(app: FastifyInstance) {
  await app.register(multipart, { limits: MULTIPART_LIMITS });
  post(app, {
    path: '/web/upload/uploadFile',
    summary: 'Upload a png/jpg/jpeg image (≤ 15 MB, its whole structure checked) in multipart field `file`; per-player daily count and quota',
    tags: ['upload'],
    output: uploadFileOutput,
    handler: async (req) => {
      const userId = req.user!.userId;
      const part = await filePart(req, () => checkQuota(app.db, userId, app.deps.now()));
      return saveUpload(app.db, app.config.DATA_DIR, userId, part.file, app.deps.now());
    },
  });

  const root = uploadsDir(app.config.DATA_DIR);
  fs.mkdirSync(root, { recursive: true });
  removeStaleParts(root, app.deps.now());
  await app.register(async (scope) => {
    // cacheControl off: the cache-control set below is the answer's (fastify-static would replace it with its own).
    await scope.register(fastifyStatic, { root, serve: false, decorateReply: true, index: false, list: false, cacheControl: false });
    scope.get('/uploads/:name', { schema: { hide: true } }, async (req, reply) => {
      const name = (req.params as { name: string }).name;
      if (!UPLOAD_NAME.test(name) || !(await mayRead(app, req, name))) return notFound(reply);
      return imageReply(reply, 'private, max-age=3600').sendFile(name);
    });
  });

  const media = publicImagesDir(app.config.DATA_DIR);
  fs.mkdirSync(media, { recursive: true });
  removeStaleParts(media, app.deps.now());
  await app.register(async (scope) => {
    await scope.register(fastifyStatic, { root: media, serve: false, decorateReply: true, index: false, list: false, cacheControl: false });
    scope.get('/media/:name', { schema: { hide: true } }, async (req, reply) => {
      const name = (req.params as { name: string }).name;
      if (!PUBLIC_IMAGE_NAME.test(name)) return notFound(reply);
      return imageReply(reply, 'public, max-age=31536000, immutable').sendFile(name);
    });
  });
}

const notFound = (reply: FastifyReply) => reply.status(404).type('text/plain; charset=utf-8').send('Not Found');

/** An image answer: shown as an image and nothing else (UPLOAD_CSP, nosniff); the type follows the extension. */
function imageReply(reply: FastifyReply, cacheControl: string): FastifyReply {
  return reply.header('cache-control', cacheControl).header('content-security-policy', UPLOAD_CSP).header('x-content-type-options', 'nosniff');
}

/**
 * The uploader (player session) or an operator session that may act beyond enrolling (with OPERATOR_2FA=required:
 * one that proved the second factor; issue 23 item 1).
 */
async function mayRead(app: FastifyInstance, req: FastifyRequest, name: string): Promise<boolean> {
  const token = req.headers.token;
  if (typeof token !== 'string' || token.length === 0 || token.length > 200) return false;
  const now = app.deps.now();
  const owner = await uploadOwner(app.db, name);
  if (owner === null) return false;
  const player = await findSession(app.db, token, now);
  if (player) return player.userId === owner;
  const operator = await findOperatorSession(app.db, token, now);
  return operator !== null && mayActBeyondEnrolment(operator, app.config.OPERATOR_2FA);
}

/** Temporary files of uploads cut short by a stop (saveUpload removes its own otherwise), once they are an hour old. */
function removeStaleParts(root: string, now: Date) {
  for (const name of fs.readdirSync(root)) {
    if (!name.startsWith('.part-')) continue;
    const file = path.join(root, name);
    if (now.getTime() - fs.statSync(file).mtimeMs > 60 * 60 * 1000) fs.rmSync(file, { force: true });
  }
}
