// Seating assignment touches two entities: the guest's tableAssignment and the table's
// assignedGuests list. Changing both in one transaction keeps the seating plan and the guest
// list in agreement on every replica; `reconcileSeating` repairs what concurrent edits (or a client
// that wrote only one side) leave disagreeing, taking the side that was written.
import * as Y from 'yjs';
import type { SeatingConstraintKind } from '../entities/seating-constraint';
import type { SeatingTable, SeatingTableInput } from '../entities/seating-table';
import { type AutoSeatResult, autoSeat, canBeSeated } from '../rules/seating';
import {
  deleteEntity,
  type EntityPatchOf,
  insertEntity,
  listEntities,
  readEntity,
  updateEntity,
} from './entities';
import { collectionMap, PlanDocError } from './structure';

function guestMapOf(doc: Y.Doc, guestId: string): Y.Map<unknown> {
  const guest = collectionMap(doc, 'guests').get(guestId);
  if (!(guest instanceof Y.Map)) {
    throw new PlanDocError('missing_reference', `No guest with id ${guestId}`, 'assignedGuests');
  }
  return guest;
}

function assignedOf(table: Y.Map<unknown>): string[] {
  const raw = table.get('assignedGuests');
  return Array.isArray(raw) ? raw.filter((id): id is string => typeof id === 'string') : [];
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((value, index) => value === b[index]);
}

/**
 * Seats a guest (with their whole party) at a table, or unseats them with null, removing them from
 * any other table. A guest who declined cannot be seated.
 */
export function assignGuestToTable(
  doc: Y.Doc,
  guestId: string,
  tableId: string | null,
  origin: unknown = null,
): void {
  const guest = collectionMap(doc, 'guests').get(guestId);
  if (!(guest instanceof Y.Map)) throw new PlanDocError('missing_reference', `No guests entity ${guestId}`);
  const tables = collectionMap(doc, 'seatingTables');
  if (tableId !== null && !(tables.get(tableId) instanceof Y.Map)) {
    throw new PlanDocError('missing_reference', `No seatingTables entity ${tableId}`, 'tableAssignment');
  }
  if (tableId !== null && guest.get('rsvpStatus') === 'Declined') {
    throw new PlanDocError(
      'invalid_patch',
      `${String(guest.get('name') ?? 'This guest')} declined and cannot be seated.`,
      'tableAssignment',
    );
  }
  doc.transact(() => {
    tables.forEach((table, id) => {
      if (!(table instanceof Y.Map)) return;
      const assigned = assignedOf(table);
      const seated = assigned.includes(guestId);
      if (id === tableId && !seated) table.set('assignedGuests', [...assigned, guestId]);
      if (id !== tableId && seated)
        table.set(
          'assignedGuests',
          assigned.filter((assignedId) => assignedId !== guestId),
        );
    });
    if (guest.get('tableAssignment') !== tableId) guest.set('tableAssignment', tableId);
  }, origin);
}

/**
 * Makes `guestIds` the guests of a table, in that order: each moves here from wherever they sat,
 * and guests no longer listed are unseated.
 */
export function setTableGuests(
  doc: Y.Doc,
  tableId: string,
  guestIds: readonly string[],
  origin: unknown = null,
): void {
  const table = collectionMap(doc, 'seatingTables').get(tableId);
  if (!(table instanceof Y.Map)) throw new PlanDocError('missing_reference', `No table with id ${tableId}`);
  const wanted = [...new Set(guestIds)];
  checkSeatable(doc, wanted);
  doc.transact(() => {
    for (const guestId of assignedOf(table)) {
      if (!wanted.includes(guestId) && collectionMap(doc, 'guests').has(guestId)) {
        assignGuestToTable(doc, guestId, null, origin);
      }
    }
    for (const guestId of wanted) assignGuestToTable(doc, guestId, tableId, origin);
    if (!sameList(assignedOf(table), wanted)) table.set('assignedGuests', wanted);
  }, origin);
}

/**
 * Throws unless every guest exists and has not declined. Callers check before they write anything:
 * a document change cannot be taken back, so a refused guest list must leave the table as it was.
 */
function checkSeatable(doc: Y.Doc, guestIds: readonly string[]): void {
  for (const guestId of guestIds) {
    const guest = guestMapOf(doc, guestId);
    if (guest.get('rsvpStatus') === 'Declined') {
      throw new PlanDocError(
        'invalid_patch',
        `${String(guest.get('name') ?? guestId)} declined and cannot be seated.`,
        'assignedGuests',
      );
    }
  }
}

