import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';

/** A chat socket client for tests: every frame received, and a wait for one matching a test. */
export interface ChatClient {
  frames: Array<Record<string, unknown>>;
  send(frame: Record<string, unknown>): void;
  /** Sends this text as one frame, as it is (not JSON-encoded). */
  sendRaw(text: string): void;
  /** The first frame received at or after index `from` that matches; waits up to `ms`. */
  waitFor(match: (f: Record<string, unknown>) => boolean, ms?: number, from?: number): Promise<Record<string, unknown>>;
  messages(): Array<{ id: number; from: string; text: string | null; clientId?: string }>;
  close(): Promise<void>;
  closed: Promise<number>;
}

/** The app listening on a free local port (sockets need a real server); returns its ws:// base. */
export async function listenLocal(app: FastifyInstance): Promise<string> {
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return address.replace(/^http/, 'ws');
}

export async function chatClient(url: string): Promise<ChatClient> {
  const ws = new WebSocket(url);
  const frames: Array<Record<string, unknown>> = [];
  const waiters = new Set<() => void>();
  ws.on('message', (data) => {
    frames.push(JSON.parse(String(data)) as Record<string, unknown>);
    for (const w of [...waiters]) w();
  });
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  return {
    frames,
    closed,
    send: (frame) => ws.send(JSON.stringify(frame)),
    sendRaw: (text) => ws.send(text),
    waitFor(match, ms = 5000, from = 0) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const hit = frames.slice(from).find(match);
          if (!hit) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(hit);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching frame in ${ms} ms; got ${JSON.stringify(frames).slice(-2000)}`));
        }, ms);
        waiters.add(check);
        check();
      });
    },
    messages: () =>
      frames
        .filter((f) => f.type === 'message')
        .map((f) => ({ ...(f.message as { id: number; from: string; text: string | null }), ...(f.clientId ? { clientId: f.clientId as string } : {}) })),
    async close() {
      if (ws.readyState === ws.CLOSED) return;
      ws.close();
      await closed;
    },
  };
}

/** A socket that said hello with `token` and was answered `ready`. */
export async function helloed(url: string, token: string): Promise<ChatClient> {
  const c = await chatClient(url);
  c.send({ type: 'hello', token });
  await c.waitFor((f) => f.type === 'ready');
  return c;
}

/** The close code of a socket that closes within `ms`, and how long it took; rejects when it stays open. */
export async function closesWithin(c: ChatClient, ms: number): Promise<{ code: number; afterMs: number }> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const open = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`socket still open after ${ms} ms; frames: ${JSON.stringify(c.frames).slice(-500)}`)), ms);
  });
  try {
    const code = await Promise.race([c.closed, open]);
    return { code, afterMs: Math.round(performance.now() - started) };
  } finally {
    clearTimeout(timer);
  }
}
