import { describe, expect, it } from 'vitest';
import { budgetByCategory } from './budget-by-category';

// The article quotes figures of its own table: they must agree with it when the shares change.
const shares = [...budgetByCategory.body.matchAll(/^\| ([^|]+) \| (\d+)% \|/gm)].map(([, name, share]) => ({
  name: name!.trim(),
  share: Number(share),
}));
const WORDS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
];

describe('the budget-by-category article', () => {
  it('has a table of shares that add up to 100%', () => {
    expect(shares.length).toBeGreaterThan(10);
    expect(shares.reduce((sum, row) => sum + row.share, 0)).toBe(100);
  });

  it('counts and adds up the small categories as its table has them', () => {
    const small = shares.filter((row) => row.share >= 1 && row.share <= 2);
    const total = small.reduce((sum, row) => sum + row.share, 0);
    const word = WORDS[small.length]!;
    expect(budgetByCategory.body).toContain(
      `${word[0]!.toUpperCase()}${word.slice(1)} categories sit at 1–2%. Each looks too small to matter, and together they are ${total}% of the budget.`,
    );
  });

  it('gives the venue and the caterer together as their two shares', () => {
    const share = (name: string) => shares.find((row) => row.name === name)!.share;
    expect(budgetByCategory.body).toContain(
      `The venue and the caterer together take ${share('Venues') + share('Caterers')}% of the default budget`,
    );
  });
});