/** Adds a table; guests it lists are moved to it. */
export function addSeatingTable(doc: Y.Doc, input: SeatingTableInput, origin: unknown = null): SeatingTable {
  const { assignedGuests = [], ...fields } = input;
  checkSeatable(doc, assignedGuests);
  let table: SeatingTable | undefined;
  doc.transact(() => {
    table = insertEntity(doc, 'seatingTables', { ...fields, assignedGuests: [] }, origin);
    if (assignedGuests.length > 0) setTableGuests(doc, table.id, assignedGuests, origin);
  }, origin);
  return readEntity(doc, 'seatingTables', table!.id) ?? table!;
}

/** Changes a table's fields; a new guest list goes through `setTableGuests`. Null when absent. */
export function updateSeatingTable(
  doc: Y.Doc,
  id: string,
  patch: EntityPatchOf<'seatingTables'>,
  origin: unknown = null,
): SeatingTable | null {
  if (!readEntity(doc, 'seatingTables', id)) return null;
  const { assignedGuests, ...fields } = patch;
  if (assignedGuests !== undefined) checkSeatable(doc, assignedGuests);
  doc.transact(() => {
    if (Object.keys(fields).length > 0) updateEntity(doc, 'seatingTables', id, fields, origin);
    writePositionTogether(doc, 'seatingTables', id, fields);
    if (assignedGuests !== undefined) setTableGuests(doc, id, assignedGuests, origin);
  }, origin);
  return readEntity(doc, 'seatingTables', id);
}

/** Moves or turns a floor element (the stage, the bar…), its position written as one. */
export function placeFloorElement(
  doc: Y.Doc,
  id: string,
  patch: EntityPatchOf<'floorElements'>,
  origin: unknown = null,
): boolean {
  let placed = false;
  doc.transact(() => {
    placed = updateEntity(doc, 'floorElements', id, patch, origin) !== null;
    if (placed) writePositionTogether(doc, 'floorElements', id, patch);
  }, origin);
  return placed;
}

/**
 * A position is one thing. A move that changed only x (a drag straight across) would otherwise write
 * x alone, and two people moving one table at once would leave it at one's x and the other's y, on
 * top of the bar; written together, one of the two moves wins whole.
 */
function writePositionTogether(
  doc: Y.Doc,
  collection: 'seatingTables' | 'floorElements',
  id: string,
  patch: { x?: number; y?: number },
): void {
  if (patch.x === undefined && patch.y === undefined) return;
  const entity = collectionMap(doc, collection).get(id);
  if (!(entity instanceof Y.Map)) return;
  for (const field of ['x', 'y'] as const) entity.set(field, entity.get(field));
}

/** Removes a table; its guests are unseated (the guest descriptor's reference). */
export function deleteSeatingTable(doc: Y.Doc, id: string, origin: unknown = null): boolean {
  return deleteEntity(doc, 'seatingTables', id, origin);
}

/** Which entities had their side of the seating written in a transaction. */
export interface SeatingWrites {
  tables: Set<string>;
  guests: Set<string>;
}

/** The tables whose guest list and the guests whose table a transaction wrote (new entities included). */
export function seatingWritesOf(transaction: Y.Transaction): SeatingWrites {
  const doc = transaction.doc;
  const tablesMap: unknown = collectionMap(doc, 'seatingTables');
  const guestsMap: unknown = collectionMap(doc, 'guests');
  const writes: SeatingWrites = { tables: new Set(), guests: new Set() };
  for (const [type, keys] of transaction.changed) {
    if (type === tablesMap) for (const key of keys) if (key !== null) writes.tables.add(key);
    if (type === guestsMap) for (const key of keys) if (key !== null) writes.guests.add(key);
    const item = type._item;
    if (item === null || item.parentSub === null) continue;
    if (item.parent === tablesMap && keys.has('assignedGuests')) writes.tables.add(item.parentSub);
    if (item.parent === guestsMap && (keys.has('tableAssignment') || keys.has('rsvpStatus'))) {
      writes.guests.add(item.parentSub);
    }
  }
  return writes;
}

/**
 * Brings both sides of the seating into agreement: a table's written guest list moves its guests
 * there (unless the guest's own table was written in the same change); otherwise a guest's
 * `tableAssignment` decides. Declined guests and guests of missing tables are unseated; each
 * table's list keeps its order, drops stale ids and gains the guests pointing at it. Writes only what
 * differs; returns whether it wrote.
 */
