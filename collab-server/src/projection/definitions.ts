// What each part of a plan document becomes in Postgres. Wedding info is one row per plan; each
// projected collection is one row per entity, keyed by (id) with the plan id beside it. Adding a
// table is adding an entry here (and its migration).
import type { CollectionName, EntityOf, WeddingInfo } from '@confetti/plan';

export interface CollectionProjection<C extends CollectionName = CollectionName> {
  collection: C;
  table: string;
  toRow(planId: string, entity: EntityOf<C>): Record<string, unknown>;
}

export function weddingInfoRow(planId: string, info: WeddingInfo): Record<string, unknown> {
  return {
    plan_id: planId,
    partner1_name: info.partner1Name,
    partner2_name: info.partner2Name,
    couple_photo_url: info.couplePhotoUrl,
    wedding_date: info.weddingDate,
    planned_budget: info.plannedBudget,
    guest_count: info.guestCount,
    wedding_style: info.weddingStyle,
    location: info.location,
    budget_category_percentages: info.budgetCategoryPercentages
      ? JSON.stringify(info.budgetCategoryPercentages)
      : null,
  };
}

function defineProjection<C extends CollectionName>(p: CollectionProjection<C>): CollectionProjection {
  return p as unknown as CollectionProjection;
}

/** Collections mirrored into tables (more arrive with their features: seating, run of show, registry). */
export const COLLECTION_PROJECTIONS: CollectionProjection[] = [
  defineProjection({
    collection: 'checklistTasks',
    table: 'checklist_tasks',
    toRow: (planId, t) => ({
      plan_id: planId,
      id: t.id,
      text: t.text,
      description: t.description,
      category: t.category,
      priority: t.priority,
      due_date: t.dueDate,
      completed: t.completed,
      notes: t.notes,
      source: t.source,
      expert_task_id: t.expertTaskId,
      timeline_days: t.timelineDays,
      estimated_hours: t.estimatedHours,
      created_at: t.createdAt,
    }),
  }),
  defineProjection({
    collection: 'budgetItems',
    table: 'budget_items',
    toRow: (planId, i) => ({
      plan_id: planId,
      id: i.id,
      category: i.category,
      service_type: i.name,
      actual_cost: i.actualCost,
      vendor_name: i.vendorName,
      vendor_id: i.vendorId,
      created_at: i.createdAt,
    }),
  }),
  defineProjection({
    collection: 'payments',
    table: 'payments',
    toRow: (planId, p) => ({
      plan_id: planId,
      id: p.id,
      budget_item_id: p.budgetItemId,
      amount: p.amount,
      payment_date: p.paymentDate,
      status: p.status,
      notes: p.notes,
      created_at: p.createdAt,
    }),
  }),
  defineProjection({
    collection: 'vendors',
    table: 'vendors',
    toRow: (planId, v) => ({
      plan_id: planId,
      id: v.id,
      name: v.name,
      category: v.category,
      hired: v.hired,
      email: v.email,
      phone: v.phone,
      website: v.website,
      actual_cost: v.actualCost,
      notes: v.notes,
      created_at: v.createdAt,
    }),
  }),
  defineProjection({
    collection: 'guests',
    table: 'guests',
    toRow: (planId, g) => ({
      plan_id: planId,
      id: g.id,
      name: g.name,
      email: g.email,
      phone: g.phone,
      address: g.address,
      tag: g.tag,
      rsvp_status: g.rsvpStatus,
      party_size: g.partySize,
      table_assignment: g.tableAssignment,
      meal_choice: g.mealChoice,
      notes: g.notes,
      created_at: g.createdAt,
    }),
  }),
  defineProjection({
    collection: 'partyMembers',
    table: 'party_members',
    toRow: (planId, m) => ({
      plan_id: planId,
      id: m.id,
      guest_id: m.guestId,
      name: m.name,
      meal_choice: m.mealChoice,
      is_child: m.isChild,
      notes: m.notes,
      created_at: m.createdAt,
    }),
  }),
];
