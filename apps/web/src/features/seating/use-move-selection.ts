// Moving the selected table or floor element without a mouse: the arrow keys (on the floor plan or in
// its details) and the move buttons take it a grid square at a time, five with Shift, kept on the
// floor, written as a drop writes it (one Undo step each, synced like any edit), kept in sight, and
// said politely to screen readers.
import { readEntity } from '@confetti/plan';
import { type KeyboardEvent, type RefObject, useState } from 'react';
import type * as Y from 'yjs';
import type { FloorPlanHandle, Placement, Selection } from './floor-plan';
import { arrowMove } from './seating-keys';
import { type Direction, elementLabel, halfExtents, nudge, SEAT_REACH } from './seating-model';

const EDGES: Record<Direction, string> = { left: 'left', right: 'right', up: 'top', down: 'bottom' };

export function useMoveSelection({
  doc,
  selection,
  canEdit,
  plan,
  placeTable,
  placeElement,
}: {
  doc: Y.Doc;
  selection: Selection;
  canEdit: boolean;
  plan: RefObject<FloorPlanHandle | null>;
  /** How a drop writes a table's and an element's place (SEATING_ORIGIN, so Undo has it). */
  placeTable: (id: string, placement: Placement) => void;
  placeElement: (id: string, placement: Placement) => void;
}) {
  // Where the last move took the selection, for its details to say.
  const [moved, setMoved] = useState<{ id: string; text: string; x: number; y: number } | null>(null);

  const moveSelection = (direction: Direction, distance: number) => {
    // Read from the document, not the last render: a key held down repeats faster than React redraws.
    const table = selection?.kind === 'table' ? readEntity(doc, 'seatingTables', selection.id) : null;
    const element = selection?.kind === 'element' ? readEntity(doc, 'floorElements', selection.id) : null;
    const target = table
      ? { item: table, shape: table.shape, name: table.name, place: placeTable, margin: SEAT_REACH }
      : element
        ? {
            item: element,
            shape: null,
            name: element.name || elementLabel(element.elementType),
            place: placeElement,
            margin: 0,
          }
        : null;
    if (!target) return;
    const { item, name, margin } = target;
    const to = nudge({ ...item, shape: target.shape }, direction, distance, margin);
    if (to.x === item.x && to.y === item.y) {
      setMoved({ id: item.id, text: `${name} is at the ${EDGES[direction]} edge of the floor.`, ...to });
      return;
    }
    target.place(item.id, { ...to, width: item.width, height: item.height, rotation: item.rotation });
    // Kept in sight: zoomed in (as on a phone), a few steps would take it off the screen.
    const half = halfExtents(target.shape, item.width, item.height, item.rotation);
    plan.current?.reveal(to, { x: half.x + margin, y: half.y + margin });
    setMoved({ id: item.id, text: `${name} moved ${direction}, to ${to.x} across and ${to.y} down.`, ...to });
  };

  /** For the floor plan and the details: an arrow key moves the selection (not in a field). */
  const onMoveKey = (event: KeyboardEvent) => {
    const move = canEdit && selection ? arrowMove(event) : null;
    if (!move) return;
    event.preventDefault();
    moveSelection(move.direction, move.distance);
  };

  /**
   * What the details of the table or element `id` need: where it last went (while it is still there:
   * an Undo, a drag or a partner's move makes that old news), and how to move it.
   */
  const move = (id: string) => ({
    status: moved?.id === id && stillAt(moved) ? moved.text : '',
    onMove: moveSelection,
  });
  const stillAt = (last: { id: string; x: number; y: number }) => {
    const item = readEntity(doc, 'seatingTables', last.id) ?? readEntity(doc, 'floorElements', last.id);
    return item !== null && item.x === last.x && item.y === last.y;
  };

  return { onMoveKey, move };
}
