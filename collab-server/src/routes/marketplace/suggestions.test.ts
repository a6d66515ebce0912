import { MARKETPLACE_PRODUCTS } from '@confetti/catalog/marketplace';
import { describe, expect, it } from 'vitest';
import { suggestRegistryProducts, typicalGiftCeiling } from './suggestions';

describe('registry suggestions', () => {
  it('suggests at least five products, each with a reason, from several subcategories', () => {
    const picks = suggestRegistryProducts(MARKETPLACE_PRODUCTS, {});
    expect(picks.length).toBeGreaterThanOrEqual(5);
    for (const pick of picks) expect(pick.reason.length).toBeGreaterThan(10);
    expect(new Set(picks.map((p) => p.product.subcategoryId)).size).toBeGreaterThan(picks.length / 2);
  });

  it("favours the wedding's style and says so", () => {
    const picks = suggestRegistryProducts(MARKETPLACE_PRODUCTS, { weddingStyle: 'Rustic' });
    expect(picks.filter((p) => p.product.styles.includes('Rustic')).length).toBeGreaterThanOrEqual(5);
    expect(picks[0]!.reason).toBe('Suits a Rustic wedding.');
  });

  it('keeps gifts within reach of the guests of a smaller-budget, bigger wedding', () => {
    expect(typicalGiftCeiling(9000)).toBe(60);
    expect(typicalGiftCeiling(35000)).toBe(233);
    const picks = suggestRegistryProducts(MARKETPLACE_PRODUCTS, { budget: 9000, guestCount: 200 });
    for (const pick of picks) expect(pick.product.price).toBeLessThanOrEqual(150);
    expect(picks.some((p) => p.reason.includes('200 guests'))).toBe(true);
  });
});
