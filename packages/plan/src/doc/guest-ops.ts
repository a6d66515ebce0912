// Guest list use cases on a plan doc, shared by the planner (on its replica) and the server (REST and
// the public RSVP page). Each is one transaction that either writes everything or throws before
// writing. Two rules live here: a declined guest leaves their table (seating's own helper keeps both
// sides in step), and a party never has fewer seats than people (party size ≥ 1 + party members).
import * as Y from 'yjs';
import type { Guest, GuestInput, RsvpStatus } from '../entities/guest';
import type { PartyMember, PartyMemberInput } from '../entities/party-member';
import { alreadyListed, type ImportedGuestRow, repeatedInFile } from '../rules/guest-csv';
import { MAX_NAME_LENGTH, MAX_PARTY_SIZE } from '../rules/guests';
import { cleanName, isBlankName } from '../rules/names';
import {
  deleteEntity,
  type EntityPatchOf,
  insertEntity,
  listEntities,
  readEntity,
  updateEntity,
} from './entities';
import { assignGuestToTable } from './seating';
import { collectionMap, newId, PlanDocError } from './structure';

export type GuestPatch = EntityPatchOf<'guests'>;
export type PartyMemberPatch = Omit<EntityPatchOf<'partyMembers'>, 'guestId'>;
export type NewGuestInput = Omit<GuestInput, 'id' | 'createdAt'> & { id?: string };
export type NewPartyMemberInput = Omit<PartyMemberInput, 'id' | 'createdAt'> & { id?: string };

function personName(name: string, field = 'name'): string {
  const trimmed = cleanName(name);
  if (isBlankName(trimmed)) throw new PlanDocError('invalid_entity', 'Enter a name.', field);
  if (trimmed.length > MAX_NAME_LENGTH) {
    throw new PlanDocError('invalid_entity', `A name can be at most ${MAX_NAME_LENGTH} characters.`, field);
  }
  return trimmed;
}

export const PARTY_FULL_MESSAGE = `A party is at most ${MAX_PARTY_SIZE} people: the guest and ${MAX_PARTY_SIZE - 1} others.`;

/** Yjs cannot roll a transaction back, so a table is checked before anything is written. */
function checkTable(doc: Y.Doc, tableId: string | null | undefined): void {
  if (tableId && !collectionMap(doc, 'seatingTables').has(tableId)) {
    throw new PlanDocError('missing_reference', `No seating table with id ${tableId}`, 'tableAssignment');
  }
}

export function partyMembersOf(doc: Y.Doc, guestId: string): PartyMember[] {
  return listEntities(doc, 'partyMembers').filter((member) => member.guestId === guestId);
}

/** Adds a guest; a table given with it is taken through seating, so the table lists them too. */
export function addGuest(doc: Y.Doc, input: NewGuestInput, now: Date, origin: unknown = null): Guest {
  const { tableAssignment, ...fields } = input;
  checkTable(doc, tableAssignment);
  let guest: Guest | undefined;
  doc.transact(() => {
    guest = insertEntity(doc, 'guests', {
      ...fields,
      id: input.id ?? newId(),
      name: personName(input.name),
      tableAssignment: null,
      createdAt: now.toISOString(),
    });
    if (tableAssignment && guest.rsvpStatus !== 'Declined') {
      assignGuestToTable(doc, guest.id, tableAssignment);
      guest = { ...guest, tableAssignment };
    }
  }, origin);
  return guest as Guest;
}

/**
 * Changes the fields given. A table change goes through seating (both sides agree); a guest who
 * declines is unseated in the same transaction, so the seating plan shows their seats as free.
 * Returns null when the guest does not exist.
 */
export function updateGuest(doc: Y.Doc, id: string, patch: GuestPatch, origin: unknown = null): Guest | null {
  const current = readEntity(doc, 'guests', id);
  if (!current) return null;
  const { tableAssignment, ...fields } = patch;
  if (fields.name !== undefined) fields.name = personName(fields.name);
  if (fields.partySize !== undefined) {
    // The party keeps a seat for everyone named in it: saying so beats raising the number silently.
    const named = partyMembersOf(doc, id).length;
    if (fields.partySize < named + 1) {
      throw new PlanDocError(
        'invalid_patch',
        `Party size must be at least ${named + 1}: ${named} other ${named === 1 ? 'person is' : 'people are'} named in this party.`,
        'partySize',
      );
    }
  }
  checkTable(doc, tableAssignment);
  const status = fields.rsvpStatus ?? current.rsvpStatus;
  if (tableAssignment && status === 'Declined' && fields.rsvpStatus !== 'Declined') {
    // Checked here too (seating refuses it), so nothing of the patch is written first.
    throw new PlanDocError(
      'invalid_patch',
      `${current.name} declined and cannot be seated.`,
      'tableAssignment',
    );
  }
  let guest: Guest | null = null;
  doc.transact(() => {
    guest = updateEntity(doc, 'guests', id, fields);
    if (guest?.rsvpStatus === 'Declined' && fields.rsvpStatus === 'Declined') {
      assignGuestToTable(doc, id, null);
    } else if (tableAssignment !== undefined) {
      assignGuestToTable(doc, id, tableAssignment);
    }
    guest = readEntity(doc, 'guests', id);
  }, origin);
  return guest;
}

