import type { BlogPost } from './post';

export const registryEtiquette: BlogPost = {
  slug: 'wedding-registry-etiquette',
  title: 'Wedding Registry Etiquette: What to Ask For and How to Say Thank You',
  excerpt:
    'How many gifts to list, at which prices, whether cash funds are polite, when to share the link, and the thank-you note rule that never goes out of style.',
  coverImage: '/blog/registry.svg',
  publishedAt: '2026-11-17',
  tags: ['Registry', 'Etiquette'],
  body: `A registry is a kindness to your guests. Most of them want to give you something you will use and love, and a thoughtful list spares them the guessing. Here is how to build one that feels gracious rather than greedy.

## When to create it

Set up your registry once your date and guest list are settled, about four to six months before the wedding, and in any case before the save-the-dates or shower invitations go out. Guests often shop for showers and engagement parties from the same list.

## How many gifts, at which prices

List more gifts than you have guests — roughly one and a half to two items per invited household — so that late shoppers still have real choices. Spread the prices:

- About a third under $50: kitchen tools, glassware, picture frames, board games.
- About a third between $50 and $150: bedding, a good knife, a serving set.
- The rest above $150: small appliances, luggage, a dining table you will keep for decades.

Groups of friends often go in together on a larger gift, so a few bigger items are welcome.

## Cash funds are fine — if you say what they are for

Many couples already live together and need fewer household goods. A honeymoon fund, a first-home fund or a fund for a specific experience is now common and perfectly polite, especially when you describe what the money will become: "Sunset dinner in Lisbon" reads better than "Cash". Set a goal so guests can see the fund's progress, and let them give any amount.

## Mix stores and keep one link

You can combine products from a catalog, a cash fund and items from any external store. What matters is that guests have one link to start from. Share it on your wedding website and let word of mouth do the rest.

## Where (not) to mention the registry

Etiquette still says no registry details on the wedding invitation itself. Put the link on your wedding website, on the shower invitation, and tell family members so they can answer when asked. It is fine to answer directly if someone asks you.

## Avoid duplicate gifts

Nothing deflates a guest more than learning their gift was the second toaster. A good registry marks an item as purchased the moment a guest claims it, and if two guests try to buy the last one at the same time, only one succeeds — the other is told right away and can choose something else. Confetti's public registry page does exactly that; guests say what they bought or pledged, and you see it in your Registry tab immediately. Guests never see who bought what.

## Thank-you notes: the rule

Write a handwritten note for every gift, within two to three months of the wedding (within two weeks for gifts received before it). Mention the gift by name and how you will use it, and thank the giver for being part of the day:

> Dear Aunt Ruth, thank you for the beautiful linen tablecloth. It is already on our table for Sunday dinners, and it will be there when we host the family for the holidays. It meant so much to have you with us in June.

For cash gifts, mention what the money will do without naming the amount.

Keep track as you go. Confetti's purchase list has a thank-you checkbox for every gift and counts how many notes are still to write, which makes a daunting pile into a few notes each evening.

## The short version

Ask early, list more than you need at a range of prices, explain your cash funds, share one link, and thank everyone by hand. Your guests will remember the warmth, not the gift.
`,
};
