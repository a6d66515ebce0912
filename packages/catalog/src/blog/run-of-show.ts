import type { BlogPost } from './post';

export const runOfShowTemplate: BlogPost = {
  slug: 'wedding-day-run-of-show-template',
  title: 'A Wedding Day Run of Show Template (and How to Share It With Vendors)',
  excerpt:
    'From hair and makeup at 9:00 AM to the send-off at 10:30 PM: a realistic minute-by-minute template, the buffers professionals build in, and why every vendor needs the same copy.',
  coverImage: '/blog/run-of-show.svg',
  publishedAt: '2026-11-03',
  tags: ['Run of Show', 'Wedding Day'],
  body: `A run of show is the wedding day written down, minute by minute, so that everyone — you, your wedding party, the photographer, the caterer, the DJ — works from the same timeline. It is the single most useful document of the week, and it is simple to make once you know the rhythm of a wedding day.

## A template for a 4:00 PM ceremony

Adjust the times to your own ceremony; the gaps between the moments are what matter.

| Time | Moment | Who |
|---|---|---|
| 9:00 AM | Hair and makeup begin | Beauty team |
| 12:00 PM | Photographer arrives for getting-ready photos | Photographer |
| 1:30 PM | Florist delivers bouquets and boutonnières | Florist |
| 2:00 PM | Get dressed | Couple, wedding party |
| 2:30 PM | First look and portraits | Photographer |
| 3:30 PM | Guests arrive; ushers seat them; music begins | Ushers, musicians |
| 4:00 PM | Ceremony | Officiant |
| 4:30 PM | Family and wedding party photos | Photographer |
| 4:30 PM | Cocktail hour | Bar, caterer |
| 5:45 PM | Guests invited to the reception room | Planner, DJ |
| 6:00 PM | Grand entrance | DJ |
| 6:10 PM | Welcome and dinner service begins | Caterer |
| 7:15 PM | Toasts | DJ, wedding party |
| 7:45 PM | First dance, then parent dances | DJ |
| 8:00 PM | Dancing opens | DJ |
| 8:45 PM | Cake cutting | Caterer, photographer |
| 9:30 PM | Late-night snack | Caterer |
| 10:30 PM | Send-off | Planner, photographer |

## Build in buffers

Professionals pad the timeline because weddings run late. Hair and makeup almost always take longer than planned; build 15 minutes of slack before getting dressed. Family photos go faster with a written list of groupings and a cousin who knows everyone and can call names. Leave 10–15 minutes between the ceremony and cocktail hour for hugs that cannot be rushed.

## Write down who is responsible

A timeline without names is a wish list. For every moment, write who makes it happen: "Toasts — DJ announces, best man first, then maid of honor." When something changes on the day, the person responsible knows it is theirs to adjust.

## When the day runs late

It will, a little. The question is what moves with it. If the ceremony starts 15 minutes late, everything after it shifts too, and every vendor needs to know — the caterer times the meal, the DJ the dances, the photographer the sunset portraits. In Confetti's Run of Show tab, "Running late? Shift from here" moves one moment and everything after it by 5, 15 or any number of minutes in one change, and flags any moments that now overlap.

## Give every vendor the same copy — live

The classic mistake is emailing a PDF in June and changing the timeline in August. Half your vendors then work from an old version. Instead, share a live link with each vendor: they open a page on their phone that shows the whole day, highlights their own moments, and puts **Now** and **Next** at the top on the wedding day. When you shift the timeline, their page updates within seconds, without anyone re-sending anything. You can revoke a link at any time.

## The week before

- Confirm arrival times with every vendor by phone, referencing the shared timeline.
- Give your planner or a trusted friend the final run of show and the vendors' phone numbers.
- Print two copies for the venue coordinator and the DJ, just in case.
- Decide who the vendors should ask questions on the day (not you).

## On the day

Hand the timeline over and let it go. The point of a run of show is that you do not have to carry it in your head. Somebody else is watching the clock so you can be present for the day you planned.
`,
};
