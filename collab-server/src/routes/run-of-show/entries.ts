// Reading the run of show from its projected table: entries in the order of the day, each with the
// entries it overlaps.
import { runOfShowOverlaps } from '@confetti/plan';
import type { Context } from 'hono';
import type { AppEnv } from '../../context';
import { rowJson } from '../../resources/plan-collection';

export async function entryRows(c: Context<AppEnv>, planId: string) {
  return c
    .get('deps')
    .db.selectFrom('run_of_show_entries')
    .selectAll()
    .where('plan_id', '=', planId)
    .orderBy('time')
    .orderBy('order')
    .orderBy('id')
    .execute();
}

/** Overlaps by entry id, computed over the whole day. */
export async function overlapsOf(c: Context<AppEnv>, planId: string): Promise<Map<string, string[]>> {
  const rows = await entryRows(c, planId);
  return runOfShowOverlaps(
    rows.map((r) => ({ id: r.id, time: r.time, durationMinutes: r.duration_minutes, order: r.order })),
  );
}

export async function answeredEntries(c: Context<AppEnv>, planId: string) {
  const rows = await entryRows(c, planId);
  const overlaps = runOfShowOverlaps(
    rows.map((r) => ({ id: r.id, time: r.time, durationMinutes: r.duration_minutes, order: r.order })),
  );
  return rows.map((r) => ({ ...rowJson(r), overlaps_with: overlaps.get(r.id) ?? [] }));
}
