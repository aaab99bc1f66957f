import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { chatConversations, chatMessages } from '../../db/schema/index.js';
import { chatClient, helloed, listenLocal, type ChatClient } from '../../../test/chat-helpers.js';
import { useTestApp } from '../../../test/helpers.js';
import { pngBytes, uploadFile } from '../../../test/upload-helpers.js';
import { as, createPlayer, operatorToken, type Player } from '../../../test/wallet-helpers.js';

/**
 * Issue 23 findings 8 and 9, with real `ws` clients against the listening app: frames are refused by the same rules and
 * with the same codes as the same body over HTTP (nothing stored, never 500), and every frame kind has a budget
 * (typing and read marks at most once a second per conversation; frames per socket and per player).
 */
const t = useTestApp();
let base = '';
let ownerToken = '';
beforeAll(async () => {
  base = await listenLocal(t.app);
  ownerToken = await operatorToken(t);
});

const playerSocket = (p: Player) => helloed(`${base}/web/chat/socket`, p.token);
const operatorSocket = () => helloed(`${base}/admin/api/chat/socket`, ownerToken);

async function storedOf(conversationOf: { userId: number }): Promise<Array<string | null>> {
  const rows = await t.database.db
    .select({ text: chatMessages.text })
    .from(chatMessages)
    .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
    .where(eq(chatConversations.userId, conversationOf.userId));
  return rows.map((r) => r.text);
}

/** A send frame's outcome: 0 when stored (its echo came back), else the error code it was refused with. */
async function socketOutcome(c: ChatClient, frame: Record<string, unknown>): Promise<number> {
  const from = c.frames.length;
  c.send(frame);
  const answer = await c.waitFor((f) => (f.type === 'message' || f.type === 'error') && f.clientId === frame.clientId, 5000, from);
  return answer.type === 'message' ? 0 : (answer.code as number);
}

describe('frames follow the HTTP payload rules (finding 8)', () => {
  const bodies: Array<[string, Record<string, unknown>, number]> = [
    ['NUL in the text', { text: 'a\u0000b' }, 1000],
    ['ESC in the text', { text: 'red \u001b[31m alert' }, 1000],
    ['a bell and a backspace', { text: 'ding\u0007\u0008' }, 1000],
    ['neither text nor image', {}, 1902],
    ['only spaces', { text: '   ' }, 1902],
    ['1001 characters', { text: 'x'.repeat(1001) }, 1900],
    ['a foreign image', { image: 'https://evil.example/x.png' }, 1901],
  ];

  it('player: each bad send is refused with the code HTTP answers for the same body, names its clientId, stores nothing; the socket stays open', async () => {
    const p = await createPlayer(t, 'fr');
    const socket = await playerSocket(p);
    for (const [name, body, code] of bodies) {
      const http = await as(t, p)('/web/chat/send', body, { lang: 'en' });
      expect(http.body.code, `HTTP ${name}`).toBe(code);
      expect(await socketOutcome(socket, { type: 'send', clientId: `c${code}${name.length}`, ...body }), `socket ${name}`).toBe(code);
    }
    expect(await storedOf(p)).toEqual([]);
    // The error frame speaks the player's language (zh for this player), the socket is still usable.
    expect(socket.frames.find((f) => f.type === 'error' && f.code === 1000)).toMatchObject({ msg: '参数错误' });
    expect(await socketOutcome(socket, { type: 'send', clientId: 'fine', text: 'fine' })).toBe(0);
    expect(await storedOf(p)).toEqual(['fine']);
    await socket.close();
  });

  it('operator: the same bodies on the operator socket are refused with the codes of /admin/api/chat/reply', async () => {
    const p = await createPlayer(t, 'fr');
    expect((await as(t, p)('/web/chat/send', { text: 'question' })).body.code).toBe(0);
    const [conv] = await t.database.db.select().from(chatConversations).where(eq(chatConversations.userId, p.userId));
    const conversationId = conv!.id;
    const socket = await operatorSocket();
    for (const [name, body, code] of bodies.filter(([n]) => n !== 'a foreign image')) {
      const http = await t.call('/admin/api/chat/reply', { conversationId, ...body }, { token: ownerToken });
      expect(http.body.code, `HTTP ${name}`).toBe(code);
      expect(await socketOutcome(socket, { type: 'send', conversationId, clientId: `o${code}${name.length}`, ...body }), `socket ${name}`).toBe(code);
    }
    expect(await storedOf(p)).toEqual(['question']);
    await socket.close();
  });

  it('a lone surrogate gets the same answer on the socket as over HTTP (the payload layer decides for both)', async () => {
    const p = await createPlayer(t, 'fr');
    const socket = await playerSocket(p);
    const http = await as(t, p)('/web/chat/send', { text: 'half \ud800 a pair', clientId: 'h1' });
    expect(await socketOutcome(socket, { type: 'send', clientId: 'h2', text: 'half \ud800 a pair' })).toBe(http.body.code);
    expect(http.body.code).not.toBe(500);
    await socket.close();
  });

  it('frames that are not JSON, of no known type, or with a control character elsewhere: 1903 or 1000, the socket stays', async () => {
    const p = await createPlayer(t, 'fr');
    const socket = await playerSocket(p);
    const answers: unknown[] = [];
    for (const raw of ['not json', JSON.stringify({ type: 'shout' }), JSON.stringify({ type: 'read', upTo: 'x\u0000' })]) {
      const from = socket.frames.length;
      socket.sendRaw(raw);
      answers.push((await socket.waitFor((f) => f.type === 'error', 5000, from)).code);
    }
    expect(answers).toEqual([1903, 1903, 1000]);
    socket.send({ type: 'ping' });
    await socket.waitFor((f) => f.type === 'pong');
    await socket.close();
  });
});

