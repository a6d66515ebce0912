// Seating assignment touches two entities: the guest's tableAssignment and the table's
// assignedGuests list. Changing both in one transaction keeps the seating plan and the guest
// list in agreement on every replica.
import * as Y from 'yjs';
import { collectionMap, PlanDocError } from './structure';

/** Seats a guest at a table (or unseats with null), removing them from any other table. */
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
    throw new PlanDocError('missing_reference', `No seatingTables entity ${tableId}`);
  }
  doc.transact(() => {
    tables.forEach((table, id) => {
      if (!(table instanceof Y.Map)) return;
      const raw = table.get('assignedGuests');
      const assigned: unknown[] = Array.isArray(raw) ? raw : [];
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
