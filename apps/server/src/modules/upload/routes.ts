import fs from 'node:fs';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { MAX_IMAGE_BYTES, uploadFileOutput } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../core/errors.js';
import { post } from '../../http/route.js';
import { recordUpload, saveImage, uploadsDir } from './service.js';

/** /web/upload/uploadFile (member): one image in multipart field `file`; served back under /uploads/. */
export async function uploadRoutes(app: FastifyInstance) {
  await app.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 5 } });
  post(app, {
    path: '/web/upload/uploadFile',
    summary: 'Upload a png/jpg/jpeg image (≤ 15 MB, checked by its bytes) in multipart field `file`',
    tags: ['upload'],
    output: uploadFileOutput,
    handler: async (req) => {
      if (!req.isMultipart()) throw new AppError('invalidParams', { fields: [{ field: 'file', message: 'multipart field file required' }] });
      const part = await req.file();
      if (!part || part.fieldname !== 'file') throw new AppError('invalidParams', { fields: [{ field: 'file', message: 'required' }] });
      // toBuffer throws a 413 past the size limit, which the error handler answers as payloadTooLarge.
      const saved = await saveImage(app.config.DATA_DIR, await part.toBuffer());
      // Who uploaded it: vouchers and QR images must be the player's own uploads (deposit, payout accounts).
      await recordUpload(app.db, req.user!.userId, saved.url);
      return saved;
    },
  });
  const root = uploadsDir(app.config.DATA_DIR);
  fs.mkdirSync(root, { recursive: true });
  await app.register(fastifyStatic, { root, prefix: '/uploads/', decorateReply: false, index: false, list: false });
}
