// What each part of a plan document becomes in Postgres. Wedding info is one row per plan; each
// projected collection is one row per entity, keyed by (plan_id, id), shaped by its descriptor in
// packages/plan. Adding a table is adding its collection name here (and its migration): the compiler
// then checks that the descriptor's rows and the table's columns agree, both ways.
import { createHash } from 'node:crypto';
import type { Database } from '@confetti/db';
import {
  type CollectionName,
  columnOf,
  type DescriptorOf,
  descriptorOf,
  type EntityOf,
  publicFields,
  type RowOf,
  toRow,
  type WeddingInfo,
} from '@confetti/plan';
import type { Insertable } from 'kysely';

export function weddingInfoRow(planId: string, info: WeddingInfo): Insertable<Database['wedding_info']> {
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

type TableOf<C extends CollectionName> = DescriptorOf<C>['table'];

/**
 * `true` when the descriptor's row is insertable into its table and writes every column of it
 * (plan_id included); otherwise a type naming what disagrees, which shows in the compiler's error.
 */
type Agreement<C extends CollectionName> =
  TableOf<C> extends keyof Database
    ? [Exclude<keyof RowOf<DescriptorOf<C>>, keyof Database[TableOf<C>]>] extends [never]
      ? [Exclude<keyof Database[TableOf<C>], keyof RowOf<DescriptorOf<C>>>] extends [never]
        ? RowOf<DescriptorOf<C>> extends Insertable<Database[TableOf<C>]>
          ? true
          : { rowDoesNotFitTable: TableOf<C> }
        : { columnsNotWritten: Exclude<keyof Database[TableOf<C>], keyof RowOf<DescriptorOf<C>>> }
      : { fieldsWithoutColumn: Exclude<keyof RowOf<DescriptorOf<C>>, keyof Database[TableOf<C>]> }
    : { noSuchTable: TableOf<C> };

/** Names a projected collection; compiles only when its descriptor and its table agree. */
function projected<C extends CollectionName>(collection: Agreement<C> extends true ? C : Agreement<C>): C {
  return collection as C;
}

/** Collections mirrored into tables (the others are added with their features). */
export const PROJECTED_COLLECTIONS: readonly CollectionName[] = [
  projected('checklistTasks'),
  projected('budgetItems'),
  projected('payments'),
  projected('vendors'),
  projected('guests'),
  projected('partyMembers'),
  projected('registries'),
  projected('registryItems'),
  projected('seatingTables'),
  projected('floorElements'),
  projected('seatingConstraints'),
  projected('runOfShow'),
];

export type ProjectedTable = TableOf<CollectionName> & keyof Database;

/** The row of one entity, as the projector writes it and the contract tests compare it. */
export function rowOf<C extends CollectionName>(collection: C, planId: string, entity: EntityOf<C>) {
  return toRow(descriptorOf(collection), planId, entity) as RowOf<DescriptorOf<C>>;
}

/**
 * Raise when what a row holds changes without its columns changing (a conversion, a validation
 * rule): every plan's rows are then rewritten the next time its room loads.
 */
const PROJECTION_REVISION = 1;

/**
 * Names these definitions: the revision and every projected table with its columns. A checkpoint
 * made under other definitions does not count (projection/checkpoints.ts), so a projection added or
 * widened later fills itself in as plans open.
 */
export const PROJECTION_DEFINITIONS: string = createHash('sha256')
  .update(
    JSON.stringify({
      revision: PROJECTION_REVISION,
      wedding_info: Object.keys(weddingInfoRow('', {} as WeddingInfo)),
      tables: PROJECTED_COLLECTIONS.map((c) => {
        const d = descriptorOf(c);
        return [d.table, publicFields(d).map((f) => columnOf(d, f))];
      }),
    }),
  )
  .digest('hex')
  .slice(0, 16);
