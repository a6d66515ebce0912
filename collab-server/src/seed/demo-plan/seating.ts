// The demo plan's floor plan: fourteen tables (a sweetheart table, a head table and twelve rounds)
// around a dance floor, with the stage, bar, DJ booth, cake table, buffet and entrance; then every
// demo guest who has not declined is seated by the auto-seating solver. It runs after the guests step,
// so it seats whatever guests the demo has (none is fine: the tables stay empty).
import {
  addSeatingTable,
  autoAssignSeats,
  type FloorElementInput,
  insertEntity,
  listEntities,
  type SeatingTableInput,
} from '@confetti/plan';
import type * as Y from 'yjs';
import { SERVER_ORIGIN } from '../../sync/room';

const ROUND = { shape: 'round', width: 100, height: 100, capacity: 10 } as const;

/** Positions are the centre of each table, on a floor of 1200 × 800 canvas units. */
export const DEMO_TABLES: readonly Omit<SeatingTableInput, 'id'>[] = [
  // The couple's tables stand clear of the stage and of the first row's chairs, so the names (or
  // initials) at them show at the zoom a desktop opens the room at.
  {
    name: 'Sweetheart Table',
    shape: 'rectangle',
    x: 600,
    y: 200,
    width: 160,
    height: 50,
    capacity: 2,
    tableType: 'sweetheart',
  },
  {
    name: 'Head Table',
    shape: 'rectangle',
    x: 240,
    y: 100,
    width: 260,
    height: 60,
    capacity: 10,
    tableType: 'head',
  },
  // 200 px apart: a table's chairs and their name labels reach about 96 px from its centre, so
  // neighbours' names never overlap (as on a real floor plan, with room to walk between).
  ...[130, 350].flatMap((x, column) =>
    [290, 490, 690].map((y, row) => ({ ...ROUND, name: `Table ${column * 3 + row + 1}`, x, y })),
  ),
  ...[850, 1070].flatMap((x, column) =>
    [290, 490, 690].map((y, row) => ({ ...ROUND, name: `Table ${column * 3 + row + 7}`, x, y })),
  ),
];

export const DEMO_FLOOR_ELEMENTS: readonly Omit<FloorElementInput, 'id'>[] = [
  { elementType: 'stage', name: 'Stage', x: 600, y: 70, width: 320, height: 90, color: '#8a6d3b' },
  {
    elementType: 'dance_floor',
    name: 'Dance floor',
    x: 600,
    y: 400,
    width: 280,
    height: 240,
    color: '#c9a227',
  },
  { elementType: 'bar', name: 'Bar', x: 1000, y: 110, width: 220, height: 60, color: '#3d7ea6' },
  { elementType: 'dj_booth', name: 'DJ', x: 820, y: 70, width: 90, height: 60, color: '#7b5ea7' },
  { elementType: 'cake_table', name: 'Cake', x: 600, y: 600, width: 70, height: 70, color: '#b5446e' },
  { elementType: 'buffet', name: 'Buffet', x: 600, y: 700, width: 200, height: 40, color: '#5b8e55' },
  { elementType: 'entrance', name: 'Entrance', x: 600, y: 770, width: 160, height: 30, color: '#6b6b6b' },
];

export function seedDemoSeating(doc: Y.Doc): void {
  // A plan that already has a floor plan keeps it.
  if (listEntities(doc, 'seatingTables').length > 0) return;
  doc.transact(() => {
    DEMO_TABLES.forEach((table, index) => {
      addSeatingTable(doc, { ...table, id: `demo-table-${index + 1}` }, SERVER_ORIGIN);
    });
    DEMO_FLOOR_ELEMENTS.forEach((element, index) => {
      insertEntity(doc, 'floorElements', { ...element, id: `demo-element-${index + 1}` }, SERVER_ORIGIN);
    });
    autoAssignSeats(doc, {}, SERVER_ORIGIN);
  }, SERVER_ORIGIN);
}
