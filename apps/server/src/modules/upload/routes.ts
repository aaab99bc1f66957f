import fs from 'node:fs';
import path from 'node:path';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { MAX_IMAGE_BYTES, uploadFileOutput } from '@app/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../core/errors.js';
import { post } from '../../http/route.js';
import { findOperatorSession } from '../operators/service.js';
import { findSession } from '../session/service.js';
import { checkQuota, saveUpload, uploadOwner, uploadsDir } from './service.js';

const UPLOAD_NAME = /^[0-9a-f]{32}\.(png|jpg)$/;
/** What an upload may do once in a browser: be shown as an image, nothing else (no script, no frame, no plugin). */
const UPLOAD_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox; frame-ancestors 'self'";

/**
 * /web/upload/uploadFile (member): one image in multipart field `file`, streamed to disk and checked on the way.
 * GET /uploads/<name>: the file, to its uploader (player `token` header) or an operator (operator `token`) only;
 * anyone else gets 404, as for a missing file (vouchers and payout QR codes are private; design.md §6).
 */
export async function uploadRoutes(app: FastifyInstance) {
  await app.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 5 } });
  post(app, {
    path: '/web/upload/uploadFile',
    summary: 'Upload a png/jpg/jpeg image (≤ 15 MB, its whole structure checked) in multipart field `file`; per-player daily count and quota',
    tags: ['upload'],
    output: uploadFileOutput,
    handler: async (req) => {
      if (!req.isMultipart()) throw new AppError('invalidParams', { fields: [{ field: 'file', message: 'multipart field file required' }] });
      const userId = req.user!.userId;
      await checkQuota(app.db, userId, app.deps.now());
      const part = await req.file();
      if (!part || part.fieldname !== 'file') throw new AppError('invalidParams', { fields: [{ field: 'file', message: 'required' }] });
      return saveUpload(app.db, app.config.DATA_DIR, userId, part.file, app.deps.now());
    },
  });

  const root = uploadsDir(app.config.DATA_DIR);
  fs.mkdirSync(root, { recursive: true });
  removeStaleParts(root, app.deps.now());
  await app.register(async (scope) => {
    await scope.register(fastifyStatic, { root, serve: false, decorateReply: true, index: false, list: false });
    scope.get('/uploads/:name', { schema: { hide: true } }, async (req, reply) => {
      const name = (req.params as { name: string }).name;
      if (!UPLOAD_NAME.test(name) || !(await mayRead(app, req, name))) return reply.status(404).type('text/plain; charset=utf-8').send('Not Found');
      return reply
        .header('cache-control', 'private, max-age=3600')
        .header('content-security-policy', UPLOAD_CSP)
        .header('x-content-type-options', 'nosniff')
        .sendFile(name);
    });
  });
}

/** The uploader (player session) or any operator session. */
async function mayRead(app: FastifyInstance, req: FastifyRequest, name: string): Promise<boolean> {
  const token = req.headers.token;
  if (typeof token !== 'string' || token.length === 0 || token.length > 200) return false;
  const now = app.deps.now();
  const owner = await uploadOwner(app.db, name);
  if (owner === null) return false;
  const player = await findSession(app.db, token, now);
  if (player) return player.userId === owner;
  return (await findOperatorSession(app.db, token, now)) !== null;
}

/** Temporary files of uploads cut short by a stop (saveUpload removes its own otherwise), once they are an hour old. */
function removeStaleParts(root: string, now: Date) {
  for (const name of fs.readdirSync(root)) {
    if (!name.startsWith('.part-')) continue;
    const file = path.join(root, name);
    if (now.getTime() - fs.statSync(file).mtimeMs > 60 * 60 * 1000) fs.rmSync(file, { force: true });
  }
}
