// Liveness and database reachability (/healthz), and readiness (/readyz: send this instance traffic?),
// for load balancers and for people.
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

/**
 * Ready for traffic: the database answers, the cluster bus is listening (with several instances an
 * instance that cannot hear the others would serve stale documents), and the instance is not
 * draining (SIGTERM received). 503 otherwise, so a load balancer takes it out of rotation.
 */
export const readinessRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const deps = c.get('deps');
  let database = false;
  try {
    await sql`select 1`.execute(deps.db);
    database = true;
  } catch {
    database = false;
  }
  const bus = { enabled: deps.cluster.bus.enabled, listening: deps.cluster.bus.listening };
  const draining = deps.cluster.draining;
  const ready = database && bus.listening && !draining;
  return c.json(
    {
      status: ready ? 'ready' : 'not_ready',
      instance: deps.cluster.instanceId,
      database: { reachable: database },
      bus,
      draining,
    },
    ready ? 200 : 503,
  );
});
