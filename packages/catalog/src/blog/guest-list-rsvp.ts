import type { BlogPost } from './post';

export const guestListRsvp: BlogPost = {
  slug: 'guest-list-and-rsvp-etiquette',
  title: 'Guest List and RSVP Etiquette Without the Family Drama',
  excerpt:
    'Who gets a plus-one, how to handle kids, when the RSVP deadline should be, and how to chase the guests who never answer — kindly.',
  coverImage: '/blog/guests.svg',
  publishedAt: '2026-10-06',
  tags: ['Guests', 'Etiquette'],
  body: `The guest list is the most emotional spreadsheet you will ever make. It decides the size of your venue, most of your catering bill and, often, a few family conversations. A little structure turns it from a source of tension into a list you both feel good about.

## Start with a number, not with names

Before anyone writes a name, agree on a total. Your venue's capacity and your catering budget set the ceiling: if dinner costs $90 per person, every ten guests is $900 before drinks, cake and chairs. Once you have the number, split it. A common approach is thirds — one third for each family and one third for the two of you — but any split you both agree on is fair.

## Tiers make the hard choices easier

Sort every name into three tiers:

1. **Must invite:** immediate family, the wedding party, the friends you cannot imagine the day without.
2. **Should invite:** extended family and close friends you see regularly.
3. **Would love to invite:** colleagues, plus-ones of friends, people you have lost touch with.

When the list is too long, you cut from the bottom tier first, and nobody has to argue about individual names.

## Plus-ones and children

A clear rule, applied to everyone, prevents hurt feelings. Common rules: married, engaged and long-term partners are invited by name; single guests get a plus-one only if they will not know anyone else. For children, decide between "family only", "none" or "everyone", and say so on the invitation envelope by addressing it exactly to the people invited. An invitation to "The Garcia Family" invites the children; "Maria and Luis Garcia" does not.

In Confetti, each invitation is one guest record with a party size, and each person in the party can be listed as a party member — marked as a child when they are, with their own meal choice. That keeps your headcount honest: Total Attending counts people, not envelopes, and the couple's own record is left out of the counts.

## Setting the RSVP deadline

Ask for replies three to four weeks before the wedding. Your caterer usually needs a final headcount about two weeks before the day, and you will need time to chase late replies and finish the seating chart. Send invitations six to eight weeks ahead (ten to twelve for a destination wedding) so guests have at least a month to answer.

## Make answering effortless

The easier the reply, the fewer you will chase. Offer one simple way to answer: a link printed on the RSVP card leads to a page where each guest types their name, finds their invitation and answers for everyone in their party, including meal choices and dietary notes. Answers arrive in your guest list immediately, so you never retype a reply card.

## Chasing the silent ones

Some guests will not answer. That is normal. A week after the deadline, filter your list by "awaiting reply" and split it between you: each of you contacts your own side with a friendly message — "We're finalizing numbers with the caterer and would love to know if you can make it." Never assume a non-answer is a no.

## When someone declines

A decline is not a rejection. Thank them, and if you keep a waiting list from your bottom tier, this is the moment to send a second-wave invitation (as long as it still goes out at least four weeks before the wedding). When a guest declines, Confetti frees their seat on the seating plan, so you can see at a glance which tables have room.

## Dietary needs and meals

Ask about dietary needs on the RSVP, not later. Record them on the guest or party member, because your caterer will want a count of each meal and a list of allergies per table. Meal totals appear at the top of the guest list and in the seating summary — exactly the sheet your caterer asks for.

## The last week

Share the final numbers with your caterer and venue, print the seating chart, and hand the list of allergies to the catering manager in person. Then stop editing the list. The people who matter most will be there.
`,
};
