import { vi } from 'vitest';

export interface Call {
  url: string;
  headers: Record<string, string>;
  body: Record<string, unknown>;
}

/**
 * Stubs fetch with the operator API's envelopes: `answers[path]` (path after /admin/api/) gives the envelope, or a
 * function of the body (a JSON body parsed, a multipart one as its fields). Records every call.
 */
type Answer = { code: number; msg: string; data: unknown };
/** A function may also answer a whole Response (a CSV export's file). */
export function stubApi(answers: Record<string, Answer | ((body: Record<string, unknown>) => Answer | Response)>): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      // A multipart upload is recorded as its fields (`file`: the File sent).
      const body = init.body instanceof FormData ? Object.fromEntries(init.body) : init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
      calls.push({ url, headers: init.headers as Record<string, string>, body });
      const path = url.replace(/^\/admin\/api\//, '');
      // Venue and game names (components/codes) are asked for by most pages: none, unless a test gives them.
      const answer = answers[path] ?? (path === 'lobby/names' ? ok({ venues: [], games: [] }) : undefined);
      if (answer === undefined) return new Response(JSON.stringify({ code: 1002, msg: 'Not found', data: null }), { status: 404 });
      const envelope = typeof answer === 'function' ? answer(body) : answer;
      if (envelope instanceof Response) return envelope;
      return new Response(JSON.stringify(envelope), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

export const ok = (data: unknown): Answer => ({ code: 0, msg: 'success', data });
