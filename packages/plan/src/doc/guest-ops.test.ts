import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { alreadyListed, readGuestCsv, repeatedInFile } from '../rules/guest-csv';
import { attendingCount } from '../rules/guests';
import { insertEntity, listEntities, readEntity } from './entities';
import {
  addGuest,
  addPartyMember,
  applyRsvpAnswer,
  deleteGuests,
  deletePartyMember,
  importGuests,
  isSeatPlaceholder,
  PARTY_FULL_MESSAGE,
  partyMembersOf,
  partySizesTouched,
  RSVP_DECLINED_PARTY,
  reconcilePartySizes,
  seatPlaceholderName,
  setGuestsRsvp,
  unnamedSeats,
  updateGuest,
  updatePartyMember,
} from './guest-ops';
import { initPlanDoc } from './init';
import { PlanDocError } from './structure';

const NOW = new Date('2026-03-01T10:00:00.000Z');

function planWithTable(): Y.Doc {
  const doc = new Y.Doc();
  initPlanDoc(doc, { generationId: 'gen-1' });
  insertEntity(doc, 'seatingTables', {
    id: 'table-1',
    name: 'Table 1',
    capacity: 8,
    shape: 'round',
    x: 0,
    y: 0,
    width: 100,
    height: 100,
  });
  return doc;
}

