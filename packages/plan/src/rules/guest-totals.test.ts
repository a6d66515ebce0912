import { describe, expect, it } from 'vitest';
import { guestListTotals, mealTotals } from './guest-totals';

const guest = (
  id: string,
  rsvpStatus: '' | 'Accepted' | 'Declined' | 'Pending',
  partySize: number,
  mealChoice: string | null,
  tag = 'Friends',
) => ({
  id,
  tag,
  rsvpStatus,
  partySize,
  mealChoice,
});

describe('guest list totals', () => {
  const guests = [
    guest('a', 'Accepted', 2, 'Fish'),
    guest('b', 'Declined', 3, 'Beef'),
    guest('c', 'Pending', 1, null),
    guest('d', '', 2, null),
    guest('couple', 'Accepted', 2, 'Beef', 'Wedding Couple'),
  ];
  const members = [
    { guestId: 'a', rsvpStatus: 'Accepted' as const, mealChoice: 'Beef' },
    { guestId: 'b', rsvpStatus: 'Declined' as const, mealChoice: 'Fish' },
  ];

  it('counts heads invited, attending and declined, and invitations awaiting, without the couple', () => {
    expect(guestListTotals(guests, members)).toMatchObject({
      invited: 8,
      attending: 2,
      declined: 3,
      awaiting: 2,
    });
  });

  it('does not count a member of an accepted party who declined for themselves as attending', () => {
    // Ana accepts for a party of three; Marco declines, the baby is coming.
    const party = [guest('ana', 'Accepted', 3, 'Chicken')];
    const answers = [
      { guestId: 'ana', rsvpStatus: 'Declined' as const, mealChoice: null },
      { guestId: 'ana', rsvpStatus: 'Accepted' as const, mealChoice: null },
    ];
    expect(guestListTotals(party, answers)).toMatchObject({ invited: 3, attending: 2, declined: 1 });
    // Every member declining still leaves the guest who accepted.
    const allOut = [answers[0]!, { ...answers[0]!, mealChoice: 'Fish' }, { ...answers[0]! }];
    expect(guestListTotals(party, allOut)).toMatchObject({ attending: 1, declined: 2 });
  });

  it('counts meals of accepted guests and their party members who have not declined', () => {
    expect(mealTotals(guests, members)).toEqual([
      { meal: 'Beef', count: 1 },
      { meal: 'Fish', count: 1 },
    ]);
    expect(mealTotals([guest('x', 'Accepted', 1, '  ')], [])).toEqual([{ meal: 'Not chosen', count: 1 }]);
  });

  it('plans a meal, not chosen yet, for each attending person of a party nobody named', () => {
    // Chris accepts for three and names nobody; Ana's party of three has one named member who
    // declined: the meals add up to the people attending.
    const party = [guest('chris', 'Accepted', 3, 'Beef'), guest('ana', 'Accepted', 3, 'Fish')];
    const named = [{ guestId: 'ana', rsvpStatus: 'Declined' as const, mealChoice: 'Chicken' }];
    expect(mealTotals(party, named)).toEqual([
      { meal: 'Not chosen', count: 3 },
      { meal: 'Beef', count: 1 },
      { meal: 'Fish', count: 1 },
    ]);
    const attending = guestListTotals(party, named).attending;
    expect(attending).toBe(5);
    expect(mealTotals(party, named).reduce((sum, m) => sum + m.count, 0)).toBe(attending);
  });
});
