// How far each registry gift has got, from the purchase rows guests made (Postgres), and the
// couple's registry figures. The public page, the Registry tab and the server's purchase check all
// use these, so "how many are left" has one answer.
import type { RegistryItem } from '../entities/registry-item';

export interface RegistryPurchaseFacts {
  itemId: string;
  /** How many of a product or linked gift; null for a cash gift. */
  quantity: number | null;
  /** Dollars given to a cash fund, or the value of the products bought. */
  amount: number | null;
  thankYouSent: boolean;
}

export interface RegistryItemProgress {
  /** Units bought (products and links). */
  purchased: number;
  /** Units still wanted; null for a cash fund (any amount is welcome). */
  remaining: number | null;
  /** Dollars given to a cash fund. */
  raised: number;
  /** 0-100, for the progress bar. */
  percent: number;
  /** Every unit bought, or a fund's goal reached. */
  complete: boolean;
}

function cents(dollars: number): number {
  return Math.round(dollars * 100);
}

type ItemShape = Pick<RegistryItem, 'id' | 'itemType' | 'quantity' | 'goalAmount'>;

export function registryItemProgress(
  item: ItemShape,
  purchases: readonly RegistryPurchaseFacts[],
): RegistryItemProgress {
  const mine = purchases.filter((p) => p.itemId === item.id);
  if (item.itemType === 'cash_fund') {
    const raisedCents = mine.reduce((sum, p) => sum + cents(p.amount ?? 0), 0);
    const goalCents = cents(item.goalAmount ?? 0);
    const percent = goalCents > 0 ? Math.min(100, Math.floor((raisedCents * 100) / goalCents)) : 0;
    return {
      purchased: mine.length,
      remaining: null,
      raised: raisedCents / 100,
      percent,
      complete: goalCents > 0 && raisedCents >= goalCents,
    };
  }
  const purchased = mine.reduce((sum, p) => sum + (p.quantity ?? 0), 0);
  // Two guests may have bought the last one before the rule existed or a quantity was lowered:
  // never below zero, and the bar never past full.
  const remaining = Math.max(0, item.quantity - purchased);
  return {
    purchased,
    remaining,
    raised: 0,
    percent: Math.min(100, Math.floor((purchased * 100) / item.quantity)),
    complete: remaining === 0,
  };
}

/** Gifts whose thank-you note has not been sent yet. */
export function thankYouNotesLeft(purchases: readonly Pick<RegistryPurchaseFacts, 'thankYouSent'>[]): number {
  return purchases.filter((p) => !p.thankYouSent).length;
}

export interface RegistryCategoryFigures {
  category: string;
  items: number;
  valueListed: number;
  valuePurchased: number;
}

export interface RegistryFigures {
  items: number;
  /** Items fully bought (or funds at their goal). */
  itemsComplete: number;
  /** Units and gifts guests recorded. */
  giftsRecorded: number;
  /** Price × quantity of the products and links, plus the funds' goals. */
  valueListed: number;
  /** What guests bought or gave, in dollars. */
  valuePurchased: number;
  cashRaised: number;
  byCategory: RegistryCategoryFigures[];
}

type FigureItem = Pick<RegistryItem, 'id' | 'itemType' | 'quantity' | 'goalAmount' | 'price' | 'category'>;

export function registryFigures(
  items: readonly FigureItem[],
  purchases: readonly RegistryPurchaseFacts[],
): RegistryFigures {
  const byCategory = new Map<string, { items: number; listed: number; purchased: number }>();
  let listed = 0;
  let purchasedValue = 0;
  let cash = 0;
  let complete = 0;
  const itemIds = new Set(items.map((i) => i.id));
  for (const item of items) {
    const progress = registryItemProgress(item, purchases);
    if (progress.complete) complete += 1;
    const listedCents =
      item.itemType === 'cash_fund' ? cents(item.goalAmount ?? 0) : cents(item.price ?? 0) * item.quantity;
    const boughtCents =
      item.itemType === 'cash_fund'
        ? cents(progress.raised)
        : purchases.filter((p) => p.itemId === item.id).reduce((sum, p) => sum + cents(p.amount ?? 0), 0);
    listed += listedCents;
    purchasedValue += boughtCents;
    if (item.itemType === 'cash_fund') cash += boughtCents;
    const name = item.category.trim() || (item.itemType === 'cash_fund' ? 'Cash funds' : 'Other');
    const figures = byCategory.get(name) ?? { items: 0, listed: 0, purchased: 0 };
    figures.items += 1;
    figures.listed += listedCents;
    figures.purchased += boughtCents;
    byCategory.set(name, figures);
  }
  return {
    items: items.length,
    itemsComplete: complete,
    giftsRecorded: purchases.filter((p) => itemIds.has(p.itemId)).length,
    valueListed: listed / 100,
    valuePurchased: purchasedValue / 100,
    cashRaised: cash / 100,
    byCategory: [...byCategory.entries()]
      .map(([category, f]) => ({
        category,
        items: f.items,
        valueListed: f.listed / 100,
        valuePurchased: f.purchased / 100,
      }))
      .sort((a, b) => b.valueListed - a.valueListed || a.category.localeCompare(b.category)),
  };
}