describe('guest list use cases', () => {
  it('seats a guest added with a table on both sides of the seating plan', () => {
    const doc = planWithTable();
    const guest = addGuest(doc, { name: '  Grace Hopper ', tableAssignment: 'table-1' }, NOW);
    expect(guest.name).toBe('Grace Hopper');
    expect(readEntity(doc, 'guests', guest.id)?.tableAssignment).toBe('table-1');
    expect(readEntity(doc, 'seatingTables', 'table-1')?.assignedGuests).toEqual([guest.id]);
  });

  it('refuses a blank name and an unknown table without writing anything', () => {
    const doc = planWithTable();
    expect(() => addGuest(doc, { name: '   ' }, NOW)).toThrow(PlanDocError);
    expect(() => addGuest(doc, { name: 'Ada', tableAssignment: 'nope' }, NOW)).toThrow(PlanDocError);
    // Only invisible characters is blank too.
    expect(() => addGuest(doc, { name: '\u200b\u2066\u2069' }, NOW)).toThrow(PlanDocError);
    expect(listEntities(doc, 'guests')).toEqual([]);
    // A name reads as typed: on one line, without a right-to-left override turning it around.
    expect(addGuest(doc, { name: 'Dave\n \u202eevaD' }, NOW).name).toBe('Dave evaD');
  });

  it('unseats a guest who declines, by the couple or in bulk', () => {
    const doc = planWithTable();
    const a = addGuest(doc, { name: 'Ada', tableAssignment: 'table-1' }, NOW);
    const b = addGuest(doc, { name: 'Bo', tableAssignment: 'table-1' }, NOW);
    updateGuest(doc, a.id, { rsvpStatus: 'Declined' });
    expect(readEntity(doc, 'guests', a.id)?.tableAssignment).toBeNull();
    expect(readEntity(doc, 'seatingTables', 'table-1')?.assignedGuests).toEqual([b.id]);
    setGuestsRsvp(doc, [b.id], 'Declined');
    expect(readEntity(doc, 'seatingTables', 'table-1')?.assignedGuests).toEqual([]);
  });

  it('refuses to seat a guest who declined, writing nothing of the change', () => {
    const doc = planWithTable();
    const guest = addGuest(doc, { name: 'Ada', rsvpStatus: 'Declined' }, NOW);
    expect(() => updateGuest(doc, guest.id, { name: 'Ada L.', tableAssignment: 'table-1' })).toThrow(
      PlanDocError,
    );
    expect(readEntity(doc, 'guests', guest.id)?.name).toBe('Ada');
    expect(readEntity(doc, 'seatingTables', 'table-1')?.assignedGuests).toEqual([]);
  });

  it('moves a guest between tables through seating so table and guest agree', () => {
    const doc = planWithTable();
    insertEntity(doc, 'seatingTables', {
      id: 'table-2',
      name: 'Table 2',
      capacity: 8,
      shape: 'round',
      x: 0,
      y: 0,
      width: 100,
      height: 100,
    });
    const guest = addGuest(doc, { name: 'Ada', tableAssignment: 'table-1' }, NOW);
    updateGuest(doc, guest.id, { tableAssignment: 'table-2' });
    expect(readEntity(doc, 'seatingTables', 'table-1')?.assignedGuests).toEqual([]);
    expect(readEntity(doc, 'seatingTables', 'table-2')?.assignedGuests).toEqual([guest.id]);
    updateGuest(doc, guest.id, { tableAssignment: null });
    expect(readEntity(doc, 'seatingTables', 'table-2')?.assignedGuests).toEqual([]);
  });

  it('grows the party size when a party member would not fit, and shrinks it back on removal', () => {
    const doc = planWithTable();
    const guest = addGuest(doc, { name: 'Ada' }, NOW);
    const plusOne = addPartyMember(doc, { guestId: guest.id, name: 'Charles' }, NOW);
    expect(readEntity(doc, 'guests', guest.id)?.partySize).toBe(2);
    addPartyMember(doc, { guestId: guest.id, name: 'Tim', isChild: true }, NOW);
    expect(readEntity(doc, 'guests', guest.id)?.partySize).toBe(3);
    deletePartyMember(doc, plusOne.id);
    expect(readEntity(doc, 'guests', guest.id)?.partySize).toBe(2);
    expect(partyMembersOf(doc, guest.id).map((m) => m.name)).toEqual(['Tim']);
  });

  it('stops a party at 100 people and a name at 200 characters, writing nothing', () => {
    const doc = planWithTable();
    const guest = addGuest(doc, { name: 'Ada' }, NOW);
    for (let i = 1; i <= 99; i++) addPartyMember(doc, { guestId: guest.id, name: `Friend ${i}` }, NOW);
    expect(readEntity(doc, 'guests', guest.id)?.partySize).toBe(100);
    const updates: Uint8Array[] = [];
    doc.on('update', (update: Uint8Array) => updates.push(update));
    expect(() => addPartyMember(doc, { guestId: guest.id, name: 'One too many' }, NOW)).toThrow(
      PARTY_FULL_MESSAGE,
    );
    expect(() => addGuest(doc, { name: 'x'.repeat(201) }, NOW)).toThrow(/at most 200 characters/);
    expect(() => updateGuest(doc, guest.id, { name: 'x'.repeat(201) })).toThrow(/at most 200 characters/);
    expect(updates).toEqual([]);
    expect(partyMembersOf(doc, guest.id)).toHaveLength(99);
  });

  it('refuses a party size smaller than the people named in it, and writes nothing', () => {
    const doc = planWithTable();
    const guest = addGuest(doc, { name: 'Ada', partySize: 3 }, NOW);
    addPartyMember(doc, { guestId: guest.id, name: 'Charles' }, NOW);
    addPartyMember(doc, { guestId: guest.id, name: 'Tim' }, NOW);
    expect(() => updateGuest(doc, guest.id, { partySize: 1, notes: 'smaller' })).toThrow(
      'Party size must be at least 3: 2 other people are named in this party.',
    );
    expect(readEntity(doc, 'guests', guest.id)).toMatchObject({ partySize: 3, notes: '' });
    expect(updateGuest(doc, guest.id, { partySize: 4 })?.partySize).toBe(4);
  });

  it('gives a party a seat for everyone named in it after two people add to it at once', () => {
    const server = planWithTable();
    const guest = addGuest(server, { name: 'Ada', partySize: 2 }, NOW);
    addPartyMember(server, { guestId: guest.id, name: 'Charles' }, NOW);
    const other = addGuest(server, { name: 'Bo', partySize: 4 }, NOW);
    // Two partners, each with a copy of the plan, add someone to Ada's party at the same time.
    const [mine, theirs] = [new Y.Doc(), new Y.Doc()];
    for (const copy of [mine, theirs]) Y.applyUpdate(copy, Y.encodeStateAsUpdate(server));
    addPartyMember(mine, { guestId: guest.id, name: 'Tim' }, NOW);
    addPartyMember(theirs, { guestId: guest.id, name: 'Grace' }, NOW);
    const touched: boolean[] = [];
    server.on('afterTransaction', (tr: Y.Transaction) => touched.push(partySizesTouched(tr)));
    Y.applyUpdate(server, Y.encodeStateAsUpdate(mine));
    Y.applyUpdate(server, Y.encodeStateAsUpdate(theirs));
    // Each wrote the size it saw plus one: four people in a party of three.
    expect(partyMembersOf(server, guest.id)).toHaveLength(3);
    expect(readEntity(server, 'guests', guest.id)?.partySize).toBe(3);
    expect(touched).toEqual([true, true]);

    expect(reconcilePartySizes(server)).toBe(true);
    expect(readEntity(server, 'guests', guest.id)?.partySize).toBe(4);
    // A party with seats nobody is named for yet keeps them; nothing more to write.
    expect(readEntity(server, 'guests', other.id)?.partySize).toBe(4);
    expect(reconcilePartySizes(server)).toBe(false);
    // A change to anything else of a guest or a member is not a party change.
    touched.length = 0;
    updateGuest(server, guest.id, { dietaryNotes: 'No nuts' });
    expect(touched).toEqual([false]);
  });

  it('keeps a party member with their guest', () => {
    const doc = planWithTable();
    const a = addGuest(doc, { name: 'Ada' }, NOW);
    const b = addGuest(doc, { name: 'Bo' }, NOW);
    const member = addPartyMember(doc, { guestId: a.id, name: 'Charles' }, NOW);
    expect(() => updatePartyMember(doc, member.id, { guestId: b.id })).toThrow(PlanDocError);
    expect(updatePartyMember(doc, member.id, { mealChoice: 'Fish' })?.mealChoice).toBe('Fish');
  });

  it('deletes guests with their party members and unseats them', () => {
    const doc = planWithTable();
    const guest = addGuest(doc, { name: 'Ada', tableAssignment: 'table-1' }, NOW);
    addPartyMember(doc, { guestId: guest.id, name: 'Charles' }, NOW);
    expect(deleteGuests(doc, [guest.id, 'missing'])).toBe(1);
    expect(listEntities(doc, 'partyMembers')).toEqual([]);
    expect(readEntity(doc, 'seatingTables', 'table-1')?.assignedGuests).toEqual([]);
  });

  it("applies a guest's own answer to them and their party, and a decline unseats them", () => {
    const doc = planWithTable();
    const guest = addGuest(doc, { name: 'Ada', tableAssignment: 'table-1' }, NOW);
    const member = addPartyMember(doc, { guestId: guest.id, name: 'Charles' }, NOW);
    applyRsvpAnswer(
      doc,
      {
        guestId: guest.id,
        rsvpStatus: 'Accepted',
        mealChoice: 'Fish',
        dietaryNotes: 'No nuts',
        members: [{ id: member.id, rsvpStatus: 'Accepted', mealChoice: 'Beef' }],
        message: 'See you there!',
      },
      NOW,
    );
    expect(readEntity(doc, 'guests', guest.id)).toMatchObject({
      rsvpStatus: 'Accepted',
      mealChoice: 'Fish',
      dietaryNotes: 'No nuts',
      rsvpMessage: 'See you there!',
      respondedAt: NOW.toISOString(),
      tableAssignment: 'table-1',
    });
    expect(readEntity(doc, 'partyMembers', member.id)?.mealChoice).toBe('Beef');
    applyRsvpAnswer(doc, { guestId: guest.id, rsvpStatus: 'Declined' }, NOW);
    expect(readEntity(doc, 'seatingTables', 'table-1')?.assignedGuests).toEqual([]);
  });

  it('names the unnamed seats of a party from the answer, so the head count says who comes', () => {
    const doc = planWithTable();
    const guest = addGuest(doc, { name: 'Ada', partySize: 3 }, NOW);
    applyRsvpAnswer(
      doc,
      {
        guestId: guest.id,
        rsvpStatus: 'Accepted',
        plusOnes: [
          { name: '  Grace ', rsvpStatus: 'Accepted', mealChoice: 'Fish', dietaryNotes: 'No nuts' },
          { name: '', rsvpStatus: 'Declined', mealChoice: 'Beef' },
        ],
      },
      NOW,
    );
    const party = partyMembersOf(doc, guest.id);
    expect(party.map((m) => [m.name, m.rsvpStatus, m.mealChoice, m.dietaryNotes])).toEqual([
      ['Grace', 'Accepted', 'Fish', 'No nuts'],
      ['Guest of Ada', 'Declined', null, ''],
    ]);
    // The party keeps the seats the couple offered; one of them is not coming.
    expect(readEntity(doc, 'guests', guest.id)?.partySize).toBe(3);
    expect(attendingCount(listEntities(doc, 'guests'), party)).toBe(2);
    expect(unnamedSeats(readEntity(doc, 'guests', guest.id)!, party.length)).toBe(0);
  });

  it('refuses more plus-ones than the party has seats for, changing nothing', () => {
    const doc = planWithTable();
    const guest = addGuest(doc, { name: 'Ada', partySize: 2 }, NOW);
    const twoMore = [
      { name: 'Grace', rsvpStatus: 'Accepted' as const },
      { name: 'Alan', rsvpStatus: 'Accepted' as const },
    ];
    expect(() =>
      applyRsvpAnswer(doc, { guestId: guest.id, rsvpStatus: 'Accepted', plusOnes: twoMore }, NOW),
    ).toThrow(
      'Your invitation has room for 1 more guest. If this page offered more, someone has just answered for your party: please find your invitation again.',
    );
    expect(readEntity(doc, 'guests', guest.id)?.rsvpStatus).toBe('Pending');
    expect(partyMembersOf(doc, guest.id)).toEqual([]);
  });

  it('keeps the meal and notes of a seat answered before unless the new answer gives others', () => {
    const doc = planWithTable();
    const guest = addGuest(doc, { name: 'Lena', partySize: 2 }, NOW);
    const seat = { rsvpStatus: 'Accepted' as const, mealChoice: 'Fish', dietaryNotes: 'Gluten free' };
    applyRsvpAnswer(doc, { guestId: guest.id, rsvpStatus: 'Accepted', plusOnes: [seat] }, NOW);
    // Back only to leave a message: the seat is answered again, its meal and notes left blank.
    applyRsvpAnswer(
      doc,
      {
        guestId: guest.id,
        rsvpStatus: 'Accepted',
        message: 'So happy!',
        plusOnes: [{ rsvpStatus: 'Accepted' }],
      },
      NOW,
    );
    const [kept] = partyMembersOf(doc, guest.id);
    expect([kept?.name, kept?.rsvpStatus, kept?.mealChoice, kept?.dietaryNotes]).toEqual([
      'Guest of Lena',
      'Accepted',
      'Fish',
      'Gluten free',
    ]);
    // Given, they replace it; declined, the meal goes.
    applyRsvpAnswer(
      doc,
      {
        guestId: guest.id,
        rsvpStatus: 'Accepted',
        plusOnes: [{ rsvpStatus: 'Accepted', mealChoice: 'Beef' }],
      },
      NOW,
    );
    expect(partyMembersOf(doc, guest.id)[0]?.mealChoice).toBe('Beef');
    applyRsvpAnswer(
      doc,
      { guestId: guest.id, rsvpStatus: 'Accepted', plusOnes: [{ rsvpStatus: 'Declined' }] },
      NOW,
    );
    expect(partyMembersOf(doc, guest.id)[0]?.mealChoice).toBeNull();
    expect(partyMembersOf(doc, guest.id)).toHaveLength(1);
  });

  it('offers a seat answered before without a name again: naming it renames that person', () => {
    const doc = planWithTable();
    const guest = addGuest(doc, { name: 'Ada', partySize: 2 }, NOW);
    applyRsvpAnswer(
      doc,
      { guestId: guest.id, rsvpStatus: 'Accepted', plusOnes: [{ rsvpStatus: 'Declined' }] },
      NOW,
    );
    const [seat] = partyMembersOf(doc, guest.id);
    expect(seat && isSeatPlaceholder(seat, guest)).toBe(true);
    applyRsvpAnswer(
      doc,
      { guestId: guest.id, rsvpStatus: 'Accepted', plusOnes: [{ name: 'Grace', rsvpStatus: 'Accepted' }] },
      NOW,
    );
    expect(partyMembersOf(doc, guest.id).map((m) => [m.id, m.name, m.rsvpStatus])).toEqual([
      [seat?.id, 'Grace', 'Accepted'],
    ]);
  });

  it('refuses a declined invitation whose party is said to be coming, changing nothing', () => {
    const doc = planWithTable();
    const guest = addGuest(doc, { name: 'Ada', partySize: 3 }, NOW);
    const member = addPartyMember(doc, { guestId: guest.id, name: 'Charles' }, NOW);
    const declinedButComing = [
      { members: [{ id: member.id, rsvpStatus: 'Accepted' as const }] },
      { plusOnes: [{ name: 'Grace', rsvpStatus: 'Accepted' as const }] },
    ];
    for (const rest of declinedButComing) {
      expect(() => applyRsvpAnswer(doc, { guestId: guest.id, rsvpStatus: 'Declined', ...rest }, NOW)).toThrow(
        RSVP_DECLINED_PARTY,
      );
    }
    expect(readEntity(doc, 'guests', guest.id)?.rsvpStatus).toBe('Pending');
    expect(partyMembersOf(doc, guest.id)).toHaveLength(1);
  });

  it('keeps a generated name within the length of a name', () => {
    expect(seatPlaceholderName('A'.repeat(200))).toHaveLength(200);
  });

  it("refuses an answer for someone outside the guest's party, changing nothing", () => {
    const doc = planWithTable();
    const a = addGuest(doc, { name: 'Ada' }, NOW);
    const b = addGuest(doc, { name: 'Bo' }, NOW);
    const stranger = addPartyMember(doc, { guestId: b.id, name: 'Stranger' }, NOW);
    expect(() =>
      applyRsvpAnswer(
        doc,
        { guestId: a.id, rsvpStatus: 'Accepted', members: [{ id: stranger.id, rsvpStatus: 'Declined' }] },
        NOW,
      ),
    ).toThrow(PlanDocError);
    expect(readEntity(doc, 'guests', a.id)?.rsvpStatus).toBe('Pending');
    expect(readEntity(doc, 'partyMembers', stranger.id)?.rsvpStatus).toBe('Pending');
  });

  it('does not add a guest twice: an import of the list again adds only the new people', () => {
    const doc = planWithTable();
    const first = readGuestCsv([
      ['Name', 'Email'],
      ['Grandma Rose', 'rose@example.com'],
      ['Zoë Müller', ''],
    ]).guests;
    expect(importGuests(doc, first, NOW)).toHaveLength(2);
    const again = readGuestCsv([
      ['Name', 'Email'],
      // The same people, written another way: still on the list.
      ['grandma  rose', 'ROSE@example.com'],
      ['Zoe Muller', 'zoe@example.com'],
      // Another Rose: a different email is another person.
      ['Grandma Rose', 'other.rose@example.com'],
      ['Tom O’Neil', ''],
    ]).guests;
    expect([...alreadyListed(again, listEntities(doc, 'guests'))]).toEqual([2, 3]);
    expect(importGuests(doc, again, NOW).map((g) => g.name)).toEqual(['Grandma Rose', 'Tom O’Neil']);
    expect(listEntities(doc, 'guests')).toHaveLength(4);
  });

  it('adds a guest that a file names twice once, with the party of its first line', () => {
    const doc = planWithTable();
    const { guests } = readGuestCsv([
      ['Name', 'Email', 'Party members'],
      ['Grace Hopper', 'grace@example.com', 'Vincent'],
      ['Alan Turing', '', ''],
      // Pasted from another list: the same people, written another way.
      ['grace hopper', '', ''],
      ['Alan  Turing', 'alan@example.com', ''],
      // The same name with another email is another person.
      ['Grace Hopper', 'g.hopper@example.org', ''],
    ]);
    expect([...repeatedInFile(guests)]).toEqual([
      [4, 2],
      [5, 3],
    ]);
    const added = importGuests(doc, guests, NOW);
    expect(added.map((g) => [g.name, g.email, g.partySize])).toEqual([
      ['Grace Hopper', 'grace@example.com', 2],
      ['Alan Turing', null, 1],
      ['Grace Hopper', 'g.hopper@example.org', 1],
    ]);
    // Importing it again: every line is on the list now, none counts as a repeat.
    const listed = alreadyListed(guests, listEntities(doc, 'guests'));
    expect(listed.size).toBe(5);
    expect(repeatedInFile(guests, listed).size).toBe(0);
    expect(importGuests(doc, guests, NOW)).toEqual([]);
  });

  it('imports the good lines of a CSV with their parties', () => {
    const doc = planWithTable();
    const { guests } = readGuestCsv([
      ['Name', 'Party members', 'RSVP'],
      ['Ada Lovelace', 'Charles (Fish); Tim (child)', 'yes'],
    ]);
    const [added] = importGuests(doc, guests, NOW);
    expect(added).toMatchObject({ name: 'Ada Lovelace', partySize: 3, rsvpStatus: 'Accepted' });
    expect(partyMembersOf(doc, added!.id).map((m) => [m.name, m.mealChoice, m.isChild])).toEqual([
      ['Charles', 'Fish', false],
      ['Tim', null, true],
    ]);
  });
});