/** Several guests' RSVP at once (a bulk action); declining unseats each. */
export function setGuestsRsvp(
  doc: Y.Doc,
  ids: readonly string[],
  status: RsvpStatus,
  origin: unknown = null,
) {
  doc.transact(() => {
    for (const id of ids) updateGuest(doc, id, { rsvpStatus: status });
  }, origin);
}

export function setGuestsTag(doc: Y.Doc, ids: readonly string[], tag: string, origin: unknown = null) {
  doc.transact(() => {
    for (const id of ids) updateGuest(doc, id, { tag: tag.trim() });
  }, origin);
}

/** Deletes guests with their party members, unseating them (the guest descriptor's references). */
export function deleteGuests(doc: Y.Doc, ids: readonly string[], origin: unknown = null): number {
  let deleted = 0;
  doc.transact(() => {
    for (const id of ids) if (deleteGuest(doc, id)) deleted += 1;
  }, origin);
  return deleted;
}

export function deleteGuest(doc: Y.Doc, id: string, origin: unknown = null): boolean {
  return deleteEntity(doc, 'guests', id, origin);
}

/** Adds a person to a guest's party; the party size grows when the party would not fit. */
export function addPartyMember(
  doc: Y.Doc,
  input: NewPartyMemberInput,
  now: Date,
  origin: unknown = null,
): PartyMember {
  const guest = readEntity(doc, 'guests', input.guestId);
  if (!guest) throw new PlanDocError('missing_reference', `No guest with id ${input.guestId}`, 'guestId');
  const before = partyMembersOf(doc, guest.id).length;
  if (before + 2 > MAX_PARTY_SIZE) throw new PlanDocError('invalid_entity', PARTY_FULL_MESSAGE, 'name');
  const name = personName(input.name);
  let member: PartyMember | undefined;
  doc.transact(() => {
    member = insertEntity(doc, 'partyMembers', {
      ...input,
      id: input.id ?? newId(),
      name,
      createdAt: now.toISOString(),
    });
    if (guest.partySize < before + 2) updateEntity(doc, 'guests', guest.id, { partySize: before + 2 });
  }, origin);
  return member as PartyMember;
}

export function updatePartyMember(
  doc: Y.Doc,
  id: string,
  patch: PartyMemberPatch & { guestId?: string },
  origin: unknown = null,
): PartyMember | null {
  const current = readEntity(doc, 'partyMembers', id);
  if (!current) return null;
  if (patch.guestId !== undefined && patch.guestId !== current.guestId) {
    throw new PlanDocError('invalid_patch', 'A party member cannot move to another guest.', 'guestId');
  }
  const { guestId: _same, ...fields } = patch;
  if (fields.name !== undefined) fields.name = personName(fields.name);
  return updateEntity(doc, 'partyMembers', id, fields, origin);
}

/** Removes a person from a party; a party sized exactly to fit shrinks by one seat. */
export function deletePartyMember(doc: Y.Doc, id: string, origin: unknown = null): boolean {
  const member = readEntity(doc, 'partyMembers', id);
  if (!member) return deleteEntity(doc, 'partyMembers', id, origin);
  doc.transact(() => {
    const guest = readEntity(doc, 'guests', member.guestId);
    const before = partyMembersOf(doc, member.guestId).length;
    deleteEntity(doc, 'partyMembers', id);
    if (guest && guest.partySize === before + 1 && guest.partySize > 1) {
      updateEntity(doc, 'guests', guest.id, { partySize: guest.partySize - 1 });
    }
  }, origin);
  return true;
}

/**
 * Whether a change may have left a party with fewer seats than people: it added, removed or moved
 * party members, or set a party size.
 */
export function partySizesTouched(transaction: Y.Transaction): boolean {
  const members: unknown = collectionMap(transaction.doc, 'partyMembers');
  const guests: unknown = collectionMap(transaction.doc, 'guests');
  for (const [type, keys] of transaction.changed) {
    if (type === members) return true;
    const parent: unknown = type._item?.parent;
    if (parent === guests && keys.has('partySize')) return true;
    if (parent === members && keys.has('guestId')) return true;
  }
  return false;
}

