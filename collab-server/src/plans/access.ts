// Who may do what on which plan. The session decides; a `user_id` (or `plan_id`) in the request only
// says which plan the caller means and grants nothing (security.md item 9).
import type { Database, PlanRole } from '@confetti/db';
import type { Context } from 'hono';
import type { Kysely } from 'kysely';
import { accessCacheFor } from '../auth/access-cache';
import type { AppEnv } from '../context';
import { AppError } from '../errors';

export type PlanNeed = 'read' | 'edit' | 'owner';

const EDIT_ROLES: ReadonlySet<PlanRole> = new Set(['owner', 'partner', 'planner']);

export function roleAllows(role: PlanRole, need: PlanNeed): boolean {
  if (need === 'read') return true;
  if (need === 'edit') return EDIT_ROLES.has(role);
  return role === 'owner';
}

export async function roleOnPlan(
  db: Kysely<Database>,
  planId: string,
  userId: string,
): Promise<PlanRole | null> {
  const row = await db
    .selectFrom('plan_members')
    .select('role')
    .where('plan_id', '=', planId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.role ?? null;
}

/**
 * roleOnPlan through the access cache (access-cache.ts): a role seen moments ago, or one query shared
 * by the lookups that miss together (a burst of sync sockets for one plan). Taking a role away
 * invalidates it, so only granting is ever seen late, never revoking.
 */
export async function cachedRoleOnPlan(
  db: Kysely<Database>,
  planId: string,
  userId: string,
): Promise<PlanRole | null> {
  const cache = accessCacheFor(db);
  const key = `p:${planId}`;
  const cached = cache.plan(userId, key);
  if (cached) return cached.role as PlanRole;
  const generation = cache.generation;
  const role = await cache.shared(`role:${userId}|${key}`, () => roleOnPlan(db, planId, userId));
  if (role) cache.rememberPlan(userId, key, { planId, role }, generation);
  return role;
}

export interface PlanAccess {
  planId: string;
  role: PlanRole;
  userId: string;
}

const NO_ACCESS = 'You do not have access to this plan.';

/**
 * The plan a request means: `plan_id` if given; else the plan `user_id` owns (or belongs to) that
 * the caller is also a member of; else the caller's own plan. 401 without a session, 403 when the
 * caller is not a member or the role does not allow `need`.
 */
export async function resolvePlan(
  c: Context<AppEnv>,
  need: PlanNeed,
  selector: { userId?: string | undefined; planId?: string | undefined } = {},
): Promise<PlanAccess> {
  const session = c.get('session');
  if (!session) throw AppError.unauthorized();
  const db = c.get('deps').db;
  const me = session.user.id;

  let planId: string | null = null;
  let role: PlanRole | null = null;
  // Memberships seen moments ago (access-cache.ts; revoking and role changes invalidate them).
  const cache = accessCacheFor(db);
  const key = selector.planId ? `p:${selector.planId}` : `u:${selector.userId ?? me}`;
  const cached = cache.plan(me, key);
  const generation = cache.generation;
  if (cached) {
    planId = cached.planId;
    role = cached.role as PlanRole;
  } else if (selector.planId) {
    planId = selector.planId;
    role = await cache.shared(`role:${me}|${key}`, () => roleOnPlan(db, selector.planId!, me));
  } else {
    const target = selector.userId ?? me;
    const row = await cache.shared(`role:${me}|${key}`, () =>
      db
        .selectFrom('plan_members as theirs')
        .innerJoin('plan_members as mine', 'mine.plan_id', 'theirs.plan_id')
        .select(['theirs.plan_id', 'mine.role'])
        .where('theirs.user_id', '=', target)
        .where('mine.user_id', '=', me)
        .orderBy((eb) => eb.case().when('theirs.role', '=', 'owner').then(0).else(1).end())
        .orderBy('theirs.created_at')
        .executeTakeFirst(),
    );
    if (row) {
      planId = row.plan_id;
      role = row.role;
    }
  }
  if (!planId || !role) throw AppError.forbidden(NO_ACCESS);
  if (!cached) cache.rememberPlan(me, key, { planId, role }, generation);
  if (!roleAllows(role, need)) {
    throw AppError.forbidden(
      need === 'owner' ? 'Only the plan owner can do this.' : 'Your role on this plan is read-only.',
    );
  }
  return { planId, role, userId: me };
}