describe('every frame kind has a budget (finding 9)', () => {
  /** Sends `n` frames made by `make` on each socket as fast as the client can. */
  const flood = (sockets: ChatClient[], n: number, make: (i: number) => Record<string, unknown>) => {
    for (let i = 0; i < n; i++) for (const s of sockets) s.send(make(i));
  };
  /** Every frame a socket was sent before this has been handled (ping answered: frames are handled in order). */
  const drained = async (c: ChatClient) => {
    await expect
      .poll(
        async () => {
          const from = c.frames.length;
          c.send({ type: 'ping' });
          return c.waitFor((f) => f.type === 'pong', 500, from).then(
            () => true,
            () => false,
          );
        },
        { timeout: 15_000, interval: 200 },
      )
      .toBe(true);
  };

  it('6,000 read and typing frames from two sockets of one player: at most one read write and one typing fan-out a second; the last mark is kept', async () => {
    const p = await createPlayer(t, 'bu');
    const operator = await operatorSocket();
    const sockets = [await playerSocket(p), await playerSocket(p)];
    sockets[0]!.send({ type: 'send', clientId: 'first', text: 'hello' });
    const first = await operator.waitFor((f) => f.type === 'message' && f.clientId === 'first');
    const conversationId = first.conversationId as number;
    const from = operator.frames.length;
    const started = performance.now();
    flood(sockets, 1500, (i) => (i % 2 ? { type: 'typing' } : { type: 'read', upTo: i + 1 }));
    flood(sockets, 1500, () => ({ type: 'typing' }));
    await Promise.all(sockets.map(drained));
    // A mark sent after the flood is written (within the next window), and is the one the operator hears last.
    sockets[1]!.send({ type: 'read', upTo: 10_000 });
    await operator.waitFor((f) => f.type === 'read' && f.upTo === 10_000, 5000, from);
    const seconds = (performance.now() - started) / 1000;
    const news = operator.frames.slice(from).filter((f) => f.conversationId === conversationId);
    const reads = news.filter((f) => f.type === 'read').length;
    const typings = news.filter((f) => f.type === 'typing').length;
    console.log(`[chat budget] 6,000 frames in ${seconds.toFixed(1)} s → ${reads} read writes, ${typings} typing fan-outs to the operator`);
    expect(reads).toBeLessThanOrEqual(Math.floor(seconds) + 2);
    expect(typings).toBeLessThanOrEqual(Math.floor(seconds) + 2);
    const [conv] = await t.database.db.select().from(chatConversations).where(eq(chatConversations.id, conversationId));
    expect(conv!.playerReadUpTo).toBe(10_000);
    // The flooding sockets were told they were over budget, at most once a second each.
    for (const s of sockets) {
      const notices = s.frames.filter((f) => f.type === 'error' && f.code === 1905).length;
      expect(notices).toBeGreaterThan(0);
      expect(notices).toBeLessThanOrEqual(Math.floor(seconds) + 1);
    }
    for (const s of [...sockets, operator]) await s.close();
  });

  it('an operator typing flood reaches the player at most once a second', async () => {
    const p = await createPlayer(t, 'bu');
    const player = await playerSocket(p);
    const operator = await operatorSocket();
    player.send({ type: 'send', clientId: 'q', text: 'question' });
    const seen = await operator.waitFor((f) => f.type === 'message' && f.clientId === 'q');
    const started = performance.now();
    flood([operator], 2000, () => ({ type: 'typing', conversationId: seen.conversationId }));
    await drained(operator);
    await player.waitFor((f) => f.type === 'typing');
    const seconds = (performance.now() - started) / 1000;
    const typings = player.frames.filter((f) => f.type === 'typing').length;
    expect(typings).toBeLessThanOrEqual(Math.floor(seconds) + 2);
    await player.close();
    await operator.close();
  });

  it('frames per socket and per player: 4 sockets × 1,000 pings answered within the player’s budget (80 at once, 20 a second)', async () => {
    const p = await createPlayer(t, 'bu');
    const sockets = await Promise.all([1, 2, 3, 4].map(() => playerSocket(p)));
    const started = performance.now();
    flood(sockets, 1000, () => ({ type: 'ping' }));
    await Promise.all(sockets.map(drained));
    const seconds = (performance.now() - started) / 1000;
    const pongs = sockets.reduce((n, s) => n + s.frames.filter((f) => f.type === 'pong').length, 0);
    console.log(`[chat budget] 4,000 pings in ${seconds.toFixed(1)} s → ${pongs} answered`);
    // Each drained() ping counts too; the bound is the person's bucket plus its refill over the time taken.
    expect(pongs).toBeLessThanOrEqual(80 + Math.ceil(20 * seconds) + 4);
    expect(pongs).toBeGreaterThan(0);
    for (const s of sockets) await s.close();
  });

  it('sends count per player across sockets too (chat_send_per_minute = 30)', async () => {
    const p = await createPlayer(t, 'bu');
    const sockets = [await playerSocket(p), await playerSocket(p)];
    for (let i = 0; i < 20; i++) for (const [k, s] of sockets.entries()) s.send({ type: 'send', clientId: `s${k}-${i}`, text: `m${k}-${i}` });
    const last = (k: number) => (f: Record<string, unknown>) => f.clientId === `s${k}-19` && (f.type === 'error' || f.type === 'message');
    await Promise.all(sockets.map((s, k) => s.waitFor(last(k), 10_000)));
    expect((await storedOf(p)).length).toBe(30);
    const refused = sockets.flatMap((s) => s.frames.filter((f) => f.type === 'error' && f.code === 1905 && f.clientId));
    expect(refused).toHaveLength(10);
    for (const s of sockets) await s.close();
  });

  it('an upload image send still works through the frame rules (own upload accepted)', async () => {
    const p = await createPlayer(t, 'bu');
    const socket = await playerSocket(p);
    const own = (await uploadFile(t, pngBytes('frame'), 'f.png', { token: p.token })).json().data.url as string;
    expect(await socketOutcome(socket, { type: 'send', clientId: 'img', image: own })).toBe(0);
    await socket.close();
  });
});

describe('hello before anything (unchanged)', () => {
  it('a frame flood before hello is not handled: the socket is refused at its first frame', async () => {
    const c = await chatClient(`${base}/web/chat/socket`);
    for (let i = 0; i < 100; i++) c.send({ type: 'ping' });
    expect(await c.closed).toBe(4401);
    expect(c.frames.filter((f) => f.type === 'pong')).toHaveLength(0);
  });
});
