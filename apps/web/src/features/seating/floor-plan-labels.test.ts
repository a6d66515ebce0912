import type { SeatingTable } from '@confetti/plan';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Box,
  firstName,
  initials,
  overlaps,
  READABLE_PX,
  READABLE_SCALE,
  SEAT_RADIUS,
  seatLabelLayout,
  seatsOnFloor,
  TABLE_NAME_FONT,
  type TableLabels,
  textGrowth,
  touchesCircle,
} from './floor-plan-labels';
import {
  FLOOR_HEIGHT,
  FLOOR_WIDTH,
  halfExtents,
  keepOnFloor,
  SEAT_REACH,
  type TableView,
} from './seating-model';

const NAMES = [
  'Catherine Carter',
  'Sophie Bennett',
  'Guest of Sophie Bennett',
  'Charlotte Dubois',
  'Megan Walsh',
  'Bartholomew Okafor',
  'Patel, Priya',
  'Jo Li',
  'Alexandra Fitzgerald',
  'Ben Foster',
];

function view(overrides: Partial<SeatingTable>, seated = 10): TableView {
  const table: SeatingTable = {
    id: 't1',
    name: 'Table 1',
    capacity: 10,
    shape: 'round',
    x: 130,
    y: 290,
    width: 100,
    height: 100,
    rotation: 0,
    assignedGuests: [],
    tableType: 'regular',
    proximityTo: null,
    ...overrides,
  };
  const seatNames = Array.from({ length: seated }, (_, i) => NAMES[i % NAMES.length]!);
  return { table, guests: [], seatNames, heads: seated, headsOf: () => 1, overBy: 0 };
}

/** The demo's room: a head table, a sweetheart table and twelve rounds of ten, 220 across and 200 down. */
const DEMO = [
  view({ id: 'head', name: 'Head Table', shape: 'rectangle', x: 240, y: 100, width: 260, height: 60 }),
  view(
    {
      id: 'sweet',
      name: 'Sweetheart Table',
      shape: 'rectangle',
      x: 600,
      y: 200,
      width: 160,
      height: 50,
      capacity: 2,
    },
    2,
  ),
  ...[130, 350, 850, 1070].flatMap((x, column) =>
    [290, 490, 690].map((y, row) =>
      view({ id: `t${column}-${row}`, name: `Table ${column * 3 + row + 1}`, x, y }),
    ),
  ),
];
const DEMO_ELEMENTS = [
  { x: 600, y: 400, width: 280, height: 240, rotation: 0 },
  { x: 600, y: 70, width: 320, height: 90, rotation: 0 },
  { x: 1000, y: 110, width: 220, height: 60, rotation: 0 },
];

/** Every pair of things a label must not touch, or an empty list. */
function collisions(views: readonly TableView[], layout: Map<string, TableLabels>): string[] {
  const labels = views.flatMap((v) =>
    (layout.get(v.table.id)?.seats ?? []).flatMap((label) => (label ? [{ id: v.table.id, label }] : [])),
  );
  const problems: string[] = [];
  labels.forEach(({ id, label }, i) => {
    for (const other of labels.slice(i + 1))
      if (overlaps(label.box, other.label.box, 0)) problems.push(`${label.text} on ${other.label.text}`);
    for (const v of views) {
      for (const seat of seatsOnFloor(v))
        if (touchesCircle(label.box, seat, SEAT_RADIUS - 1.5))
          problems.push(`${label.text} on a seat of ${v.table.name}`);
      const half = halfExtents(v.table.shape, v.table.width, v.table.height, v.table.rotation);
      const table: Box = {
        x0: v.table.x - half.x,
        y0: v.table.y - half.y,
        x1: v.table.x + half.x,
        y1: v.table.y + half.y,
      };
      if (v.table.id !== id && overlaps(label.box, table, 0))
        problems.push(`${label.text} on ${v.table.name}`);
    }
  });
  return problems;
}

/** The labels that reach past the floor's edge, where the canvas cuts them off. */
function offTheFloor(layout: Map<string, TableLabels>): string[] {
  return [...layout.values()].flatMap((labels) =>
    labels.seats.flatMap((label) =>
      label &&
      (label.box.x0 < -1e-9 ||
        label.box.y0 < -1e-9 ||
        label.box.x1 > FLOOR_WIDTH + 1e-9 ||
        label.box.y1 > FLOOR_HEIGHT + 1e-9)
        ? [`${label.text} at ${[label.box.x0, label.box.y0, label.box.x1, label.box.y1].map(Math.round)}`]
        : [],
    ),
  );
}

