// Reading the run of show from its projected table: entries in the order of the day, each with the
// entries it overlaps.
import { runOfShowOverlaps, sortRunOfShow } from '@confetti/plan';
import type { Context } from 'hono';
import type { AppEnv } from '../../context';
import { rowJson } from '../../resources/plan-collection';

export interface TimedRow {
  id: string;
  time: string;
  duration_minutes: number | null;
  order: number;
}

/** Rows in the order of the day, by the plan's rule (sortRunOfShow: the night after midnight last). */
export function inDayOrder<R extends TimedRow>(rows: readonly R[]): R[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return sortRunOfShow(
    rows.map((r) => ({ id: r.id, time: r.time, durationMinutes: r.duration_minutes, order: r.order })),
  ).map((timing) => byId.get(timing.id)!);
}

export async function entryRows(c: Context<AppEnv>, planId: string) {
  const rows = await c
    .get('deps')
    .db.selectFrom('run_of_show_entries')
    .selectAll()
    .where('plan_id', '=', planId)
    .execute();
  return inDayOrder(rows);
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
