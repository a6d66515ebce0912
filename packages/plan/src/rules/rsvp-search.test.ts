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

  it('finds nothing for a typed name that grows far longer than any name once normalized', () => {
    // One character that becomes 18 letters: 200 of them are 3,600 letters, never near a name.
    const typed = 'ﷺ'.repeat(200);
    expect(nameDistance(typed, 'Guest Number 12 Familyname')).toBeNull();
    expect(
      findInvitations([{ id: 'g', name: 'Guest Number 12 Familyname', tag: 'Friends' }], [], typed),
    ).toEqual([]);
  });

  it('measures as the whole table does, and stops past a given most', () => {
    // The textbook table (optimal string alignment), to compare with.
    const table = (a: string, b: string) => {
      const d = Array.from({ length: a.length + 1 }, (_, i) =>
        Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
      );
      for (let i = 1; i <= a.length; i++) {
        for (let j = 1; j <= b.length; j++) {
          d[i]![j] = Math.min(
            d[i - 1]![j]! + 1,
            d[i]![j - 1]! + 1,
            d[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
          );
          if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
            d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
        }
      }
      return d[a.length]![b.length]!;
    };
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const word = () =>
      Array.from({ length: Math.floor(random() * 9) }, () => 'abcd'[Math.floor(random() * 4)]).join('');
    for (let n = 0; n < 2000; n++) {
      const [a, b] = [word(), word()];
      const exact = table(a, b);
      expect(editDistance(a, b)).toBe(exact);
      for (const max of [0, 1, 2, 3]) expect(editDistance(a, b, max)).toBe(Math.min(exact, max + 1));
    }
    expect(editDistance('ca', 'abc')).toBe(3);
    expect(editDistance('grace hopper', 'grace hoppre', 0)).toBe(1);
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
