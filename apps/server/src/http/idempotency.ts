import type { FastifyRequest } from 'fastify';
import { AppError } from '../core/errors.js';

const KEY_PATTERN = /^[A-Za-z0-9_.:-]{1,100}$/;

/** The `Idempotency-Key` header of a money call, or null when absent (a malformed one is refused). */
export function idempotencyKeyOf(req: FastifyRequest): string | null {
  const raw = req.headers['idempotency-key'];
  if (raw === undefined || raw === '') return null;
  if (typeof raw !== 'string' || !KEY_PATTERN.test(raw))
    throw new AppError('invalidParams', { fields: [{ field: 'Idempotency-Key', message: 'expected 1-100 of A-Z a-z 0-9 _ . : -' }] });
  return raw;
}
