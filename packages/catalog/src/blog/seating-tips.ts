import type { BlogPost } from './post';

export const seatingTips: BlogPost = {
  slug: 'wedding-seating-chart-tips',
  title: 'Ten Seating Chart Tips That Make the Reception Feel Effortless',
  excerpt:
    'Round tables of eight or ten, families near the dance floor, divorced parents apart, and the single friends together: a calm method for the puzzle every couple dreads.',
  coverImage: '/blog/seating.svg',
  publishedAt: '2026-10-20',
  tags: ['Seating', 'Reception'],
  body: `The seating chart is a puzzle with feelings attached. Done well, nobody notices it: conversations flow, grandparents can hear the toasts, and the dance floor fills. Done in a hurry the night before, it shows. Here is a calm method and ten practical tips.

## Wait for the replies, then start

Do not seat anyone until most RSVPs are in, usually two to three weeks before the wedding. Seating people who then decline means doing the puzzle twice. Start with the floor plan instead: the room's shape, where the dance floor, bar, stage and cake table go, and how many tables fit.

## Ten tips

**1. Choose the table size first.** Round tables of eight to ten are the easiest for conversation. Long banquet tables fit more people and feel festive, but guests only talk to their neighbors. Mixing both works well in a long room.

**2. Seat the couple where everyone can see you.** A sweetheart table for two, or a head table with the wedding party, placed so that you face the room and are close to the dance floor.

**3. Families closest to the front.** Parents and grandparents get tables near you and near the speakers for the toasts. Older guests should be away from loudspeakers and close to the restrooms and exits.

**4. Seat people who know each other.** It is tempting to play matchmaker with every table; resist. Group guests by how they know you — college friends, work friends, cousins — and people will relax.

**5. Keep parties together.** A guest and everyone in their party sit at the same table. Separating a couple or a parent from their child creates friction all evening.

**6. Mind the people who should not sit together.** Divorced parents, feuding relatives, exes. Seat them at different tables with a good view, each among people who will make them comfortable. Write these wishes down early: in Confetti you can mark two guests as "together" or "apart", and auto-seating respects both.

**7. Put the lively tables near the dance floor.** The friends who will dance all night should be close to it, so the floor fills quickly after the first dance.

**8. Kids near their parents.** If you invite children, seat them with their parents, or give older children their own table within sight of the adults.

**9. Leave a little room.** Do not fill every table to the last seat. One empty chair per table absorbs a late plus-one or a guest who switches tables without anyone moving the place cards.

**10. Check the sightlines.** Walk the room, or look at the floor plan from the position of each table. Nobody should have their back to the toasts, or sit behind a pillar or the DJ booth.

## Use the floor plan, not a spreadsheet

Seating is spatial. Draw the room to scale: tables with their shape and capacity, and the fixed elements — dance floor, stage, bar, entrance, buffet. Then drag guests onto tables. Confetti's seating plan moves the whole party when you drag a guest, shows each table's count against its capacity, and warns you before a table is over full. Your partner sees every change live, so you can do the puzzle together from two laptops.

If you have a long list, let auto-seating make the first pass: it seats every unseated guest who has not declined, keeps each party at one table, never goes over capacity, and follows your together and apart wishes. Then adjust by hand.

## Share the result with the caterer

Your caterer needs two things from the seating chart: how many people sit at each table, and which meals and allergies are at which table. Print the seating summary with meals per table and hand it over with your final headcount. Your venue coordinator will want the floor plan too, to set out place cards.

## The day itself

Display an alphabetical escort card list or a large seating chart at the entrance, so guests find their names quickly. Ask one friend or your planner to keep a printed copy, to solve the inevitable "where am I sitting?" without bothering you.

A good seating chart is quiet hospitality: it tells each guest you thought about where they would be happiest.
`,
};
