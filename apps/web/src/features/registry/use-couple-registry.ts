// The couple's registry, its gifts and its figures from the server: what the Registry tab shows and
// the dashboard's Gift Registry card sums up, read the same way in both.
import { useMemo } from 'react';
import { useCollection, usePlan } from '../../plan';
import { type RegistryAnalytics, useRegistryAnalytics } from './api';

export function useCoupleRegistry() {
  const { planId } = usePlan();
  const registries = useCollection('registries');
  const allItems = useCollection('registryItems');
  const registry = registries[0] ?? null;
  const items = useMemo(
    () => (registry ? allItems.filter((item) => item.registryId === registry.id) : []),
    [allItems, registry],
  );
  const version = registry?.purchasesVersion ?? null;
  // The figures are asked for again when a guest buys (version) or a gift changes (itemsKey).
  const itemsKey = items.map((i) => `${i.id}:${i.quantity}:${i.price}:${i.goalAmount}`).join('|');
  const analytics = useRegistryAnalytics(planId, registry?.id ?? null, version, itemsKey);
  return { planId, registry, items, version, analytics };
}

/** What guests have bought, in dollars: gifts only, as what they gave to funds is its own figure. */
export function giftsBoughtValue(analytics: RegistryAnalytics): number {
  return Math.round((analytics.value_purchased - analytics.cash_raised) * 100) / 100;
}
