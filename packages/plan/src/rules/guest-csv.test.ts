import { describe, expect, it } from 'vitest';
import {
  formatPartyMembers,
  guestCsvRows,
  mapGuestCsvHeader,
  parsePartyMembers,
  readGuestCsv,
} from './guest-csv';

describe('guest CSV', () => {
  it('reads the column names people use for the same thing', () => {
    expect(
      mapGuestCsvHeader(['First Name', 'Surname', 'E-mail', 'Mobile', '# of Guests', 'Status', 'Entrée']),
    ).toEqual({
      firstName: 0,
      lastName: 1,
      email: 2,
      phone: 3,
      partySize: 4,
      rsvpStatus: 5,
      mealChoice: 6,
    });
  });

  it('joins first and last names and maps yes/no answers', () => {
    const { guests, problems } = readGuestCsv([
      ['First', 'Last', 'RSVP', 'Party size', 'Meal', 'Tag'],
      ['Grace', 'Hopper', 'Yes', '2', 'Fish', 'Friends'],
      ['', '', '', '', '', ''],
      ['Alan', 'Turing', 'no', '', '', ''],
    ]);
    expect(problems).toEqual([]);
    expect(
      guests.map((g) => [g.line, g.guest.name, g.guest.rsvpStatus, g.guest.partySize, g.guest.mealChoice]),
    ).toEqual([
      [2, 'Grace Hopper', 'Accepted', 2, 'Fish'],
      [4, 'Alan Turing', 'Declined', 1, null],
    ]);
  });

  it('names every bad line and the reason', () => {
    const { guests, problems } = readGuestCsv([
      ['Name', 'Email', 'Party size', 'RSVP'],
      ['Ada', 'ada@example.com', '1', 'Pending'],
      ['', '', '1', ''],
      ['Bo', 'not-an-email', '0', 'Maybe'],
      ['Cy', '', 'two', ''],
    ]);
    expect(guests.map((g) => g.guest.name)).toEqual(['Ada']);
    expect(problems).toEqual([
      { line: 3, reason: 'The name is missing.' },
      {
        line: 4,
        reason:
          '"not-an-email" is not an email address; RSVP "Maybe" must be Accepted, Declined or Pending; party size "0" must be a whole number from 1 to 100.',
      },
      { line: 5, reason: 'Party size "two" must be a whole number from 1 to 100.' },
    ]);
  });

  it('refuses a line whose party would pass 100 people or whose member has an overlong name', () => {
    const others = Array.from({ length: 100 }, (_, i) => `Friend ${i + 1}`).join('; ');
    const { guests, problems } = readGuestCsv([
      ['Name', 'Party members'],
      ['Ada', others],
      ['Bo', `Cy; ${'x'.repeat(201)}`],
      ['Di', 'Ed'],
    ]);
    expect(guests.map((g) => g.guest.name)).toEqual(['Di']);
    expect(problems).toEqual([
      { line: 2, reason: 'The line names 101 people; a party is at most 100.' },
      { line: 3, reason: "A party member's name is longer than 200 characters." },
    ]);
  });

  it('refuses a file without a name column', () => {
    expect(readGuestCsv([['Email'], ['a@example.com']]).problems).toEqual([
      {
        line: 1,
        reason: 'The first line must name the columns, with a Name (or First and Last name) column.',
      },
    ]);
  });

  it('does not take an object property for an RSVP answer', () => {
    expect(
      readGuestCsv([
        ['Name', 'RSVP'],
        ['Ada', 'constructor'],
      ]).problems,
    ).toHaveLength(1);
  });

  it('writes party members in a form it reads back', () => {
    const members = [
      { name: 'Charles', mealChoice: 'Fish', isChild: false, dietaryNotes: '' },
      { name: 'Tim', mealChoice: null, isChild: true, dietaryNotes: 'nut allergy' },
      {
        name: 'Eve',
        mealChoice: 'Kids’ pasta, no sauce',
        isChild: true,
        dietaryNotes: 'gluten-free (coeliac)',
      },
    ];
    expect(formatPartyMembers(members)).toBe(
      'Charles (Fish); Tim (child) [nut allergy]; Eve (child, Kids’ pasta, no sauce) [gluten-free (coeliac)]',
    );
    expect(parsePartyMembers(formatPartyMembers(members))).toEqual(members);
  });

  it('says which party members answered for themselves, and reads it back', () => {
    const members = [
      {
        name: 'Sam Quinn',
        mealChoice: 'Fish',
        isChild: false,
        dietaryNotes: '',
        rsvpStatus: 'Declined' as const,
      },
      {
        name: 'Rae Quinn',
        mealChoice: null,
        isChild: true,
        dietaryNotes: '',
        rsvpStatus: 'Accepted' as const,
      },
      {
        name: 'Lou Quinn',
        mealChoice: null,
        isChild: false,
        dietaryNotes: '',
        rsvpStatus: 'Pending' as const,
      },
    ];
    expect(formatPartyMembers(members)).toBe(
      'Sam Quinn (declined, Fish); Rae Quinn (child, accepted); Lou Quinn',
    );
    expect(parsePartyMembers(formatPartyMembers(members))).toEqual([
      members[0],
      members[1],
      { name: 'Lou Quinn', mealChoice: null, isChild: false, dietaryNotes: '' },
    ]);
  });

  it('keeps a party member’s dietary needs in their brackets, whatever they say', () => {
    const [ellie] = parsePartyMembers(
      formatPartyMembers([
        { name: 'Ellie', mealChoice: null, isChild: false, dietaryNotes: 'nuts; shellfish [severe]' },
      ]),
    );
    expect(ellie).toEqual({
      name: 'Ellie',
      mealChoice: null,
      isChild: false,
      dietaryNotes: 'nuts, shellfish (severe)',
    });
  });

  it('exports one row per guest that imports back to the same guests', () => {
    const rows = guestCsvRows(
      [
        {
          id: 'g1',
          name: 'Ada Lovelace',
          email: 'ada@example.com',
          phone: null,
          address: null,
          tag: 'Family',
          rsvpStatus: 'Accepted',
          partySize: 2,
          mealChoice: 'Fish',
          dietaryNotes: 'No nuts',
          notes: '',
        },
      ],
      [{ guestId: 'g1', name: 'Charles', mealChoice: 'Beef', isChild: false, dietaryNotes: 'No dairy' }],
    );
    expect(rows).toHaveLength(2);
    const { guests, problems } = readGuestCsv(rows);
    expect(problems).toEqual([]);
    expect(guests[0]?.guest).toMatchObject({
      name: 'Ada Lovelace',
      partySize: 2,
      dietaryNotes: 'No nuts',
      tag: 'Family',
    });
    expect(guests[0]?.members).toEqual([
      { name: 'Charles', mealChoice: 'Beef', isChild: false, dietaryNotes: 'No dairy' },
    ]);
  });
});
