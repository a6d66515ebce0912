import type { BlogPost } from './post';

export const budgetByCategory: BlogPost = {
  slug: 'wedding-budget-by-category',
  title: 'How to Split a Wedding Budget Across All 19 Vendor Categories',
  excerpt:
    'Start from shares that have worked for thousands of couples — 30% venue, 18% catering, 10% photography — then move money toward what matters most to you.',
  coverImage: '/blog/budget.svg',
  publishedAt: '2026-09-08',
  tags: ['Budget', 'Planning'],
  body: `A wedding budget is easier to keep when every dollar has a job before the first deposit leaves your account. The hardest part is the blank page: how much *should* the flowers cost when the total is $35,000? This guide gives you a starting split across the nineteen vendor categories Confetti uses, explains why each share is where it is, and shows how to bend the numbers toward the wedding you actually want.

## The default split

These are the shares Confetti fills in when you set a planned budget. They add up to exactly 100%:

| Category | Share | On a $35,000 budget |
|---|---|---|
| Venues | 30% | $10,500 |
| Caterers | 18% | $6,300 |
| Photographers | 10% | $3,500 |
| Florists | 8% | $2,800 |
| Music & Entertainment | 5% | $1,750 |
| Wedding Attire | 5% | $1,750 |
| Wedding Planners | 4% | $1,400 |
| Videographers | 3% | $1,050 |
| Bar Services | 2% | $700 |
| Wedding Cakes | 2% | $700 |
| Decor & Lighting | 2% | $700 |
| Rentals | 2% | $700 |
| Transportation | 2% | $700 |
| Beauty Services | 2% | $700 |
| Stationery & Invitations | 2% | $700 |
| Officiants | 1% | $350 |
| Jewelry | 1% | $350 |
| Favors & Gifts | 1% | $350 |
| Miscellaneous | 0% | $0 |

## Why the venue and the food take almost half

The venue and the caterer together take 48% of the default budget, and for good reason: they scale with your guest count and they are the two costs you cannot skip. Every extra guest adds a chair, a plate, a drink and often a few square feet of room. That is why the most powerful budget decision you will make is not about flowers or favors — it is the length of the guest list. Cutting ten guests from a catered dinner often saves more than dropping a videographer.

If your venue includes catering, add the two shares together and treat them as one line. If your venue is a family backyard, move most of that 30% toward rentals (tent, tables, restrooms, lighting) — a "free" venue rarely stays free.

## Photography: the share that lasts

Ten percent for photography surprises some couples, but the photos are what remains after the day. Couples who regret a budget decision most often regret a rushed photographer. If you must save here, book fewer hours rather than a less experienced photographer: a strong professional covering the ceremony, portraits and the first hour of the reception beats a full day of uncertain work.

## The small categories add up

Ten categories sit at 1–2%. Each looks too small to matter, and together they are 17% of the budget. This is where budgets quietly leak: a second dress for the reception, a late-night food truck, an upgraded invitation suite. Give every one of them a number, even if it is small, so each choice becomes a conscious trade.

## Miscellaneous starts at zero — on purpose

Miscellaneous is set to 0% so that it never hides money. Instead, keep a contingency outside the split: 5–10% of the total that you simply do not allocate. When the florist quote comes in high, the contingency absorbs it and the rest of the plan stays intact.

## Bend the numbers to your priorities

Write down the three things you will remember in twenty years. If it is the music and the dance floor, move Music & Entertainment from 5% to 9% and take the difference from Decor and Favors. If it is the food, give Caterers 22% and trim Florists. In Confetti, change a percentage in the Budget tab and the estimate for every category updates immediately; the total-percent warning tells you when the shares no longer add up to 100.

## Track actual costs, not only estimates

A plan is only as good as its follow-through. When you hire a vendor, record the contract amount as the actual cost and schedule each payment with its due date. Confetti shows each category as Pending, Partial, Paid or Overdue, so a deposit that slipped past its date turns red before it becomes a problem. The dashboard's budget card shows how much you have committed in actual costs against your total — the number that matters once contracts are signed.

## A simple rhythm that works

1. Set the total you can spend without debt.
2. Accept the default shares for a first pass.
3. Move money toward your top three priorities.
4. Keep 5–10% unallocated as a cushion.
5. Replace each estimate with an actual cost as you book.
6. Review the budget together once a month.

A budget is not a restriction. It is the plan that lets you say yes to the things you care about without worrying about the rest.
`,
};
