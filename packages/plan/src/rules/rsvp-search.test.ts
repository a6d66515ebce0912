import { describe, expect, it } from 'vitest';
import { editDistance, findInvitations, nameDistance, nameForms } from './rsvp-search';

const guests = [
  { id: 'grace', name: 'Grace Hopper', tag: 'Friends' },
  { id: 'grace-k', name: 'Grace Kelly', tag: 'Family' },
  { id: 'jose', name: 'José Álvarez', tag: 'Friends' },
  { id: 'couple', name: 'Sam Rivera', tag: 'Wedding Couple' },
  { id: 'eleanor', name: 'Eleanor Vance-Montgomery', tag: 'Family' },
  { id: 'mary', name: 'Mary Ann Whitfield', tag: 'Family' },
];
const members = [{ guestId: 'grace', name: 'Ada Lovelace' }];

describe('finding an invitation by name', () => {
  it('forgives a typo: "grace hoper" finds Grace Hopper', () => {
    expect(findInvitations(guests, members, 'grace hoper')).toEqual(['grace']);
  });

  it('ignores case, accents and word order', () => {
    expect(findInvitations(guests, members, 'ALVAREZ jose')).toEqual(['jose']);
  });

  it("finds a guest's invitation by a party member's name", () => {
    expect(findInvitations(guests, members, 'ada lovelace')).toEqual(['grace']);
  });

  it('does not list guests for a first name alone or a few letters', () => {
    expect(findInvitations(guests, members, 'grace')).toEqual([]);
    expect(findInvitations(guests, members, 'gr')).toEqual([]);
    expect(findInvitations(guests, members, 'a')).toEqual([]);
  });

  it("never offers the couple's own records", () => {
    expect(findInvitations(guests, members, 'sam rivera')).toEqual([]);
  });

  it('counts a swap of two letters as one typo', () => {
    expect(editDistance('hopper', 'hoppre')).toBe(1);
    expect(nameDistance('Gracе Hopper', 'Grace Hopper')).not.toBeNull();
    expect(nameDistance('Bob Smith', 'Rob Smyth')).toBe(2);
  });

  it('finds a guest who leaves out half of a double-barrelled surname or a middle name', () => {
    expect(findInvitations(guests, members, 'eleanor vance')).toEqual(['eleanor']);
    expect(findInvitations(guests, members, 'Eleanor Montgomery')).toEqual(['eleanor']);
    expect(findInvitations(guests, members, 'eleanor vance montgomery')).toEqual(['eleanor']);
    expect(findInvitations(guests, members, 'mary whitfeld')).toEqual(['mary']);
    // Still a first and a last name: a half or a first name alone finds nobody.
    expect(findInvitations(guests, members, 'vance montgomery')).toEqual([]);
    expect(findInvitations(guests, members, 'eleanor')).toEqual([]);
    expect(findInvitations(guests, members, 'mary ann')).toEqual([]);
  });

  it('spells out the forms of a listed name', () => {
    expect(nameForms('Eleanor Vance-Montgomery')).toEqual([
      'Eleanor Vance-Montgomery',
      'Eleanor Vance',
      'Eleanor Montgomery',
    ]);
    expect(nameForms('Mary Ann Whitfield')).toEqual(['Mary Ann Whitfield', 'Mary Whitfield']);
    expect(nameForms('Cher')).toEqual(['Cher']);
  });
});