/**
 * Raises every party smaller than the guest and the people named in it to fit them. Adding a member
 * raises the size on the replica that adds it, but two people adding to one party at once (or one of
 * them offline) each write the size they saw plus one: merged, the party is a seat short and the
 * head counts miss someone who is named. The server runs this after such changes. Only sizes that
 * are too small are written; a seat nobody is named for yet is never taken away.
 */
export function reconcilePartySizes(doc: Y.Doc, origin: unknown = null): boolean {
  const guests = collectionMap(doc, 'guests');
  const named = new Map<string, number>();
  for (const member of collectionMap(doc, 'partyMembers').values()) {
    if (!(member instanceof Y.Map)) continue;
    const guestId: unknown = member.get('guestId');
    if (typeof guestId === 'string') named.set(guestId, (named.get(guestId) ?? 0) + 1);
  }
  const short: Array<[Y.Map<unknown>, number]> = [];
  for (const [guestId, count] of named) {
    const guest = guests.get(guestId);
    if (!(guest instanceof Y.Map)) continue;
    const size: unknown = guest.get('partySize');
    if (typeof size !== 'number' || size < count + 1) short.push([guest, count + 1]);
  }
  if (short.length === 0) return false;
  doc.transact(() => {
    for (const [guest, size] of short) guest.set('partySize', size);
  }, origin);
  return true;
}

/** What a guest answers on the public RSVP page (spec-level shape of POST /api/public/rsvp/{code}). */
export interface RsvpAnswer {
  guestId: string;
  rsvpStatus: 'Accepted' | 'Declined';
  mealChoice?: string | null;
  dietaryNotes?: string;
  members?: readonly {
    id: string;
    rsvpStatus: 'Accepted' | 'Declined';
    mealChoice?: string | null;
    dietaryNotes?: string;
  }[];
  /**
   * The party's seats nobody is named for yet (a "+1"), at most as many as there are: each becomes a
   * party member with its answer, named as the guest names them or "Guest of <guest>" when not, so
   * the couple's head count and list say who is coming.
   */
  plusOnes?: readonly {
    name?: string | null;
    rsvpStatus: 'Accepted' | 'Declined';
    mealChoice?: string | null;
    dietaryNotes?: string;
  }[];
  message?: string | null;
}

/** Seats in a guest's party that no party member fills: what the RSVP page offers as "+1"s. */
export function unnamedSeats(guest: Pick<Guest, 'partySize'>, memberCount: number): number {
  return Math.max(0, guest.partySize - 1 - memberCount);
}

/**
 * The name an unnamed seat's person gets when the guest does not give one (a seat answered "not
 * coming", or a guest who did not say whom they bring). Such a member is still the guest's to
 * name: the RSVP page offers it as a seat again (isSeatPlaceholder).
 */
export function seatPlaceholderName(guestName: string): string {
  return `Guest of ${guestName}`.slice(0, MAX_NAME_LENGTH).trim();
}

export function isSeatPlaceholder(member: Pick<PartyMember, 'name'>, guest: Pick<Guest, 'name'>): boolean {
  return member.name === seatPlaceholderName(guest.name);
}

/**
 * More plus-ones than the invitation has seats for: says how many it has, as a request made by hand
 * may simply ask too much, and what happened if the page offered more (someone named those seats
 * since it opened: the couple, or another phone).
 */
export function rsvpNoRoomMessage(seats: number): string {
  const room =
    seats === 0
      ? 'Your invitation has no room for more guests.'
      : `Your invitation has room for ${seats} more ${seats === 1 ? 'guest' : 'guests'}.`;
  return `${room} If this page offered more, someone has just answered for your party: please find your invitation again.`;
}
/** The invitation is declined while someone in its party is said to be coming. */
export const RSVP_DECLINED_PARTY =
  'When you cannot come, nobody else in your party is counted as coming: if someone will still come, tell the couple in your message.';

/**
 * Applies exactly a guest's answer: their RSVP, meal and dietary notes, each party member's, and
 * their message. Members must belong to that guest (a guest answers for their own party only).
 * A decline unseats the party. Throws PlanDocError before writing anything when the answer does not fit.
 */