export function reconcileSeating(
  doc: Y.Doc,
  written: Partial<SeatingWrites> = {},
  origin: unknown = null,
): boolean {
  const tablesMap = collectionMap(doc, 'seatingTables');
  const guestsMap = collectionMap(doc, 'guests');
  const tableIds = [...tablesMap.keys()].filter((id) => tablesMap.get(id) instanceof Y.Map).sort();
  const guestIds = [...guestsMap.keys()].filter((id) => guestsMap.get(id) instanceof Y.Map).sort();
  const guestMap = (id: string) => guestsMap.get(id) as Y.Map<unknown>;
  const tableMap = (id: string) => tablesMap.get(id) as Y.Map<unknown>;
  const writtenGuests = written.guests ?? new Set<string>();
  let wrote = false;
  doc.transact(() => {
    const setTable = (guestId: string, tableId: string | null) => {
      const guest = guestMap(guestId);
      if ((guest.get('tableAssignment') ?? null) !== tableId) {
        guest.set('tableAssignment', tableId);
        wrote = true;
      }
    };
    // 1. A written table list speaks for the guests it names and the guests it dropped.
    for (const tableId of [...(written.tables ?? [])].sort()) {
      if (!tableIds.includes(tableId)) continue;
      const listed = new Set(assignedOf(tableMap(tableId)));
      for (const guestId of guestIds) {
        if (writtenGuests.has(guestId)) continue;
        const current = guestMap(guestId).get('tableAssignment') ?? null;
        if (listed.has(guestId)) setTable(guestId, tableId);
        else if (current === tableId) setTable(guestId, null);
      }
    }
    // 2. Nobody sits at a missing table, and a declined guest sits nowhere.
    for (const guestId of guestIds) {
      const guest = guestMap(guestId);
      const current = guest.get('tableAssignment');
      if (current === null || current === undefined) continue;
      const declined = !canBeSeated({ rsvpStatus: guest.get('rsvpStatus') as never });
      if (declined || typeof current !== 'string' || !tableIds.includes(current)) setTable(guestId, null);
    }
    // 3. Each table lists exactly the guests pointing at it, keeping its order.
    const pointing = new Map<string, string[]>(tableIds.map((id) => [id, []]));
    for (const guestId of guestIds) {
      const current = guestMap(guestId).get('tableAssignment');
      if (typeof current === 'string') pointing.get(current)?.push(guestId);
    }
    for (const tableId of tableIds) {
      const table = tableMap(tableId);
      const here = new Set(pointing.get(tableId));
      const current = assignedOf(table);
      const kept = [...new Set(current.filter((id) => here.has(id)))];
      const next = [...kept, ...[...here].filter((id) => !kept.includes(id))];
      const raw = table.get('assignedGuests');
      if (!Array.isArray(raw) || !sameList(current, next) || raw.length !== next.length) {
        table.set('assignedGuests', next);
        wrote = true;
      }
    }
  }, origin);
  return wrote;
}

export interface AutoAssignResult {
  assigned: AutoSeatResult['assigned'];
  unplaced: AutoSeatResult['unplaced'];
}

/**
 * Runs the auto-seating solver on the plan and writes its seats (both sides, one transaction). With
 * `reseatAll`, everyone is unseated first and seated afresh.
 */
export function autoAssignSeats(
  doc: Y.Doc,
  options: { reseatAll?: boolean } = {},
  origin: unknown = null,
): AutoAssignResult {
  const tables = listEntities(doc, 'seatingTables');
  const guests = listEntities(doc, 'guests');
  const constraints = listEntities(doc, 'seatingConstraints');
  const partyMembers = listEntities(doc, 'partyMembers');
  const result = autoSeat({
    tables,
    guests,
    constraints,
    partyMembers,
    reseatAll: options.reseatAll ?? false,
  });
  doc.transact(() => {
    if (options.reseatAll) {
      for (const guest of guests) {
        if (guest.tableAssignment !== null && !result.seats.has(guest.id)) {
          assignGuestToTable(doc, guest.id, null, origin);
        }
      }
    }
    for (const guest of guests) {
      const seat = result.seats.get(guest.id);
      if (seat !== undefined && seat !== guest.tableAssignment)
        assignGuestToTable(doc, guest.id, seat, origin);
    }
  }, origin);
  return { assigned: result.assigned, unplaced: result.unplaced };
}

/** Records a wish that two guests sit together or apart. */
export function addSeatingConstraint(
  doc: Y.Doc,
  input: { id: string; guestId: string; otherGuestId: string; kind: SeatingConstraintKind },
  now: Date,
  origin: unknown = null,
) {
  if (input.guestId === input.otherGuestId) {
    throw new PlanDocError('invalid_entity', 'Choose two different guests.', 'guestIds');
  }
  return insertEntity(doc, 'seatingConstraints', { ...input, createdAt: now.toISOString() }, origin);
}
