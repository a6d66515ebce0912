// Guest counts of the dashboard and the RSVP card. The couple's own records (tagged Wedding
// Couple) are never counted as guests.
import type { Guest } from '../entities/guest';

export const WEDDING_COUPLE_TAG = 'Wedding Couple';

export type GuestState = Pick<Guest, 'tag' | 'rsvpStatus' | 'partySize'>;

function countedGuests<T extends Pick<Guest, 'tag'>>(guests: readonly T[]): T[] {
  return guests.filter((guest) => guest.tag !== WEDDING_COUPLE_TAG);
}

/** People attending: party sizes of accepted guests (spec §9). */
export function attendingCount(guests: readonly GuestState[]): number {
  return countedGuests(guests)
    .filter((guest) => guest.rsvpStatus === 'Accepted')
    .reduce((sum, guest) => sum + guest.partySize, 0);
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
