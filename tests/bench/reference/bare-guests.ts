// Reference for P6: the guests list as a bare Hono route. The same Kysely query and the same JSON
// shaping as collab-server/src/routes/guests.ts, but no session lookup, no membership check and no
// middleware: what the endpoint would cost if authorisation were free.
//
// Env: DATABASE_URL, or BARE_DATA_DIR (a copy of the run's PGlite folder). Prints `READY <port>`.
import { createDb } from '@confetti/db';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const handle = await createDb({
  url: process.env.DATABASE_URL ?? null,
  dataDir: process.env.BARE_DATA_DIR,
});
const db = handle.db;
const iso = (d: Date | string) => new Date(d).toISOString();

const app = new Hono({ strict: false }).get('/api/guests', async (c) => {
  const planId = c.req.query('plan_id') ?? '';
  const rows = await db
    .selectFrom('guests')
    .selectAll()
    .where('plan_id', '=', planId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return c.json(rows.map(({ plan_id: _plan, created_at, ...g }) => ({ ...g, created_at: iso(created_at) })));
});

const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
  console.log(`READY ${info.port}`);
});

process.on('SIGTERM', () => {
  server.close(() => {
    void handle.close().then(() => process.exit(0));
  });
});
