import { describe, expect, it } from 'vitest';
import { guest } from '../testing/fixtures';
import {
  attendingCount,
  awaitingRsvpCount,
  guestCountForRsvp,
  partyMemberNames,
  respondedCount,
  WEDDING_COUPLE_TAG,
} from './guests';

const guests = [
  guest({ rsvpStatus: 'Accepted', partySize: 3 }),
  guest({ rsvpStatus: 'Accepted', partySize: 1 }),
  guest({ rsvpStatus: 'Declined', partySize: 2 }),
  guest({ rsvpStatus: 'Pending' }),
  guest({ rsvpStatus: '' }),
  guest({ rsvpStatus: 'Accepted', partySize: 2, tag: WEDDING_COUPLE_TAG }),
  guest({ rsvpStatus: 'Pending', tag: WEDDING_COUPLE_TAG }),
];

describe('guest counts', () => {
  it('counts attending people by party size, accepted only, the couple excluded', () => {
    expect(attendingCount(guests)).toBe(4);
    expect(attendingCount([])).toBe(0);
  });

  it('leaves out members of an accepted party who declined for themselves, never the guest', () => {
    const party = [guest({ id: 'g1', rsvpStatus: 'Accepted', partySize: 3 })];
    expect(attendingCount(party, [{ guestId: 'g1', rsvpStatus: 'Declined' }])).toBe(2);
    expect(attendingCount(party, [{ guestId: 'g1', rsvpStatus: 'Accepted' }])).toBe(3);
    expect(attendingCount(party, [{ guestId: 'other', rsvpStatus: 'Declined' }])).toBe(3);
    const declined = Array.from({ length: 4 }, () => ({ guestId: 'g1', rsvpStatus: 'Declined' as const }));
    expect(attendingCount(party, declined)).toBe(1);
  });

  it('counts guest records awaiting an answer, empty status included', () => {
    expect(awaitingRsvpCount(guests)).toBe(2);
  });

  it('counts guest records that answered either way', () => {
    expect(respondedCount(guests)).toBe(3);
  });

  it('counts guest records for the RSVP card without the couple', () => {
    expect(guestCountForRsvp(guests)).toBe(5);
  });

  it('only excludes the exact Wedding Couple tag', () => {
    expect(attendingCount([guest({ rsvpStatus: 'Accepted', tag: 'Wedding Party' })])).toBe(1);
  });
});

describe('partyMemberNames', () => {
  it('reads one name per line', () => {
    expect(partyMemberNames('Theodore Vance\n  Lucy Vance \n\n')).toEqual(['Theodore Vance', 'Lucy Vance']);
  });

  it('reads names separated by commas or semicolons on one line as separate people', () => {
    expect(partyMemberNames('Theodore Vance, Lucy Vance; Ada  Vance')).toEqual([
      'Theodore Vance',
      'Lucy Vance',
      'Ada Vance',
    ]);
  });

  it('keeps a suffix after a comma with its name', () => {
    expect(partyMemberNames('Martin King, Jr., Coretta King\nJohn Smith, III')).toEqual([
      'Martin King, Jr.',
      'Coretta King',
      'John Smith, III',
    ]);
  });

  it('names nobody in a blank box', () => {
    expect(partyMemberNames(' \n , ; ')).toEqual([]);
  });
});
