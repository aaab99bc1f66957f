import type { FastifyRequest } from 'fastify';
import { errorKeyOf, textFaultAt } from '@app/shared';
import type { z } from 'zod';
import { AppError } from '../core/errors.js';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The payload of a call, wherever the client put it (design.md §4 / spec.md §7): query string,
 * JSON (or form) body, or a `/{value}` path suffix naming one field. The body wins over the
 * query for the same field. Empty strings count as absent: the client sends empty values as ''.
 */
export function collectPayload(req: FastifyRequest, suffixField?: string): Record<string, unknown> {
  const merged: Record<string, unknown> = {};
  const sources = [req.query, req.body];
  for (const source of sources) {
    if (!isPlainObject(source)) continue;
    for (const [key, value] of Object.entries(source)) {
      if (value === '' || value === undefined) continue;
      merged[key] = value;
    }
  }
  const params = req.params as Record<string, string | undefined> | undefined;
  if (suffixField && params?.suffix !== undefined && params.suffix !== '') merged[suffixField] = params.suffix;
  return merged;
}

/**
 * Validates a payload against a request schema. A rule that names a catalogue key (packages/shared
 * validation, e.g. `passwordsInconsistent`) answers with that key; any other failure is
 * `invalidParams`. Either way `data.fields` lists the failing fields.
 *
 * First, for every field of every route (body, query string and path suffix alike): the text rule of
 * packages/shared validation/text.ts (`textFaultAt`: no control character, no lone surrogate), so a NUL or a
 * `"\ud800"` never reaches PostgreSQL as a 500. Socket frames are payloads too: they go through here as well.
 */
export function parseInput<S extends z.ZodType>(schema: S, payload: unknown): z.infer<S> {
  const fault = textFaultAt(payload);
  if (fault) throw new AppError('invalidParams', { fields: [fault] });
  const result = schema.safeParse(payload);
  if (result.success) return result.data;
  const fields = result.error.issues.map((issue) => ({
    field: issue.path.join('.'),
    message: issue.message,
  }));
  throw new AppError(errorKeyOf(result.error.issues) ?? 'invalidParams', { fields });
}
