// GET /api/dashboard?user_id: everything the dashboard shows, from the projected tables, through the
// same composition of rules the dashboard screen uses (loaded by plans/plan-summary.ts, which the admin
// reports share). Days count against the caller's local midnight (spec §2) when `tz` names their time
// zone; without it, against the server's.
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../context';
import type { RouteDoc } from '../../openapi/registry';
import { planSummaries } from '../../plans/plan-summary';
import { parseQuery } from '../../validation';
import { PlanQuery, planFromQuery } from '../plan-scope';

const TZ_MESSAGE = 'tz must be an IANA time zone name, such as America/New_York.';

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const DashboardQuery = PlanQuery.extend({
  tz: z.string().max(64, TZ_MESSAGE).refine(isTimeZone, TZ_MESSAGE).optional(),
});

/**
 * An instant on the calendar day it is in `timeZone` at `now`, as the rules read it (they take the
 * day in the server's zone): noon of that day here, far from any midnight or DST change.
 */
export function todayIn(timeZone: string, now: Date): Date {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(now);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return new Date(part('year'), part('month') - 1, part('day'), 12);
}

const Progress = z.object({
  checklist: z.number(),
  budget: z.number(),
  rsvp: z.number(),
  vendors: z.number(),
  seating: z.number(),
  overall: z.number(),
});

const DashboardAnswer = z.object({
  plan_id: z.string(),
  couple_names: z.string(),
  couple_photo_url: z.string().nullable(),
  wedding_date: z.string().nullable(),
  days_until_wedding: z.number().int().nullable(),
  countdown_text: z.string().nullable(),
  checklist: z.object({ completed: z.number().int(), total: z.number().int() }),
  overdue_tasks: z.object({ count: z.number().int(), earliest_id: z.string().nullable() }),
  budget: z.object({ allocated: z.number(), total: z.number().nullable() }),
  rsvp: z.object({ responded: z.number().int(), total: z.number().int() }),
  quick_stats: z.object({
    total_attending: z.number().int(),
    awaiting_rsvp: z.number().int(),
    total_paid: z.number(),
    vendors_hired: z.number().int(),
  }),
  upcoming_tasks: z.array(
    z.object({
      id: z.string(),
      text: z.string(),
      category: z.string(),
      due_date: z.string().nullable(),
      overdue: z.boolean(),
      urgent: z.boolean(),
    }),
  ),
  vendor_deadlines: z.array(
    z.object({
      id: z.string(),
      vendor_type: z.string(),
      title: z.string(),
      days_left: z.number().int(),
      urgent: z.boolean(),
      vendor_name: z.string().nullable(),
    }),
  ),
  progress: Progress,
  timeline_health: z.enum(['past_wedding', 'behind', 'on_track']).nullable(),
});

export const dashboardRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const access = await planFromQuery(c, 'read');
  const { tz } = parseQuery(c, DashboardQuery);
  const planId = access.planId;
  const deps = c.get('deps');
  const now = tz ? todayIn(tz, deps.now()) : deps.now();
  const s = (await planSummaries(deps.db, [planId], now)).get(planId)!;
  return c.json({
    plan_id: planId,
    couple_names: s.coupleNames,
    couple_photo_url: s.couplePhotoUrl,
    wedding_date: s.weddingDate,
    days_until_wedding: s.daysUntilWedding,
    countdown_text: s.countdownText,
    checklist: s.checklist,
    overdue_tasks: { count: s.overdueTasks.count, earliest_id: s.overdueTasks.earliestId },
    budget: s.budget,
    rsvp: s.rsvp,
    quick_stats: {
      total_attending: s.quickStats.totalAttending,
      awaiting_rsvp: s.quickStats.awaitingRsvp,
      total_paid: s.quickStats.totalPaid,
      vendors_hired: s.quickStats.vendorsHired,
    },
    upcoming_tasks: s.upcomingTasks.map((t) => ({
      id: t.id,
      text: t.text,
      category: t.category,
      due_date: t.dueDate,
      overdue: t.overdue,
      urgent: t.urgent,
    })),
    vendor_deadlines: s.vendorDeadlines.map((d) => ({
      id: d.id,
      vendor_type: d.vendorType,
      title: d.title,
      days_left: d.daysLeft,
      urgent: d.urgent,
      vendor_name: d.vendorName,
    })),
    progress: s.progress,
    timeline_health: s.timelineHealth,
  });
});

export const dashboardDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/api/dashboard',
    summary: 'Everything the dashboard shows (days counted in the time zone `tz` when given)',
    tags: ['dashboard'],
    query: DashboardQuery,
    auth: true,
    responses: { 200: { description: 'Everything the dashboard shows', schema: DashboardAnswer } },
  },
];