export function applyRsvpAnswer(doc: Y.Doc, answer: RsvpAnswer, now: Date, origin: unknown = null): Guest {
  const guest = readEntity(doc, 'guests', answer.guestId);
  if (!guest) throw new PlanDocError('missing_reference', 'We could not find that invitation.', 'guestId');
  const members = partyMembersOf(doc, guest.id);
  const party = new Set(members.map((member) => member.id));
  for (const member of answer.members ?? []) {
    if (!party.has(member.id)) {
      throw new PlanDocError('invalid_patch', 'That person is not in this party.', 'members');
    }
  }
  // A seat named "Guest of …" before (answered, unnamed) is still a seat: answered again first.
  const answered = new Set((answer.members ?? []).map((member) => member.id));
  const placeholders = members.filter((m) => isSeatPlaceholder(m, guest) && !answered.has(m.id));
  const plusOnes = answer.plusOnes ?? [];
  const seats = unnamedSeats(guest, members.length) + placeholders.length;
  if (plusOnes.length > seats) throw new PlanDocError('invalid_patch', rsvpNoRoomMessage(seats), 'plusOnes');
  const someoneElseComes =
    (answer.members ?? []).some((m) => m.rsvpStatus === 'Accepted') ||
    plusOnes.some((p) => p.rsvpStatus === 'Accepted');
  if (answer.rsvpStatus === 'Declined' && someoneElseComes) {
    throw new PlanDocError('invalid_patch', RSVP_DECLINED_PARTY, 'rsvpStatus');
  }
  doc.transact(() => {
    updateGuest(doc, guest.id, {
      rsvpStatus: answer.rsvpStatus,
      ...(answer.mealChoice !== undefined ? { mealChoice: emptyAsNull(answer.mealChoice) } : {}),
      ...(answer.dietaryNotes !== undefined ? { dietaryNotes: answer.dietaryNotes.trim() } : {}),
      ...(answer.message !== undefined ? { rsvpMessage: emptyAsNull(answer.message) } : {}),
      respondedAt: now.toISOString(),
    });
    for (const member of answer.members ?? []) {
      updatePartyMember(doc, member.id, {
        rsvpStatus: member.rsvpStatus,
        ...(member.mealChoice !== undefined ? { mealChoice: emptyAsNull(member.mealChoice) } : {}),
        ...(member.dietaryNotes !== undefined ? { dietaryNotes: member.dietaryNotes.trim() } : {}),
      });
    }
    plusOnes.forEach((plusOne, i) => {
      const placeholder = placeholders[i];
      // A seat answered before keeps the meal and notes given for it unless this answer gives
      // others, as a named member does (a guest back to add a message must not erase an allergy).
      const meal = plusOne.mealChoice !== undefined ? plusOne.mealChoice : (placeholder?.mealChoice ?? null);
      const fields = {
        name: plusOne.name?.trim().slice(0, MAX_NAME_LENGTH) || seatPlaceholderName(guest.name),
        rsvpStatus: plusOne.rsvpStatus,
        mealChoice: plusOne.rsvpStatus === 'Accepted' ? emptyAsNull(meal) : null,
        dietaryNotes: plusOne.dietaryNotes?.trim() ?? placeholder?.dietaryNotes ?? '',
      };
      if (placeholder) updatePartyMember(doc, placeholder.id, fields);
      // One millisecond apart, so the party lists them in the order the guest gave.
      else addPartyMember(doc, { guestId: guest.id, ...fields }, new Date(now.getTime() + i));
    });
  }, origin);
  return readEntity(doc, 'guests', guest.id) as Guest;
}

function emptyAsNull(value: string | null): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/** One guest of an import, with the party members named on the same line. */
export type ImportedGuest = Pick<ImportedGuestRow, 'line' | 'guest' | 'members'>;

/**
 * Adds every imported guest and party in one transaction (all or nothing: the caller validated),
 * except those on the list already (alreadyListed), left as they are, and lines that repeat an
 * earlier line of the file (repeatedInFile): nobody is added twice.
 */
export function importGuests(
  doc: Y.Doc,
  imported: readonly ImportedGuest[],
  now: Date,
  origin: unknown = null,
): Guest[] {
  const added: Guest[] = [];
  // Lists sort by creation time: one millisecond apart keeps the file's order.
  let tick = 0;
  const at = () => new Date(now.getTime() + tick++);
  const listed = alreadyListed(imported, listEntities(doc, 'guests'));
  const repeated = repeatedInFile(imported, listed);
  doc.transact(() => {
    for (const { line, guest, members } of imported) {
      if (listed.has(line) || repeated.has(line)) continue;
      const created = addGuest(doc, guest, at());
      for (const member of members) addPartyMember(doc, { ...member, guestId: created.id }, at());
      added.push(readEntity(doc, 'guests', created.id) as Guest);
    }
  }, origin);
  return added;
}
