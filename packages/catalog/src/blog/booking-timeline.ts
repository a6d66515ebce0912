import type { BlogPost } from './post';

export const bookingTimeline: BlogPost = {
  slug: 'when-to-book-wedding-vendors',
  title: 'When to Book Every Wedding Vendor: A Month-by-Month Guide',
  excerpt:
    'Venues go 12–18 months ahead, florists 6–8, cakes 3–6. Here is the order that keeps the best vendors available — and what to do when you have less time.',
  coverImage: '/blog/timeline.svg',
  publishedAt: '2026-09-22',
  tags: ['Vendors', 'Timeline'],
  body: `The best vendors are booked by the couples who ask first. That is not a reason to panic — it is a reason to book in the right order. Some vendors need your date locked a year ahead; others cannot quote until they know your venue and headcount. Here are the lead times Confetti's checklist is built on, and how to use them.

## The booking lead times

| Vendor | Book this far ahead |
|---|---|
| Venues | 12–18 months |
| Wedding Planners | 10–12 months |
| Caterers | 9–12 months |
| Photographers | 9–12 months |
| Videographers | 9–12 months |
| Music & Entertainment | 8–10 months |
| Officiants | 8–10 months |
| Wedding Attire (order) | 8–9 months |
| Florists | 6–8 months |
| Bar Services | 4–6 months |
| Decor & Lighting | 4–6 months |
| Beauty Services | 4–6 months |
| Stationery & Invitations (order) | 4–5 months |
| Wedding Cakes | 3–6 months |
| Rentals | 3–4 months |
| Transportation | 3–4 months |
| Jewelry (order) | 2–3 months |
| Favors & Gifts (order) | 2–3 months |
| Miscellaneous | varies |

## First: the venue and the date

Nothing else can be booked until you have a place and a date, because every other vendor will ask "where and when?" Popular venues fill Saturdays in peak season well over a year ahead, which is why the venue sits at 12–18 months. Being flexible helps more than anything: a Friday, a Sunday, or a date in the shoulder season (early spring, late autumn) opens calendars that looked full.

If you want a planner, hire them right after (or even before) the venue. A good planner knows which venues fit your budget and which vendors work well together, and their 10–12 month lead time reflects that they shape everything that follows.

## Second wave: the people who can only be in one place

Caterers, photographers and videographers work one wedding per day. Once your date is taken by someone else, it is gone. Book these 9–12 months ahead, starting with whichever matters most to you. Musicians and DJs (8–10 months) and your officiant follow.

Attire is different: it is not about availability but about manufacturing. Many gowns take four to six months to make, plus time for alterations, which is why ordering 8–9 months ahead is the safe window.

## Third wave: design and details

Florists, lighting and decor come once the venue and the color palette are known, usually 6–8 months out for flowers and 4–6 for decor. They quote better when they can see the space. Bar service, hair and makeup fall in the same 4–6 month window; schedule your hair and makeup trial about two months before the day.

Invitations should be ordered 4–5 months ahead so they can be mailed six to eight weeks before the wedding (earlier for destination weddings). Cakes, rentals and transportation need three to six months, and your rings and favors can wait until two or three months before.

## What if you have less time?

Plenty of wonderful weddings are planned in six months or less. The order stays the same; the steps simply happen closer together. When you set a wedding date in Confetti that is closer than a task's usual lead time, the checklist spreads the remaining expert tasks over the time you actually have, keeping their order, so you start with a realistic plan instead of a wall of overdue items. Dates you set by hand are never moved.

A few tactics help on a short timeline:

- **Lead with the venue's preferred vendors.** They already know the space and can often fit you in.
- **Ask about weekday or brunch availability.** Vendors who are booked on Saturdays are often free on a Friday.
- **Decide quickly.** Meet two or three candidates per category, not seven.
- **Keep a shared list of questions** so both of you can follow up without double-booking calls.

## Deposits and contracts

Booking means a signed contract and a deposit. Record each one as you go: the actual cost on the budget item, the deposit as a paid payment, and the remaining balance as an upcoming payment with its due date. When a balance is due soon, it appears on your dashboard, and your caterer's final headcount, your florist's final details and your photographer's shot list show up as vendor deadlines as the day approaches.

Book in waves, record as you go, and the months before the wedding become a countdown instead of a scramble.
`,
};
