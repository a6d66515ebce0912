// A plan of one's own, for a couple account that has none: someone who joined another couple's plan
// (their own untouched plan made way for it) and then left it, or was removed. Sign-up creates the
// first plan; this is the same, asked for from the planner's "no plan" screen.
import { Hono } from 'hono';
import { z } from 'zod';
import { invalidateAccessCache } from '../../auth/access-cache';
import type { AppEnv } from '../../context';
import { AppError } from '../../errors';
import type { RouteDoc } from '../../openapi/registry';
import { createPlanForUser } from '../../plans/create-plan';

const OwnPlanCreated = z.object({ plan_id: z.string(), role: z.literal('owner') });

export const ownPlanRoutes = new Hono<AppEnv>().post('/', async (c) => {
  const session = c.get('session');
  if (!session) throw AppError.unauthorized();
  if (session.user.user_type !== 'couple') {
    throw AppError.forbidden(
      'A vendor account has no wedding plan. Sign in with a couple account to plan one.',
    );
  }
  const deps = c.get('deps');
  const userId = session.user.id;
  const planId = await deps.db.transaction().execute(async (trx) => {
    // The account's row, locked: two clicks (or two tabs) at once make one plan, not two.
    await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirst();
    const owned = await trx
      .selectFrom('plan_members')
      .select('plan_id')
      .where('user_id', '=', userId)
      .where('role', '=', 'owner')
      .executeTakeFirst();
    if (owned) throw new AppError(409, 'You already have a plan of your own.', 'already_own_plan');
    return createPlanForUser(trx, userId);
  });
  // "The plans this person is on" changed.
  invalidateAccessCache({ userId });
  return c.json({ plan_id: planId, role: 'owner' as const }, 201);
});

export const ownPlanDocs: RouteDoc[] = [
  {
    method: 'post',
    path: '/api/plans',
    summary: 'Start a plan of their own, for a couple account that owns none',
    tags: ['sharing'],
    auth: true,
    responses: {
      201: { description: 'Created; the caller is its owner', schema: OwnPlanCreated },
      401: { description: 'Not signed in' },
      403: { description: 'A vendor account' },
      409: { description: 'They already own a plan' },
    },
  },
];
