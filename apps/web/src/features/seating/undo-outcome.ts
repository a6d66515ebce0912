// What an Undo or Redo on the Seating Plan did, said in the plan's words ("Undone: Table 2 put back
// with 2 guests."), and what it is about: the table or floor element to select and give the focus, or
// the guest now waiting for a seat. Pure: the screen reads the plan before and after the step and the
// ids the step touched (collectChanges), and shows and focuses what this says.
import type { CollectionName, FloorElement, Guest, SeatingTable } from '@confetti/plan';
import { elementLabel } from './seating-model';

export interface SeatingState {
  tables: readonly Pick<
    SeatingTable,
    'id' | 'name' | 'x' | 'y' | 'width' | 'height' | 'rotation' | 'capacity' | 'shape' | 'tableType'
  >[];
  elements: readonly Pick<
    FloorElement,
    'id' | 'name' | 'elementType' | 'x' | 'y' | 'width' | 'height' | 'rotation'
  >[];
  guests: readonly Pick<Guest, 'id' | 'name' | 'tableAssignment'>[];
}

/** The table or element to select and focus, or the unseated guest to focus in the sidebar. */
export type UndoFocus = { kind: 'table' | 'element' | 'guest'; id: string } | null;

export interface UndoOutcome {
  text: string;
  focus: UndoFocus;
}

/** Guests named one by one up to this many; more are counted ("5 guests unseated"). */
const NAMED_GUESTS = 2;

type Placed = SeatingState['tables'][number] | SeatingState['elements'][number];

function byId<T extends { id: string }>(items: readonly T[]): Map<string, T> {
  return new Map(items.map((item) => [item.id, item]));
}

/** What happened to one table or element between before and after, or null for nothing to say. */
function placeChange(name: string, before: Placed | undefined, after: Placed | undefined): string | null {
  if (!before && after) return `${name} put back`;
  if (before && !after) return `${name} removed`;
  if (!before || !after) return null;
  if (before.x !== after.x || before.y !== after.y)
    return `${name} moved to ${after.x} across and ${after.y} down`;
  if (before.rotation !== after.rotation) return `${name} turned to ${after.rotation} degrees`;
  if (before.name !== after.name) return `${before.name} renamed ${after.name}`;
  const fields = ['width', 'height', 'capacity', 'shape', 'tableType'] as const;
  // Elements have no seats, shape or type: undefined on both sides, so never changed.
  const of = (item: Placed) => item as Partial<Record<(typeof fields)[number], unknown>>;
  const changed = fields.some((field) => of(before)[field] !== of(after)[field]);
  return changed ? `${name} changed` : null;
}

/** `named` ("Ada Lovelace and Grace Hopper unseated") for a few guests; for more, "5 guests unseated". */
function guestsPhrase(count: number, named: string, what: string): string {
  return count <= NAMED_GUESTS ? named : `${count} guests ${what}`;
}

function guestCount(count: number): string {
  return `${count} ${count === 1 ? 'guest' : 'guests'}`;
}

/**
 * What an Undo (`step` 'undo') or Redo did to the plan, from the plan before and after it and the ids
 * of the entities it touched. A table's guest list changes with every seat: only the guest's side
 * is told, and guests who came back or went with their table are told with it ("with 2 guests").
 */
export function undoOutcome(
  step: 'undo' | 'redo',
  before: SeatingState,
  after: SeatingState,
  changed: ReadonlyMap<CollectionName, ReadonlySet<string>>,
): UndoOutcome {
  const ids = (collection: CollectionName) => [...(changed.get(collection) ?? [])];
  const [tablesBefore, tablesAfter] = [byId(before.tables), byId(after.tables)];
  const [elementsBefore, elementsAfter] = [byId(before.elements), byId(after.elements)];
  const [guestsBefore, guestsAfter] = [byId(before.guests), byId(after.guests)];
  const comesOrGoes = (tableId: string | null) =>
    tableId !== null && tablesBefore.has(tableId) !== tablesAfter.has(tableId);

  const phrases: string[] = [];
  let focus: UndoFocus = null;

  // Guests whose seat changed, apart from those who came back or went with their table.
  const seated: string[] = [];
  const unseated: string[] = [];
  const withTable = new Map<string, number>();
  let firstGuest: UndoFocus = null;
  for (const id of ids('guests')) {
    const [was, is] = [guestsBefore.get(id), guestsAfter.get(id)];
    if (!was || !is || was.tableAssignment === is.tableAssignment) continue;
    const table = is.tableAssignment ?? was.tableAssignment;
    if (table !== null && comesOrGoes(table)) {
      withTable.set(table, (withTable.get(table) ?? 0) + 1);
      continue;
    }
    const seatedAt = is.tableAssignment ? tablesAfter.get(is.tableAssignment) : undefined;
    if (seatedAt) seated.push(`${is.name} seated at ${seatedAt.name}`);
    else unseated.push(is.name);
    firstGuest ??= seatedAt ? { kind: 'table', id: seatedAt.id } : { kind: 'guest', id };
  }

  for (const id of ids('seatingTables')) {
    const [was, is] = [tablesBefore.get(id), tablesAfter.get(id)];
    const phrase = placeChange((is ?? was)?.name ?? 'A table', was, is);
    if (!phrase) continue;
    const guests = withTable.get(id) ?? 0;
    if (guests === 0) phrases.push(phrase);
    else
      phrases.push(
        is ? `${phrase} with ${guestCount(guests)}` : `${phrase} and ${guestCount(guests)} unseated`,
      );
    if (is) focus ??= { kind: 'table', id };
  }
  for (const id of ids('floorElements')) {
    const [was, is] = [elementsBefore.get(id), elementsAfter.get(id)];
    const item = is ?? was;
    const phrase = placeChange(item ? item.name || elementLabel(item.elementType) : 'An element', was, is);
    if (!phrase) continue;
    phrases.push(phrase);
    if (is) focus ??= { kind: 'element', id };
  }
  if (seated.length > 0) phrases.push(guestsPhrase(seated.length, seated.join(' and '), 'seated'));
  if (unseated.length > 0)
    phrases.push(guestsPhrase(unseated.length, `${unseated.join(' and ')} unseated`, 'unseated'));
  focus ??= firstGuest;

  const done = step === 'undo' ? 'Undone' : 'Redone';
  return { text: phrases.length > 0 ? `${done}: ${phrases.join('; ')}.` : `${done}.`, focus };
}
