import { describe, expect, it } from 'vitest';
import { registryFigures, registryItemProgress, thankYouNotesLeft } from './registry';

const product = {
  id: 'mixer',
  itemType: 'product' as const,
  quantity: 2,
  goalAmount: null,
  price: 449,
  category: 'Kitchen',
};
const fund = {
  id: 'fund',
  itemType: 'cash_fund' as const,
  quantity: 1,
  goalAmount: 5000,
  price: null,
  category: '',
};

const bought = (itemId: string, quantity: number | null, amount: number | null, thankYouSent = false) => ({
  itemId,
  quantity,
  amount,
  thankYouSent,
});

describe('registry progress', () => {
  it('counts what is left of a product from its purchases', () => {
    expect(registryItemProgress(product, [bought('mixer', 1, 449)])).toEqual({
      purchased: 1,
      remaining: 1,
      raised: 0,
      percent: 50,
      complete: false,
    });
    expect(registryItemProgress(product, [bought('mixer', 2, 898)]).complete).toBe(true);
  });

  it('never shows fewer than none left, even when guests bought more than wished', () => {
    const over = registryItemProgress(product, [bought('mixer', 2, 898), bought('mixer', 1, 449)]);
    expect(over.remaining).toBe(0);
    expect(over.percent).toBe(100);
  });

  it('adds a fund up in whole cents and caps the bar at its goal', () => {
    const gifts = [bought('fund', null, 0.1), bought('fund', null, 0.2), bought('other', 1, 10)];
    expect(registryItemProgress(fund, gifts).raised).toBe(0.3);
    const past = registryItemProgress(fund, [bought('fund', null, 6000)]);
    expect(past.percent).toBe(100);
    expect(past.complete).toBe(true);
    expect(past.remaining).toBeNull();
  });

  it('counts the thank-you notes still to write', () => {
    expect(thankYouNotesLeft([bought('a', 1, 1, true), bought('b', 1, 1), bought('c', null, 5)])).toBe(2);
  });

  it('sums listed and purchased value, cash raised and each category', () => {
    const figures = registryFigures(
      [product, fund],
      [bought('mixer', 1, 449), bought('fund', null, 250), bought('gone', 1, 99)],
    );
    expect(figures).toMatchObject({
      items: 2,
      itemsComplete: 0,
      giftsRecorded: 2,
      valueListed: 898 + 5000,
      valuePurchased: 449 + 250,
      cashRaised: 250,
    });
    expect(figures.byCategory).toEqual([
      { category: 'Cash funds', items: 1, valueListed: 5000, valuePurchased: 250 },
      { category: 'Kitchen', items: 1, valueListed: 898, valuePurchased: 449 },
    ]);
  });
});
