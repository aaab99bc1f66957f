import { z } from 'zod';

/** Every answer is `{ code, msg, data }` (design.md §4); code 0 is success. */
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

/** A handler returns plain data, or `answer(msg, data)` when the message itself carries meaning. */
export class Answer<T> {
  constructor(
    readonly msg: string,
    readonly data: T,
  ) {}
}

export function answer<T>(msg: string, data: T): Answer<T> {
  return new Answer(msg, data);
}

export function ok<T>(data: T, msg = 'success'): Envelope<T> {
  return { code: 0, msg, data };
}

/** OpenAPI description of an enveloped answer (the docs only; serialisation is plain JSON). */
export function envelopeSchema(data: z.ZodType = z.null()) {
  return z.object({ code: z.number().int(), msg: z.string(), data });
}
