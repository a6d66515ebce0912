// The sync socket, /sync/<planId>. The upgrade request goes through the same checks as any request:
// session cookie (401), allowed Origin (403), membership of that plan (403), all before the
// document is loaded. Then the socket becomes a SyncConnection on the plan's room.
import { upgradeWebSocket } from '@hono/node-server';
import { Hono } from 'hono';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import { loadSession } from '../auth/middleware';
import { isAllowedOrigin } from '../config';
import type { AppEnv } from '../context';
import { requestOrigin } from '../http/security';
import { roleOnPlan } from '../plans/access';
import { colorFor } from './awareness-identity';
import { CLOSE_ACCESS_REVOKED } from './close-codes';
import { SyncConnection } from './connection';

const PlanIdParam = z.string().uuid();

export function syncRoutes() {
  const app = new Hono<AppEnv>();
  app.get(
    '/:planId',
    loadSession,
    async (c, next) => {
      const deps = c.get('deps');
      if (!isAllowedOrigin(deps.config, c.req.header('origin'), requestOrigin(c.req.url))) {
        return c.json({ detail: 'Origin not allowed' }, 403);
      }
      const session = c.get('session');
      if (!session) return c.json({ detail: 'Not signed in' }, 401);
      const planId = PlanIdParam.safeParse(c.req.param('planId'));
      if (!planId.success) return c.json({ detail: 'You do not have access to this plan.' }, 403);
      const role = await roleOnPlan(deps.db, planId.data, session.user.id);
      if (!role) return c.json({ detail: 'You do not have access to this plan.' }, 403);
      if (deps.rooms.peersOf(planId.data).length >= deps.syncLimits.socketsPerPlan) {
        return c.json({ detail: 'Too many open connections to this plan.' }, 429);
      }
      await next();
    },
    upgradeWebSocket((c) => {
      const deps = c.get('deps');
      const session = c.get('session')!;
      const planId = c.req.param('planId')!;
      let connection: SyncConnection | null = null;
      // Messages that arrive while onOpen re-checks the role.
      const early: Uint8Array[] = [];
      return {
        onOpen: async (_event, ws) => {
          const role = await roleOnPlan(deps.db, planId, session.user.id);
          const raw = ws.raw as WebSocket;
          if (!role) return raw.close(CLOSE_ACCESS_REVOKED, 'access revoked');
          const room = deps.rooms.acquire(planId);
          connection = new SyncConnection(
            raw,
            room,
            session.user.id,
            role,
            {
              id: session.user.id,
              name: session.user.display_name ?? session.user.email,
              email: session.user.email,
              color: colorFor(session.user.id),
              role,
            },
            deps.syncLimits,
            () => deps.rooms.release(room),
          );
          for (const message of early.splice(0)) connection.receive(message);
        },
        onMessage: (event) => {
          const data = event.data;
          const bytes =
            typeof data === 'string'
              ? new TextEncoder().encode(data)
              : data instanceof ArrayBuffer
                ? new Uint8Array(data)
                : new Uint8Array(0);
          if (connection) connection.receive(bytes);
          else early.push(bytes);
        },
      };
    }),
  );
  return app;
}
