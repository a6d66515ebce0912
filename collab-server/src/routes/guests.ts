// Guests over REST. Reading only for now (the dashboard, reports and benchmarks use it); guest
// editing arrives with the Guest List feature.
import { Hono } from 'hono';
import type { AppEnv } from '../context';
import type { RouteDoc } from '../openapi/registry';
import { iso, PlanQuery, planFromQuery } from './plan-scope';

export const guestRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const access = await planFromQuery(c, 'read');
  const rows = await c
    .get('deps')
    .db.selectFrom('guests')
    .selectAll()
    .where('plan_id', '=', access.planId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return c.json(rows.map(({ plan_id: _plan, created_at, ...g }) => ({ ...g, created_at: iso(created_at) })));
});

export const guestDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/api/guests/',
    summary: "The plan's guests",
    tags: ['guests'],
    query: PlanQuery,
    auth: true,
    responses: { 200: { description: 'Guests' } },
  },
];
