// GET /api/dashboard?user_id: everything the dashboard shows, from the projected tables, through the
// same composition of rules the dashboard screen uses.
import { dashboardSummary, type RsvpStatus } from '@confetti/plan';
import { Hono } from 'hono';
import type { AppEnv } from '../context';
import type { RouteDoc } from '../openapi/registry';
import { PlanQuery, planFromQuery } from './plan-scope';

export const dashboardRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const access = await planFromQuery(c, 'read');
  const db = c.get('deps').db;
  const planId = access.planId;
  const [info, tasks, items, payments, vendors, guests] = await Promise.all([
    db.selectFrom('wedding_info').selectAll().where('plan_id', '=', planId).executeTakeFirst(),
    db
      .selectFrom('checklist_tasks')
      .select(['id', 'text', 'completed', 'due_date', 'category'])
      .where('plan_id', '=', planId)
      .execute(),
    db
      .selectFrom('budget_items')
      .select(['id', 'category', 'actual_cost'])
      .where('plan_id', '=', planId)
      .execute(),
    db
      .selectFrom('payments')
      .select(['budget_item_id', 'amount', 'status', 'payment_date'])
      .where('plan_id', '=', planId)
      .execute(),
    db.selectFrom('vendors').select(['name', 'category', 'hired']).where('plan_id', '=', planId).execute(),
    db
      .selectFrom('guests')
      .select(['tag', 'rsvp_status', 'party_size', 'table_assignment'])
      .where('plan_id', '=', planId)
      .execute(),
  ]);
  const s = dashboardSummary({
    weddingInfo: {
      partner1Name: info?.partner1_name ?? null,
      partner2Name: info?.partner2_name ?? null,
      weddingDate: info?.wedding_date ?? null,
      plannedBudget: info?.planned_budget ?? null,
      couplePhotoUrl: info?.couple_photo_url ?? null,
    },
    tasks: tasks.map((t) => ({
      id: t.id,
      text: t.text,
      completed: t.completed,
      dueDate: t.due_date,
      category: t.category,
    })),
    budgetItems: items.map((i) => ({ id: i.id, category: i.category, actualCost: i.actual_cost })),
    payments: payments.map((p) => ({
      budgetItemId: p.budget_item_id,
      amount: p.amount,
      status: p.status,
      paymentDate: p.payment_date,
    })),
    vendors,
    guests: guests.map((g) => ({
      tag: g.tag,
      rsvpStatus: g.rsvp_status as RsvpStatus,
      partySize: g.party_size,
      tableAssignment: g.table_assignment,
    })),
    now: c.get('deps').now(),
  });
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
    summary: 'Everything the dashboard shows',
    tags: ['dashboard'],
    query: PlanQuery,
    auth: true,
    responses: { 200: { description: 'Dashboard' } },
  },
];
