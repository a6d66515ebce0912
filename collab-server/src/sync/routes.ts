// The sync sockets: `/sync/<planId>` for a couple's plan, `/sync/<kind>/<id>` for a document of any
// other kind (a vendor's listing: `/sync/listing/<listingId>`). The upgrade request goes through the
// same checks as any request: session cookie (401), allowed Origin (403), the document kind's access
// rule (403), all before the document is loaded. A socket slot is taken in the same step that checks
// the limits (slots.ts), and given back when the TCP connection ends, however the upgrade or the
// socket ends. Then the socket becomes a SyncConnection on the document's room, closed when the
// session it was opened with ends. Floods (a session cooling down, or with too many upgrades in
// progress) are refused before they get here, by the server's upgrade gate (upgrade-gate.ts).
import type { IncomingMessage } from 'node:http';
import { upgradeWebSocket } from '@hono/node-server';
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { WSEvents } from 'hono/ws';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import { loadSession } from '../auth/middleware';
import { isAllowedOrigin } from '../config';
import type { AppEnv } from '../context';
import { requestOrigin } from '../http/security';
import { log } from '../log';
import { colorFor } from './awareness-identity';
import {
  CLOSE_ACCESS_REVOKED,
  CLOSE_DOCUMENT_TOO_LARGE,
  CLOSE_GOING_AWAY,
  CLOSE_RATE_LIMITED,
} from './close-codes';
import { SyncConnection } from './connection';
import { type DocumentKind, documentKey } from './room';
import type { Slot } from './slots';

/** Every kind's document ids are UUIDs. */
const DocumentIdParam = z.string().uuid();

/** The plan kind's sockets keep the short path of the original product. */
const PLAN_KIND = 'plan';

/** The slot each accepted upgrade holds, by request. */
const slotsByRequest = new WeakMap<Request, Slot>();

/**
 * Closes for costly misbehaviour (oversized or held-back updates, floods): reconnecting waits out a
 * cooldown. Malformed bytes cost little to refuse and may come from a buggy client, so they do not.
 */
const ABUSIVE_CLOSES = new Set([CLOSE_DOCUMENT_TOO_LARGE, CLOSE_RATE_LIMITED]);

/** Which document a socket path names: the plan at `/:planId`, another kind at `/:kind/:id`. */
function target(c: Context<AppEnv>): { kind: DocumentKind; id: string } | null {
  const kindName = c.req.param('kind') ?? PLAN_KIND;
  const rawId = c.req.param('id') ?? c.req.param('planId');
  if (c.req.param('kind') === PLAN_KIND) return null;
  const kind = c.get('deps').rooms.kind(kindName);
  const id = DocumentIdParam.safeParse(rawId);
  return kind && id.success ? { kind, id: id.data } : null;
}

export function syncRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/:kind/:id', ...documentSocket());
  app.get('/:planId', ...documentSocket());
  return app;
}

function documentSocket() {
  return [
    loadSession,
    async (c: Context<AppEnv>, next: () => Promise<void>) => {
      const deps = c.get('deps');
      if (!isAllowedOrigin(deps.config, c.req.header('origin'), requestOrigin(c.req.url))) {
        return c.json({ detail: 'Origin not allowed' }, 403);
      }
      const session = c.get('session');
      if (!session) return c.json({ detail: 'Not signed in' }, 401);
      const doc = target(c);
      const denied =
        doc?.kind.name === PLAN_KIND
          ? 'You do not have access to this plan.'
          : 'You do not have access to this document.';
      if (!doc) return c.json({ detail: denied }, 403);
      // Past a limit whatever the role: refused before the access lookup costs a query.
      const early = deps.rooms.slots.refusalBeforeAccess(documentKey(doc.kind.name, doc.id), session.user.id);
      if (early) return c.json({ detail: early }, 429);
      const access = await doc.kind.access(doc.id, session.user.id);
      if (!access) return c.json({ detail: denied }, 403);
      // No await between this check and the count: simultaneous upgrades cannot all pass it.
      const slot = deps.rooms.slots.take(
        documentKey(doc.kind.name, doc.id),
        session.user.id,
        !access.canEdit,
        session.id,
      );
      if ('refused' in slot) return c.json({ detail: slot.refused }, 429);
      const socket = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.socket;
      if (!socket || socket.destroyed) {
        slot.release();
        return c.json({ detail: 'The connection closed.' }, 400);
      }
      socket.once('close', () => slot.release());
      slotsByRequest.set(c.req.raw, slot);
      await next();
    },
    upgradeWebSocket((c) => {
      const deps = c.get('deps');
      const session = c.get('session')!;
      // The previous step answered 403 unless the path names a document.
      const { kind, id } = target(c)!;
      const slot = slotsByRequest.get(c.req.raw);
      let connection: SyncConnection | null = null;
      // Messages that arrive while onOpen re-checks the role.
      const early: Uint8Array[] = [];
      const deliver = (bytes: Uint8Array) => {
        if (connection) connection.receive(bytes);
        else early.push(bytes);
      };
      const events: {
        onOpen: NonNullable<WSEvents['onOpen']>;
        onMessage?: WSEvents['onMessage'];
      } = {
        onOpen: async (_event, ws) => {
          const raw = ws.raw as WebSocket;
          // Messages are read straight from the ws socket (a view of its buffer): the adapter's
          // onMessage would copy every message and wrap it in a MessageEvent (issue 21, P1). It
          // stays only for the messages the adapter buffered before this call, which it hands over
          // synchronously right after it; then it goes.
          raw.on('message', (data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean) => {
            if (!isBinary) return deliver(new TextEncoder().encode(String(data)));
            if (Array.isArray(data)) return deliver(new Uint8Array(Buffer.concat(data)));
            deliver(data instanceof ArrayBuffer ? new Uint8Array(data) : data);
          });
          queueMicrotask(() => {
            events.onMessage = undefined;
          });
          const access = await kind.access(id, session.user.id);
          if (!access) {
            slot?.release();
            return raw.close(CLOSE_ACCESS_REVOKED, 'access revoked');
          }
          let room: ReturnType<typeof deps.rooms.acquire>;
          try {
            room = deps.rooms.acquire(kind.name, id);
          } catch {
            // The server is shutting down; the client reconnects to the next one.
            slot?.release();
            return raw.close(CLOSE_GOING_AWAY, 'server restarting');
          }
          connection = new SyncConnection(
            raw,
            room,
            session.user.id,
            access,
            {
              id: session.user.id,
              name: session.user.display_name ?? session.user.email,
              email: session.user.email,
              color: colorFor(session.user.id),
              role: access.role,
            },
            deps.syncLimits,
            (closed) => {
              slot?.release();
              if (closed.closedWith !== null && ABUSIVE_CLOSES.has(closed.closedWith)) {
                log.warn(
                  { docId: room.docId, userId: session.user.id, code: closed.closedWith },
                  'sync socket closed for abuse; reconnects cool down',
                );
                deps.rooms.slots.coolDown(room.docId, session.user.id, session.id);
              }
              deps.rooms.release(room);
            },
            { id: session.id, expiresAt: session.expiresAt, now: deps.now },
          );
          for (const message of early.splice(0)) connection.receive(message);
        },
        // Only for what arrived before onOpen (see there).
        onMessage: (event) => {
          const data = event.data;
          const bytes =
            typeof data === 'string'
              ? new TextEncoder().encode(data)
              : data instanceof ArrayBuffer
                ? new Uint8Array(data)
                : new Uint8Array(0);
          deliver(bytes);
        },
      };
      return events;
    }),
  ] as const;
}