/** A table dragged as far as it goes towards a floor point: its chairs just on the floor. */
function pushedTo(
  overrides: Partial<SeatingTable>,
  toward: { x: number; y: number },
  seated = 10,
): TableView {
  const pushed = view(overrides, seated);
  Object.assign(pushed.table, keepOnFloor(pushed.table, toward.x, toward.y, SEAT_REACH));
  return pushed;
}

const EDGES = [
  { x: -1000, y: 400 },
  { x: 2000, y: 400 },
  { x: 600, y: -1000 },
  { x: 600, y: 2000 },
  { x: -1000, y: -1000 },
  { x: 2000, y: 2000 },
];

/** A table of any shape, size, turn and seat count, for the property tests (placed by each). */
const ANY_TABLE = {
  shape: fc.constantFrom('round', 'rectangle', 'oval', 'square'),
  width: fc.integer({ min: 3, max: 15 }).map((n) => n * 20),
  height: fc.integer({ min: 3, max: 8 }).map((n) => n * 20),
  rotation: fc.constantFrom(0, 45, 90, 135, 180, 270),
  capacity: fc.integer({ min: 1, max: 16 }),
};

describe('the floor plan’s labels', () => {
  it('keeps table names at least 11 px on screen from the zoom a phone opens at', () => {
    for (const scale of [READABLE_SCALE, 0.6, 0.62, 0.75, 1, 2]) {
      expect(TABLE_NAME_FONT * textGrowth(scale) * scale).toBeGreaterThanOrEqual(READABLE_PX - 1e-9);
    }
    // Real size and above: drawn at their own size, not grown.
    expect(textGrowth(1)).toBe(1);
    expect(textGrowth(2.5)).toBe(1);
  });

  it('shortens a name to the first name or initials, and says "+1" for an unnamed guest', () => {
    expect(NAMES.map(firstName)).toEqual([
      'Catherine',
      'Sophie',
      'Guest',
      'Charlotte',
      'Megan',
      'Bartholom…',
      'Priya',
      'Jo',
      'Alexandra',
      'Ben',
    ]);
    expect(NAMES.map(initials)).toEqual(['CC', 'SB', '+1', 'CD', 'MW', 'BO', 'PP', 'JL', 'AF', 'BF']);
    expect(initials('Cher')).toBe('C');
  });

  it('never draws a seat label over another label, a seat or a table in the demo room, at any zoom', () => {
    for (const scale of [0.3, READABLE_SCALE, 0.615, 0.8, 1, 1.44, 2, 3]) {
      const layout = seatLabelLayout(DEMO, scale, DEMO_ELEMENTS);
      expect(collisions(DEMO, layout), `at ${scale}`).toEqual([]);
    }
  });

  it('labels seats at the desktop’s opening zoom, and gives full first names once zoomed in', () => {
    // The desktop opens on the whole room, about 62%: too tight for names, room for initials.
    const opening = seatLabelLayout(DEMO, 0.615, DEMO_ELEMENTS);
    const rounds = DEMO.filter((v) => v.table.shape === 'round').map((v) => opening.get(v.table.id)!.style);
    expect(rounds.filter((style) => style !== 'none').length).toBeGreaterThanOrEqual(8);
    // The couple's own tables are where a guest looks first: never unlabelled at the opening zooms.
    for (const scale of [0.58, 0.615, 0.64]) {
      const layout = seatLabelLayout(DEMO, scale, DEMO_ELEMENTS);
      expect(layout.get('sweet')!.style, `at ${scale}`).toBe('names');
      expect(layout.get('head')!.style, `at ${scale}`).not.toBe('none');
    }
    const zoomedIn = seatLabelLayout(DEMO, 2, DEMO_ELEMENTS);
    expect(DEMO.map((v) => zoomedIn.get(v.table.id)!.style)).toEqual(DEMO.map(() => 'names'));
    expect(zoomedIn.get('t0-0')!.seats.map((label) => label?.text)).toContain('Catherine');
  });

  it('draws no seat labels while table names are too small to read, as the whole room on a phone', () => {
    const wholeRoom = seatLabelLayout(DEMO, 355 / 1200, DEMO_ELEMENTS);
    expect([...wholeRoom.values()].map((labels) => labels.style)).toEqual(DEMO.map(() => 'none'));
  });

  it('draws seat labels at least 10 px on screen, or not at all', () => {
    for (const scale of [0.3, 0.5, 0.615, 1, 2]) {
      for (const labels of seatLabelLayout(DEMO, scale, DEMO_ELEMENTS).values())
        for (const label of labels.seats)
          if (label) expect(label.fontSize * scale).toBeGreaterThanOrEqual(10);
    }
  });

  it('leaves empty seats unlabelled and keeps a label beside its own seat', () => {
    const half = view({}, 4);
    const { seats } = seatLabelLayout([half], 1).get('t1')!;
    expect(seats.map((label) => label !== null)).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
    seatsOnFloor(half).forEach((seat, i) => {
      const label = seats[i];
      if (!label) return;
      // Within a label's height of its seat's edge.
      const dx = seat.x - Math.min(Math.max(seat.x, label.box.x0), label.box.x1);
      const dy = seat.y - Math.min(Math.max(seat.y, label.box.y0), label.box.y1);
      expect(Math.hypot(dx, dy)).toBeLessThan(SEAT_RADIUS + 6);
    });
  });

  it('keeps labels clear of everything for any two tables, turned and placed anywhere', () => {
    const table = fc.record({
      ...ANY_TABLE,
      x: fc.integer({ min: 0, max: 60 }).map((n) => n * 20),
      y: fc.integer({ min: 0, max: 40 }).map((n) => n * 20),
    });
    fc.assert(
      fc.property(table, table, fc.double({ min: 0.25, max: 3, noNaN: true }), (a, b, scale) => {
        const views = [view({ ...a, id: 'a' }, a.capacity), view({ ...b, id: 'b' }, b.capacity)];
        for (const v of views)
          if (v.table.shape === 'round' || v.table.shape === 'square') v.table.height = v.table.width;
        expect(collisions(views, seatLabelLayout(views, scale))).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it('keeps the seat labels of a table pushed against an edge or into a corner on the floor', () => {
    const tables: Partial<SeatingTable>[] = [
      {},
      { shape: 'rectangle', width: 260, height: 60 },
      { shape: 'square', width: 120, height: 120, capacity: 8 },
      { shape: 'oval', width: 180, height: 100 },
      { shape: 'rectangle', width: 160, height: 50, capacity: 2 },
    ];
    for (const table of tables)
      for (const rotation of [0, 45, 90])
        for (const toward of EDGES)
          for (const scale of [READABLE_SCALE, 0.615, 1, 2, 3]) {
            const views = [pushedTo({ ...table, rotation }, toward, table.capacity ?? 10)];
            const layout = seatLabelLayout(views, scale);
            const where = `${table.shape ?? 'round'} turned ${rotation} towards ${toward.x},${toward.y} at ${scale}`;
            expect(offTheFloor(layout), where).toEqual([]);
            expect(collisions(views, layout), where).toEqual([]);
          }
  });

  it('labels the seats along a floor edge beside them when there is no room beyond them', () => {
    // The head table against the top wall: the chairs along the wall say who sits there, beside
    // each chair instead of above it.
    const head = pushedTo({ id: 'head', shape: 'rectangle', width: 260, height: 60 }, { x: 600, y: -1000 });
    const layout = seatLabelLayout([head], 1).get('head')!;
    expect(layout.style).not.toBe('none');
    expect(layout.seats.every((label) => label !== null)).toBe(true);
  });

  it('keeps labels on the floor for any two tables pushed anywhere against its edges', () => {
    const table = fc.record({
      ...ANY_TABLE,
      x: fc.constantFrom(-1000, 0, 300, 600, 900, 2000),
      y: fc.constantFrom(-1000, 0, 200, 400, 600, 2000),
    });
    fc.assert(
      fc.property(table, table, fc.double({ min: 0.25, max: 3, noNaN: true }), (a, b, scale) => {
        const views = [a, b].map(({ x, y, ...rest }, i) => {
          const square = rest.shape === 'round' || rest.shape === 'square';
          return pushedTo(
            { ...rest, id: `t${i}`, height: square ? rest.width : rest.height },
            { x, y },
            rest.capacity,
          );
        });
        const layout = seatLabelLayout(views, scale);
        expect(offTheFloor(layout)).toEqual([]);
        expect(collisions(views, layout)).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });
});
