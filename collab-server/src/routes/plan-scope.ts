// Shared by the plan resources: the `user_id` / `plan_id` query that says which plan a request is
// about, and "apply this change to the plan's document, then answer" for writes.

import { DATE_RANGE_MESSAGE, EARLIEST_DATE, LATEST_DATE, PlanDocError } from '@confetti/plan';
import type { Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../context';
import { AppError } from '../errors';
import { type PlanAccess, type PlanNeed, resolvePlan } from '../plans/access';
import { applyServerRules, PLAN, REST_ORIGIN } from '../plans/plan-kind';
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

/**
 * The one REST write path: runs `change` on the live document in one transaction with REST_ORIGIN,
 * together with the rules the server applies in reaction (expert checklist, hired vendors' budget
 * items), so every open browser receives one update; resolves once it is persisted and projected.
 */
export async function changePlan<T>(
  c: Context<AppEnv>,
  planId: string,
  change: (room: Room) => T,
): Promise<T> {
  const { maxDocumentBytes } = c.get('deps').syncLimits;
  return c.get('deps').rooms.withDocument(PLAN, planId, (room) => {
    // The same bound as live edits: a plan at its size limit takes no more over REST either (a
    // delete still goes through: it is how the plan is brought back under).
    if (c.req.method !== 'DELETE' && room.wouldExceed(0, maxDocumentBytes)) {
      throw new AppError(
        413,
        'This plan has reached its size limit: remove something before adding more.',
        'plan_too_large',
      );
    }
    let result: T | undefined;
    room.doc.transact(() => {
      result = change(room);
      applyServerRules(room.doc);
    }, REST_ORIGIN);
    return result as T;
  });
}

/**
 * Before a read of the projected tables that a screen makes right after its own live edits (the
 * registry's analytics after a gift is added): if the plan is open on this instance, what its
 * editors changed is projected first, so the read is not a projection behind (about 30 ms) them.
 */
export async function projectedPlan(c: Context<AppEnv>, planId: string): Promise<void> {
  await c.get('deps').rooms.get(PLAN, planId)?.projected();
}

export function notFoundUnless<T>(value: T | null | undefined | false, what: string): T {
  if (value === null || value === undefined || value === false) throw AppError.notFound(`${what} not found`);
  return value;
}

export { restMoney as money } from '../resources/rest-shapes';
/** A real calendar day as 'yyyy-mm-dd' (leap days checked), in the years a plan's dates may have. */
export const calendarDate = z.iso
  .date({ message: 'Use a real date in the format yyyy-mm-dd.', abort: true })
  .refine((day) => day >= EARLIEST_DATE && day <= LATEST_DATE, DATE_RANGE_MESSAGE);
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
