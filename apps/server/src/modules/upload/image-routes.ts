import multipart, { type MultipartFile } from '@fastify/multipart';
import { adminUploadImageOutput, MAX_IMAGE_BYTES } from '@app/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../core/errors.js';
import { actorOf, operatorPost, type Permission } from '../../platform/index.js';
import { savePublicImage } from './service.js';

/** One file of at most MAX_IMAGE_BYTES per request (players' and operators' uploads alike). */
export const MULTIPART_LIMITS = { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 5 };

/**
 * The multipart field `file` of an upload request; `beforeReading` runs once the request is known to be multipart and
 * before any of the file is read (a player's quota).
 */
export async function filePart(req: FastifyRequest, beforeReading?: () => Promise<void>): Promise<MultipartFile> {
  if (!req.isMultipart()) throw new AppError('invalidParams', { fields: [{ field: 'file', message: 'multipart field file required' }] });
  await beforeReading?.();
  const part = await req.file();
  if (!part || part.fieldname !== 'file') throw new AppError('invalidParams', { fields: [{ field: 'file', message: 'required' }] });
  return part;
}

/**
 * An operator route (inside a module's admin-routes.ts) taking one png/jpg/jpeg in multipart field `file` and storing
 * it as a public image (savePublicImage: the players' upload checks, a content-hash name, audited as `action`);
 * answers `{ url }` (/media/…) to put in the row that shows it. Multipart parsing is registered for this route only.
 */
export async function operatorImageUpload(app: FastifyInstance, route: { path: string; permission: Permission; action: string; summary: string }): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: MULTIPART_LIMITS });
    operatorPost(scope, {
      path: route.path,
      permission: route.permission,
      summary: route.summary,
      tags: ['admin'],
      output: adminUploadImageOutput,
      handler: async (req) => {
        const part = await filePart(req);
        return savePublicImage(app.db, app.config.DATA_DIR, actorOf(req), route.action, { file: part.file, filename: part.filename });
      },
    });
  });
}
