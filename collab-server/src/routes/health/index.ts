// Liveness and database reachability, for load balancers and for people.
import { Hono } from 'hono';
import { sql } from 'kysely';
import type { AppEnv } from '../../context';

export const healthRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const deps = c.get('deps');
  const started = performance.now();
  try {
    await sql`select 1`.execute(deps.db);
    return c.json({
      status: 'ok',
      database: {
        reachable: true,
        dialect: deps.dbHandle.dialect,
        latency_ms: Math.round(performance.now() - started),
      },
    });
  } catch {
    return c.json(
      { status: 'degraded', database: { reachable: false, dialect: deps.dbHandle.dialect } },
      503,
    );
  }
});
