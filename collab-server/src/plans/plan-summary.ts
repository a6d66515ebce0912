// The dashboard summary of one or many plans, from the projected tables: the dashboard endpoint and
// the admin reports read plans through this one loader and the one rule (`dashboardSummary`).
import type { Database } from '@confetti/db';
import { type DashboardSummary, dashboardSummary, type RsvpStatus } from '@confetti/plan';
import type { Kysely } from 'kysely';

function groupBy<T extends { plan_id: string }>(rows: T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const list = groups.get(row.plan_id);
    if (list) list.push(row);
    else groups.set(row.plan_id, [row]);
  }
  return groups;
}

/** Summaries of the given plans (plans without rows get an empty plan's summary). */
export async function planSummaries(
  db: Kysely<Database>,
  planIds: readonly string[],
  now: Date,
): Promise<Map<string, DashboardSummary>> {
  const summaries = new Map<string, DashboardSummary>();
  if (planIds.length === 0) return summaries;
  const ids = [...planIds];
  const [infos, tasks, items, payments, vendors, guests, declinedMembers] = await Promise.all([
    db.selectFrom('wedding_info').selectAll().where('plan_id', 'in', ids).execute(),
    db
      .selectFrom('checklist_tasks')
      .select(['plan_id', 'id', 'text', 'completed', 'due_date', 'category'])
      .where('plan_id', 'in', ids)
      .execute(),
    db
      .selectFrom('budget_items')
      .select(['plan_id', 'id', 'category', 'actual_cost'])
      .where('plan_id', 'in', ids)
      .execute(),
    db
      .selectFrom('payments')
      .select(['plan_id', 'budget_item_id', 'amount', 'status', 'payment_date'])
      .where('plan_id', 'in', ids)
      .execute(),
    db
      .selectFrom('vendors')
      .select(['plan_id', 'name', 'category', 'hired'])
      .where('plan_id', 'in', ids)
      .execute(),
    db
      .selectFrom('guests')
      .select(['plan_id', 'id', 'tag', 'rsvp_status', 'party_size', 'table_assignment'])
      .where('plan_id', 'in', ids)
      .execute(),
    // Only a member's decline changes a count (attending).
    db
      .selectFrom('party_members')
      .select(['plan_id', 'guest_id', 'rsvp_status'])
      .where('plan_id', 'in', ids)
      .where('rsvp_status', '=', 'Declined')
      .execute(),
  ]);
  const infoOf = new Map(infos.map((i) => [i.plan_id, i]));
  const [tasksOf, itemsOf, paymentsOf, vendorsOf, guestsOf, declinedOf] = [
    groupBy(tasks),
    groupBy(items),
    groupBy(payments),
    groupBy(vendors),
    groupBy(guests),
    groupBy(declinedMembers),
  ];
  for (const planId of ids) {
    const info = infoOf.get(planId);
    summaries.set(
      planId,
      dashboardSummary({
        weddingInfo: {
          partner1Name: info?.partner1_name ?? null,
          partner2Name: info?.partner2_name ?? null,
          weddingDate: info?.wedding_date ?? null,
          plannedBudget: info?.planned_budget ?? null,
          couplePhotoUrl: info?.couple_photo_url ?? null,
        },
        tasks: (tasksOf.get(planId) ?? []).map((t) => ({
          id: t.id,
          text: t.text,
          completed: t.completed,
          dueDate: t.due_date,
          category: t.category,
        })),
        budgetItems: (itemsOf.get(planId) ?? []).map((i) => ({
          id: i.id,
          category: i.category,
          actualCost: i.actual_cost,
        })),
        payments: (paymentsOf.get(planId) ?? []).map((p) => ({
          budgetItemId: p.budget_item_id,
          amount: p.amount,
          status: p.status,
          paymentDate: p.payment_date,
        })),
        vendors: vendorsOf.get(planId) ?? [],
        guests: (guestsOf.get(planId) ?? []).map((g) => ({
          id: g.id,
          tag: g.tag,
          rsvpStatus: g.rsvp_status as RsvpStatus,
          partySize: g.party_size,
          tableAssignment: g.table_assignment,
        })),
        partyMembers: (declinedOf.get(planId) ?? []).map((m) => ({
          guestId: m.guest_id,
          rsvpStatus: m.rsvp_status as RsvpStatus,
        })),
        now,
      }),
    );
  }
  return summaries;
}
