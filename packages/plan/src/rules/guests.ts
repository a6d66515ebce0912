// Guest counts of the dashboard and the RSVP card. The couple's own records (tagged Wedding
// Couple) are never counted as guests.
import type { Guest } from '../entities/guest';
import type { PartyMember } from '../entities/party-member';

/** The most people a party holds: the guest and up to 99 others (REST, CSV and the planner alike). */
export const MAX_PARTY_SIZE = 100;
/** The longest name a guest or party member may have (REST, CSV and the planner alike). */
export const MAX_NAME_LENGTH = 200;

export const WEDDING_COUPLE_TAG = 'Wedding Couple';

export type GuestState = Pick<Guest, 'tag' | 'rsvpStatus' | 'partySize'>;

function countedGuests<T extends Pick<Guest, 'tag'>>(guests: readonly T[]): T[] {
  return guests.filter((guest) => guest.tag !== WEDDING_COUPLE_TAG);
}

/** A party member's own answer (the RSVP page asks each person in a party). */
export type MemberAnswer = Pick<PartyMember, 'guestId' | 'rsvpStatus'>;

/**
 * People attending: party sizes of accepted guests (spec §9), less the members of those parties who
 * answered for themselves that they cannot come (a party of three with a plus-one who declined is
 * two). The guest record's own person always counts while the guest has accepted.
 */
export function attendingCount(
  guests: readonly (GuestState & { id?: string })[],
  members: readonly MemberAnswer[] = [],
): number {
  const declined = declinedMembersByGuest(members);
  return countedGuests(guests)
    .filter((guest) => guest.rsvpStatus === 'Accepted')
    .reduce((sum, guest) => sum + comingHeads(guest.partySize, (guest.id && declined.get(guest.id)) || 0), 0);
}

/** People of a party who are coming: its size less the members who declined, never fewer than the guest. */
export function comingHeads(partySize: number, declinedMembers: number): number {
  return Math.max(1, partySize - declinedMembers);
}

/**
 * Who of one party is coming, from the members listed for it: the guest, each named member
 * who has not declined (no more than the party has room for), and how many more nobody named. The
 * caterer's meals and the seats at a table are counted from this, so both add up to Attending.
 */
export function partyComing<M extends { rsvpStatus?: string }>(
  guest: Pick<Guest, 'partySize'>,
  ownMembers: readonly M[],
): { heads: number; named: M[]; unnamed: number } {
  const notDeclined = ownMembers.filter((member) => member.rsvpStatus !== 'Declined');
  const heads = comingHeads(guest.partySize, ownMembers.length - notDeclined.length);
  const named = notDeclined.slice(0, heads - 1);
  return { heads, named, unnamed: heads - 1 - named.length };
}

/** How many members of each guest's party declined for themselves. */
export function declinedMembersByGuest(
  members: readonly (Pick<PartyMember, 'guestId'> & { rsvpStatus?: string })[],
): Map<string, number> {
  const declined = new Map<string, number>();
  for (const member of members)
    if (member.rsvpStatus === 'Declined')
      declined.set(member.guestId, (declined.get(member.guestId) ?? 0) + 1);
  return declined;
}

/** Guest records still awaiting an answer (Pending or never answered). */
export function awaitingRsvpCount(guests: readonly GuestState[]): number {
  return countedGuests(guests).filter((guest) => guest.rsvpStatus === 'Pending' || guest.rsvpStatus === '')
    .length;
}

/** Guest records that answered, either way. */
export function respondedCount(guests: readonly GuestState[]): number {
  return countedGuests(guests).filter(
    (guest) => guest.rsvpStatus === 'Accepted' || guest.rsvpStatus === 'Declined',
  ).length;
}

/** The M of "N of M guests responded": guest records, the couple excluded. */
export function guestCountForRsvp(guests: readonly Pick<Guest, 'tag'>[]): number {
  return countedGuests(guests).length;
}

/** What can follow a name after a comma and still be part of it ("Martin Luther King, Jr."). */
const NAME_SUFFIX = /^(jr|sr|ii|iii|iv|phd|md|esq)\.?$/i;

/**
 * The people named in the Add Guest dialog's "Others in the party" box: one per line, or several on
 * a line separated by commas or semicolons, as people write a list. A suffix after a comma stays
 * with its name.
 */
export function partyMemberNames(text: string): string[] {
  const names: string[] = [];
  for (const line of text.split(/[\n;]/)) {
    const onLine: string[] = [];
    for (const part of line.split(',')) {
      const name = part.trim().replace(/\s+/g, ' ');
      if (name === '') continue;
      if (NAME_SUFFIX.test(name) && onLine.length > 0) onLine.push(`${onLine.pop()}, ${name}`);
      else onLine.push(name);
    }
    names.push(...onLine);
  }
  return names;
}
