// The front door of the sync sockets, in front of the Hono app's upgrade handling. Two jobs:
//
// 1. Refuse floods for next to nothing. A session that is cooling down after an abusive close, whose
//    user already holds as many sockets on the plan as allowed, or that already has
//    `upgradesInFlightPerSession` upgrades in progress, is answered 429 from the raw request: no
//    Request object, no middleware, no database. Through the app each refusal cost
//    about a quarter of a millisecond of the one thread that also relays every plan's edits.
// 2. Take the rest a few at a time. Upgrades that arrive together are queued and handed to the app
//    `UPGRADES_PER_TURN` per turn of the event loop, so the messages of sockets already open are
//    read in between: a burst of 200 upgrades no longer holds everyone's edits back for tens of
//    milliseconds (the H1 benchmark's attack).
//
// Everything else about an upgrade (session, Origin, access, socket limits) stays in the route.
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Config } from '../config';
import { log } from '../log';
import { documentKey } from './room';
import type { RoomManager } from './rooms';
import { SLOT_REFUSALS } from './slots';

export const UPGRADES_PER_TURN = 4;

type UpgradeListener = (request: IncomingMessage, socket: Duplex, head: Buffer) => unknown;

/** `/sync/<planId>` → `plan:<planId>`, `/sync/<kind>/<id>` → `<kind>:<id>`; null for other paths. */
export function syncDocumentKey(url: string | undefined): string | null {
  const path = (url ?? '').split('?')[0]!;
  const parts = path.split('/');
  if (parts[1] !== 'sync') return null;
  if (parts.length === 3 && parts[2]) return documentKey('plan', parts[2]);
  if (parts.length === 4 && parts[2] && parts[3]) return documentKey(parts[2], parts[3]);
  return null;
}

/**
 * The session id of the request's session cookie (the part before the dot), if it has one. Reads
 * the raw header lines: `request.headers` would build an object of every header first, which is
 * most of what refusing a flooded upgrade costs.
 */
export function sessionIdOf(request: IncomingMessage, config: Pick<Config, 'publicUrl'>): string | null {
  const raw = request.rawHeaders;
  const secure = config.publicUrl
    ? config.publicUrl.startsWith('https:')
    : Boolean((request.socket as { encrypted?: boolean }).encrypted);
  const pattern = secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
  for (let i = 0; i + 1 < raw.length; i += 2) {
    if (raw[i]!.length !== 6 || raw[i]!.toLowerCase() !== 'cookie') continue;
    const match = pattern.exec(raw[i + 1]!);
    if (match) return match[1] || null;
  }
  return null;
}

/** The session id part (before the dot) of the `session` cookie, and of its `__Host-` form. */
const SESSION_COOKIE = /(?:^|;)\s*session=([^.;\s]*)/;
const SECURE_SESSION_COOKIE = /(?:^|;)\s*__Host-session=([^.;\s]*)/;

/** The two refusals, encoded once: a flood is answered with the same bytes again and again. */
const REFUSALS = {
  coolingDown: refusal(SLOT_REFUSALS.coolingDown),
  tooMany: refusal('Too many connection attempts at once. Please wait a moment.'),
  atLimit: refusal(SLOT_REFUSALS.userAtLimit),
};

function refusal(detail: string): Buffer {
  const body = JSON.stringify({ detail });
  return Buffer.from(
    `HTTP/1.1 429 Too Many Requests\r\nConnection: close\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

function refuse(socket: Duplex, response: Buffer): void {
  if (!socket.destroyed) socket.end(response);
}

/**
 * Puts the gate in front of the server's upgrade listeners (installed by `serve`). Call once,
 * after `serve` and before the server takes connections.
 */
export function gateUpgrades(server: Server, rooms: RoomManager, config: Pick<Config, 'publicUrl'>): void {
  const inner = server.listeners('upgrade') as UpgradeListener[];
  server.removeAllListeners('upgrade');
  const queue: Array<() => void> = [];
  let scheduled = false;

  const drain = () => {
    scheduled = false;
    for (let i = 0; i < UPGRADES_PER_TURN && queue.length > 0; i++) queue.shift()!();
    if (queue.length > 0) schedule();
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(drain);
  };

  const pass = async (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    for (const listener of inner) await listener.call(server, request, socket, head);
  };

  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const key = syncDocumentKey(request.url);
    const sessionId = key ? sessionIdOf(request, config) : null;
    let done: (() => void) | null = null;
    if (key && sessionId) {
      if (rooms.slots.sessionCoolingDown(key, sessionId)) {
        return refuse(socket, REFUSALS.coolingDown);
      }
      if (rooms.slots.sessionAtLimit(key, sessionId)) return refuse(socket, REFUSALS.atLimit);
      done = rooms.upgrades.begin(sessionId);
      if (!done) return refuse(socket, REFUSALS.tooMany);
      // However the upgrade ends (answered, upgraded, or the client gave up while it waited).
      socket.once('close', done);
    }
    queue.push(() => {
      if (socket.destroyed) {
        done?.();
        return;
      }
      pass(request, socket, head)
        .catch((err) => {
          log.error({ err, url: request.url }, 'sync upgrade failed');
          if (!socket.destroyed) socket.destroy();
        })
        .finally(() => done?.());
    });
    schedule();
  });
}
