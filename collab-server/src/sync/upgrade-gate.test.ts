import { EventEmitter } from 'node:events';
import { createServer, type IncomingMessage, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import type { RoomManager } from './rooms';
import { SocketSlots, UpgradesInFlight } from './slots';
import { gateUpgrades, sessionIdOf, syncDocumentKey, UPGRADES_PER_TURN } from './upgrade-gate';

const plain = { publicUrl: null };

function fakeRequest(headers: string[], encrypted = false): IncomingMessage {
  return { rawHeaders: headers, socket: { encrypted } } as unknown as IncomingMessage;
}

describe('syncDocumentKey', () => {
  it('names the document of a sync path, and nothing for other paths', () => {
    expect(syncDocumentKey('/sync/0a0d9b65-839d-404d-9e06-b8347f03f63b')).toBe(
      'plan:0a0d9b65-839d-404d-9e06-b8347f03f63b',
    );
    expect(syncDocumentKey('/sync/listing/abc?x=1')).toBe('listing:abc');
    expect(syncDocumentKey('/api/plans')).toBeNull();
    expect(syncDocumentKey('/sync/')).toBeNull();
    expect(syncDocumentKey('/sync/a/b/c')).toBeNull();
    expect(syncDocumentKey(undefined)).toBeNull();
  });
});

describe('sessionIdOf', () => {
  it('reads the id part of the session cookie, wherever it stands among the cookies', () => {
    expect(sessionIdOf(fakeRequest(['Cookie', 'session=abc123.secret']), plain)).toBe('abc123');
    expect(sessionIdOf(fakeRequest(['Host', 'x', 'cookie', 'theme=dark; session=abc.def; z=1']), plain)).toBe(
      'abc',
    );
  });

  it('does not take another cookie that ends in "session", or a header that is not Cookie', () => {
    expect(sessionIdOf(fakeRequest(['Cookie', 'xsession=abc.def']), plain)).toBeNull();
    expect(sessionIdOf(fakeRequest(['X-Cookie', 'session=abc.def']), plain)).toBeNull();
    expect(sessionIdOf(fakeRequest([]), plain)).toBeNull();
  });

  it('reads the __Host- cookie when the site is served over https', () => {
    const secure = { publicUrl: 'https://confetti.example' };
    expect(sessionIdOf(fakeRequest(['Cookie', '__Host-session=abc.def']), secure)).toBe('abc');
    expect(sessionIdOf(fakeRequest(['Cookie', 'session=abc.def']), secure)).toBeNull();
    expect(sessionIdOf(fakeRequest(['Cookie', '__Host-session=abc.def'], true), plain)).toBe('abc');
  });
});

describe('gateUpgrades', () => {
  let server: Server | null = null;
  afterEach(async () => {
    await new Promise((resolve) => server?.close(resolve));
    server = null;
  });

  /** A server whose upgrade handling (the app's, in the product) takes `ms` and then answers 403. */
  async function gated(ms: number, coolingDown = false, slots?: SocketSlots) {
    const seen: number[] = [];
    let turn = 0;
    const countTurns = () => {
      turn += 1;
      if (server) setImmediate(countTurns);
    };
    server = createServer();
    server.on('upgrade', async (_req: IncomingMessage, socket: Duplex) => {
      seen.push(turn);
      await new Promise((r) => setTimeout(r, ms));
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
    });
    const rooms = {
      slots: slots ?? { sessionCoolingDown: () => coolingDown, sessionAtLimit: () => false },
      upgrades: new UpgradesInFlight({ upgradesInFlightPerSession: 3 }),
    } as unknown as RoomManager;
    gateUpgrades(server, rooms, plain);
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    setImmediate(countTurns);
    return { seen, port: (server.address() as AddressInfo).port };
  }

  function upgrade(port: number, cookie: string): Promise<{ status: number; body: string }> {
    return new Promise((resolve, reject) => {
      const req = request({
        port,
        host: '127.0.0.1',
        path: '/sync/0a0d9b65-839d-404d-9e06-b8347f03f63b',
        headers: { Connection: 'Upgrade', Upgrade: 'websocket', Cookie: cookie },
      });
      req.on('response', (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => {
          body += chunk.toString();
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      req.end();
    });
  }

  it('refuses upgrades past those in progress for a session, with a reason, and passes the rest on', async () => {
    const { seen, port } = await gated(100);
    const answers = await Promise.all(Array.from({ length: 10 }, () => upgrade(port, 'session=s1.secret')));
    expect(seen).toHaveLength(3);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(7);
    for (const r of refused)
      expect(JSON.parse(r.body)).toEqual({
        detail: 'Too many connection attempts at once. Please wait a moment.',
      });
    expect(answers.filter((a) => a.status === 403)).toHaveLength(3);
    // Another session is counted on its own; once the first session's upgrades ended, it may again.
    expect((await upgrade(port, 'session=s2.secret')).status).toBe(403);
    expect((await upgrade(port, 'session=s1.secret')).status).toBe(403);
  });

  it('refuses a session that is cooling down before any work', async () => {
    const { seen, port } = await gated(0, true);
    const answer = await upgrade(port, 'session=s1.secret');
    expect(answer.status).toBe(429);
    expect(JSON.parse(answer.body).detail).toBe(
      'Your last connection to this plan was closed. Please wait a moment.',
    );
    expect(seen).toHaveLength(0);
  });

  it('refuses a session whose user holds as many sockets on the plan as allowed, before any work', async () => {
    const slots = new SocketSlots({
      socketsPerPlan: 50,
      socketsPerUserPerPlan: 2,
      viewerSocketsPerPlan: 20,
      abuseCooldownMs: 10_000,
    });
    const { seen, port } = await gated(0, false, slots);
    const plan = 'plan:0a0d9b65-839d-404d-9e06-b8347f03f63b';
    const first = slots.take(plan, 'user-1', false, 's1');
    expect((await upgrade(port, 'session=s1.secret')).status).toBe(403); // one of two: on to the app
    expect(seen).toHaveLength(1);
    slots.take(plan, 'user-1', false, 's1');
    const answer = await upgrade(port, 'session=s1.secret');
    expect(answer.status).toBe(429);
    expect(JSON.parse(answer.body).detail).toBe(
      'You have too many open connections to this plan. Close a tab and try again.',
    );
    expect(seen).toHaveLength(1);
    // A socket closed: room for one more.
    if ('release' in first) first.release();
    expect((await upgrade(port, 'session=s1.secret')).status).toBe(403);
    expect(seen).toHaveLength(2);
  });

  it('hands a burst on a few per turn of the event loop', async () => {
    const { seen } = await gated(0);
    // Twelve upgrades in one go (as the poll phase delivers a burst): without cookies nothing is
    // refused at the door, so all go on, a few per turn.
    for (let i = 0; i < 12; i++) {
      const socket = Object.assign(new EventEmitter(), { destroyed: false, end() {} });
      server!.emit('upgrade', { url: '/sync/x', rawHeaders: [], socket: {} }, socket, Buffer.alloc(0));
    }
    await new Promise((r) => setTimeout(r, 50));
    expect(seen).toHaveLength(12);
    const perTurn = new Map<number, number>();
    for (const t of seen) perTurn.set(t, (perTurn.get(t) ?? 0) + 1);
    expect(Math.max(...perTurn.values())).toBe(UPGRADES_PER_TURN);
    expect(perTurn.size).toBe(Math.ceil(12 / UPGRADES_PER_TURN));
  });
});
