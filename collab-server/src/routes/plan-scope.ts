// Shared by the plan resources: the `user_id` / `plan_id` query that says which plan a request is
// about, and "apply this change to the plan's document, then answer" for writes.

import { PlanDocError } from '@confetti/plan';
import type { Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../context';
import { AppError } from '../errors';
import { type PlanAccess, type PlanNeed, resolvePlan } from '../plans/access';
import type { Room } from '../sync/room';
import { parseQuery } from '../validation';

export const PlanQuery = z.object({
  user_id: z.string().max(100).optional(),
  plan_id: z.string().uuid().optional(),
});

export async function planFromQuery(
  c: Context<AppEnv>,
  need: PlanNeed,
  bodyUserId?: string,
): Promise<PlanAccess> {
  const query = parseQuery(c, PlanQuery.passthrough());
  return resolvePlan(c, need, { userId: query.user_id ?? bodyUserId, planId: query.plan_id });
}

/** Runs `change` on the live document as a server transaction; resolves once persisted and projected. */
export async function changePlan<T>(
  c: Context<AppEnv>,
  planId: string,
  change: (room: Room) => T,
): Promise<T> {
  return c.get('deps').rooms.withDocument(planId, async (room) => {
    const result = change(room);
    // Let rules the server applies in reaction (expert checklist, hired vendors) join this write.
    await Promise.resolve();
    return result;
  });
}

export function notFoundUnless<T>(value: T | null | undefined | false, what: string): T {
  if (value === null || value === undefined || value === false) throw AppError.notFound(`${what} not found`);
  return value;
}

export const money = z.coerce.number().finite().min(0).max(1_000_000_000);
/** A real calendar day as 'yyyy-mm-dd' (leap days checked). */
export const calendarDate = z.iso.date({ message: 'Use a real date in the format yyyy-mm-dd.' });
export const iso = (d: Date | string) => new Date(d).toISOString();

/** A rule the doc helpers enforce (e.g. blank text) broken by a REST body: a 422 like the rest. */
export function asValidation<T>(field: string, fn: () => T): T {
  try {
    return fn();
  } catch (err) {
    if (err instanceof PlanDocError) {
      throw new AppError(
        422,
        [{ type: 'value_error', loc: ['body', field], msg: err.message }],
        'validation_error',
      );
    }
    throw err;
  }
}
