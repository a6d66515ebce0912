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

/** Collections mirrored into tables so far (more arrive with their features). */
export const COLLECTION_PROJECTIONS: CollectionProjection[] = [];

export { defineProjection };
