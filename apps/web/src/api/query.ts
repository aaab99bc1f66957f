import type { Envelope } from './request';

/** A code ≠ 0 answer; the request helper has already shown its msg (spec.md §7). */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

/** For query functions: the data of a code-0 envelope, else an ApiError (so react-query sees a failure). */
export async function dataOf<T>(pending: Promise<Envelope<T>>): Promise<T> {
  const envelope = await pending;
  if (envelope.code !== 0) throw new ApiError(envelope.code, envelope.msg);
  return envelope.data;
}
