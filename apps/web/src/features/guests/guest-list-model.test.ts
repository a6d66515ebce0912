import type { Guest, PartyMember } from '@confetti/plan';
import { describe, expect, it } from 'vitest';
import { guestRows, invitedHint, NO_FILTERS, rowsHeldInPlace, UNSEATED } from './guest-list-model';

function guest(id: string, name: string, extra: Partial<Guest> = {}): Guest {
  return {
    id,
    name,
    email: null,
    phone: null,
    address: null,
    tag: 'Friends',
    rsvpStatus: 'Pending',
    partySize: 1,
    tableAssignment: null,
    mealChoice: null,
    dietaryNotes: '',
    notes: '',
    rsvpMessage: null,
    respondedAt: null,
    createdAt: `2026-01-01T00:00:0${id.length}.000Z`,
    ...extra,
  };
}

const member: PartyMember = {
  id: 'm1',
  guestId: 'b',
  name: 'Zoë Quinn',
  rsvpStatus: 'Pending',
  mealChoice: null,
  dietaryNotes: '',
  isChild: false,
  notes: '',
  createdAt: '2026-01-01T00:00:00.000Z',
};

const guests = [
  guest('a', 'Charlie Day', { rsvpStatus: 'Accepted', tableAssignment: 't1', mealChoice: 'Fish' }),
  guest('b', 'Alice Smith', { rsvpStatus: '', tag: 'Family' }),
  guest('c', 'Bob Jones', { rsvpStatus: 'Declined', partySize: 3 }),
];

describe('the guest list view', () => {
  it('searches names, party members and tags, ignoring accents and case', () => {
    expect(
      guestRows(guests, [member], [], { ...NO_FILTERS, search: 'zoe' }, 'name').map((r) => r.guest.id),
    ).toEqual(['b']);
    expect(
      guestRows(guests, [member], [], { ...NO_FILTERS, search: 'family' }, 'name').map((r) => r.guest.id),
    ).toEqual(['b']);
  });

  it('finds a name by the emoji or symbol in it, when that is all that is typed', () => {
    const party = [...guests, guest('d', 'Dana 🎉 Lee'), guest('e', 'Ed & Flo')];
    const ids = (search: string) =>
      guestRows(party, [], [], { ...NO_FILTERS, search }, 'name').map((r) => r.guest.id);
    expect(ids('🎉')).toEqual(['d']);
    expect(ids(' & ')).toEqual(['e']);
    expect(ids('✨')).toEqual([]);
    expect(ids('   ')).toHaveLength(party.length);
  });

  it('counts a never-answered guest as pending and filters by table and meal', () => {
    expect(
      guestRows(guests, [], [], { ...NO_FILTERS, rsvp: 'Pending' }, 'name').map((r) => r.guest.id),
    ).toEqual(['b']);
    expect(
      guestRows(guests, [], [], { ...NO_FILTERS, table: UNSEATED }, 'name').map((r) => r.guest.id),
    ).toEqual(['b', 'c']);
    expect(guestRows(guests, [], [], { ...NO_FILTERS, meal: 'Fish' }, 'name').map((r) => r.guest.id)).toEqual(
      ['a'],
    );
  });

  it('sorts by name, RSVP and party size and names each guest’s table', () => {
    const tables = [{ id: 't1', name: 'Table 1' }];
    expect(guestRows(guests, [], tables, NO_FILTERS, 'name').map((r) => r.guest.name)).toEqual([
      'Alice Smith',
      'Bob Jones',
      'Charlie Day',
    ]);
    expect(guestRows(guests, [], tables, NO_FILTERS, 'rsvp').map((r) => r.guest.id)).toEqual(['a', 'b', 'c']);
    expect(guestRows(guests, [], tables, NO_FILTERS, 'party')[0]?.guest.id).toBe('c');
    expect(guestRows(guests, [], tables, NO_FILTERS, 'name')[2]?.tableName).toBe('Table 1');
  });

  // How fast the screen draws 500 guests is benchmark P12 (npm run bench), not a timed unit test.
  it('finds guests among 500 by every word typed, in any case', () => {
    const many = Array.from({ length: 500 }, (_, i) =>
      guest(`g${i}`, `Guest Number ${i}`, { mealChoice: i % 2 ? 'Fish' : null }),
    );
    const found = guestRows(many, [], [], { ...NO_FILTERS, search: 'NUMBER 42' }, 'name');
    const numbers = found.map((r) => Number(r.guest.name.split(' ').at(-1))).sort((a, b) => a - b);
    expect(numbers).toEqual([42, 142, 242, 342, 420, 421, 422, 423, 424, 425, 426, 427, 428, 429, 442]);
  });
});

describe('invitedHint', () => {
  it('names the planned guest count beside the people invited, once there is one', () => {
    expect(invitedHint(117, 120)).toBe('people of 120 planned');
    expect(invitedHint(1, 1500)).toBe('person of 1,500 planned');
    expect(invitedHint(0, null)).toBe('people');
    // A planned count of 0 is none yet, not a target ("people of 0 planned").
    expect(invitedHint(3, 0)).toBe('people');
  });
});

describe('rowsHeldInPlace', () => {
  const list = [guest('a', 'Amara Nwosu'), guest('b', 'Ben Ode'), guest('c', 'Cleo Park')];
  const rowsOf = (gs: Guest[]) => guestRows(gs, [], [], NO_FILTERS, 'name');

  it("keeps the row being typed in where it was when a partner's rename re-sorts the list", () => {
    const shown = rowsOf(list).map((row) => row.guest.id);
    const renamed = [guest('a', 'Zora Nwosu'), list[1]!, list[2]!, guest('d', 'Dan Ito')];
    const natural = rowsOf(renamed);
    expect(natural.map((row) => row.guest.id)).toEqual(['b', 'c', 'd', 'a']);
    const held = rowsHeldInPlace(natural, natural, shown, 'a');
    expect(held.map((row) => [row.guest.id, row.guest.name])).toEqual([
      ['a', 'Zora Nwosu'],
      ['b', 'Ben Ode'],
      ['c', 'Cleo Park'],
      ['d', 'Dan Ito'],
    ]);
  });

  it('keeps the row being typed in even when it stops matching the filters', () => {
    const all = rowsOf(list);
    const shown = all.map((row) => row.guest.id);
    const filtered = all.filter((row) => row.guest.id !== 'b');
    expect(rowsHeldInPlace(filtered, all, shown, 'b').map((row) => row.guest.id)).toEqual(['a', 'b', 'c']);
  });
});
