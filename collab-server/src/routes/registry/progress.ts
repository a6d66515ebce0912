// Purchases as the plan rules see them, read from Postgres, and each item's progress as answered.
import type { Database } from '@confetti/db';
import { type RegistryPurchaseFacts, registryItemProgress } from '@confetti/plan';
import type { Kysely } from 'kysely';

/**
 * Gifts guests recorded on a registry and an item that both still exist, for product-wide figures:
 * a deleted registry's or gift's rows stay (the guests' record of what they gave) but no longer
 * count, as they no longer count in the couple's own figures.
 */
export function liveRegistryPurchases(db: Kysely<Database>) {
  return db
    .selectFrom('registry_purchases as rp')
    .innerJoin('registries as r', (join) =>
      join.onRef('r.plan_id', '=', 'rp.plan_id').onRef('r.id', '=', 'rp.registry_id'),
    )
    .innerJoin('registry_items as ri', (join) =>
      join.onRef('ri.plan_id', '=', 'rp.plan_id').onRef('ri.id', '=', 'rp.item_id'),
    );
}

export async function purchaseFacts(
  db: Kysely<Database>,
  planId: string,
  filter: { itemIds?: string[]; registryId?: string } = {},
): Promise<RegistryPurchaseFacts[]> {
  let query = db
    .selectFrom('registry_purchases')
    .select(['item_id', 'quantity', 'amount', 'thank_you_sent'])
    .where('plan_id', '=', planId);
  if (filter.itemIds) {
    if (filter.itemIds.length === 0) return [];
    query = query.where('item_id', 'in', filter.itemIds);
  }
  if (filter.registryId) query = query.where('registry_id', '=', filter.registryId);
  const rows = await query.execute();
  return rows.map((r) => ({
    itemId: r.item_id,
    quantity: r.quantity,
    amount: r.amount === null ? null : Number(r.amount),
    thankYouSent: r.thank_you_sent,
  }));
}

interface ItemRow {
  id: unknown;
  item_type: unknown;
  quantity: unknown;
  goal_amount: unknown;
}

/** An item's progress in the API's words (snake_case, amount_raised). */
export function progressJson(item: ItemRow, facts: readonly RegistryPurchaseFacts[]) {
  const progress = registryItemProgress(
    {
      id: item.id as string,
      itemType: item.item_type as 'product' | 'cash_fund' | 'external',
      quantity: Number(item.quantity),
      goalAmount: item.goal_amount === null ? null : Number(item.goal_amount),
    },
    facts,
  );
  return {
    purchased: progress.purchased,
    remaining: progress.remaining,
    amount_raised: progress.raised,
    percent: progress.percent,
    complete: progress.complete,
  };
}
