// The Guest List header and the caterer's meal counts. The couple's own records (Wedding Couple)
// are never counted, as on the dashboard (rules/guests.ts).
import type { Guest } from '../entities/guest';
import type { PartyMember } from '../entities/party-member';
import { attendingCount, awaitingRsvpCount, partyComing, WEDDING_COUPLE_TAG } from './guests';

/** The label a meal count carries when an attending person has not chosen yet. */
export const MEAL_NOT_CHOSEN = 'Not chosen';

export type GuestTotalsGuest = Pick<Guest, 'id' | 'tag' | 'rsvpStatus' | 'partySize' | 'mealChoice'>;
export type GuestTotalsMember = Pick<PartyMember, 'guestId' | 'rsvpStatus' | 'mealChoice'>;

export interface GuestListTotals {
  /** People invited: party sizes of every counted guest. */
  invited: number;
  /** People attending: party sizes of accepted guests (spec §9), less members who declined. */
  attending: number;
  /** People who will not come: party sizes of declined guests, and members who declined. */
  declined: number;
  /** Invitations not yet answered (as the dashboard's Awaiting RSVP). */
  awaiting: number;
  /** Meals of the people attending, by choice, most chosen first. */
  meals: { meal: string; count: number }[];
}

/**
 * Meals the caterer plans for, one per person attending (so they add up to the header's Attending):
 * an accepted guest's own choice, each of their party members' who has not declined, and "Not
 * chosen" for each person of the party never named (a party size beyond the listed members).
 */
export function mealTotals(
  guests: readonly GuestTotalsGuest[],
  members: readonly GuestTotalsMember[],
): { meal: string; count: number }[] {
  const counts = new Map<string, number>();
  const add = (meal: string | null, heads = 1) => {
    const key = meal?.trim() || MEAL_NOT_CHOSEN;
    counts.set(key, (counts.get(key) ?? 0) + heads);
  };
  const membersOf = new Map<string, GuestTotalsMember[]>();
  for (const member of members) {
    const own = membersOf.get(member.guestId);
    if (own) own.push(member);
    else membersOf.set(member.guestId, [member]);
  }
  for (const guest of guests) {
    if (guest.tag === WEDDING_COUPLE_TAG || guest.rsvpStatus !== 'Accepted') continue;
    const { named, unnamed } = partyComing(guest, membersOf.get(guest.id) ?? []);
    add(guest.mealChoice);
    for (const member of named) add(member.mealChoice);
    if (unnamed > 0) add(null, unnamed);
  }
  return [...counts]
    .map(([meal, count]) => ({ meal, count }))
    .sort((a, b) => b.count - a.count || a.meal.localeCompare(b.meal));
}

export function guestListTotals(
  guests: readonly GuestTotalsGuest[],
  members: readonly GuestTotalsMember[],
): GuestListTotals {
  const counted = guests.filter((guest) => guest.tag !== WEDDING_COUPLE_TAG);
  const heads = (status: string) =>
    counted.filter((guest) => guest.rsvpStatus === status).reduce((sum, guest) => sum + guest.partySize, 0);
  const attending = attendingCount(guests, members);
  const accepted = heads('Accepted');
  return {
    invited: counted.reduce((sum, guest) => sum + guest.partySize, 0),
    attending,
    // Whole parties that declined, and the people of accepted parties who declined for themselves.
    declined: heads('Declined') + (accepted - attending),
    awaiting: awaitingRsvpCount(guests),
    meals: mealTotals(guests, members),
  };
}
